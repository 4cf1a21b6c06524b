/**
 * The shell's side of the Likes badge: the signed-in persona's saved count from the demo API
 * (`/api/v3/users/me/`, so the count survives reloads), updated by `demo:saved-count` events.
 * Undefined while unknown or for anonymous personas: the header then shows the fixture's count.
 */
import { useEffect, useState } from 'react';
import { createDiscoveryApi, type DiscoveryApi } from './discovery-api';
import { readSavedCountEvent, SAVED_COUNT_EVENT } from './saved-count';

export function useSavedCount(
  personaId: string,
  isSignedIn: boolean,
  api: DiscoveryApi = defaultApi(),
): number | undefined {
  const [state, setState] = useState<{ personaId: string; count: number } | null>(null);

  useEffect(() => {
    if (!isSignedIn) return undefined;
    const controller = new AbortController();
    api
      .getSavedCount(personaId, controller.signal)
      // A save answered while this load was in flight is newer: keep it.
      .then((count) => setState((previous) => (previous?.personaId === personaId ? previous : { personaId, count })))
      .catch(() => {
        // The API is down or the persona unknown to it: the header keeps the fixture's count.
      });
    return () => controller.abort();
  }, [api, personaId, isSignedIn]);

  useEffect(() => {
    const onCount = (event: Event) => {
      const detail = readSavedCountEvent(event);
      if (!detail || (detail.personaId !== undefined && detail.personaId !== personaId)) return;
      setState({ personaId, count: detail.numSavedEvents });
    };
    window.addEventListener(SAVED_COUNT_EVENT, onCount);
    return () => window.removeEventListener(SAVED_COUNT_EVENT, onCount);
  }, [personaId]);

  return isSignedIn && state?.personaId === personaId ? state.count : undefined;
}

let sharedApi: DiscoveryApi | undefined;
function defaultApi(): DiscoveryApi {
  return (sharedApi ??= createDiscoveryApi());
}

/** The header props with the persona's live saved count (the Likes badge), when one is known. */
export function withSavedCount<P extends { user?: unknown }>(props: P, numSavedEvents: number | undefined): P {
  if (numSavedEvents === undefined || typeof props.user !== 'object' || props.user === null) return props;
  return { ...props, user: { ...(props.user as object), numSavedEvents } };
}
