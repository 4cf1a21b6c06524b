/**
 * /d/... and /{locale}/d/... routes: the discovery listing, or a 404 page saying why the address
 * cannot be read (the server answers such addresses with status 404 too, see server/head.ts).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createDiscoveryApi, type DiscoveryApi } from '../discovery/discovery-api';
import { DiscoveryListing } from '../discovery/discovery-listing';
import { readDiscoveryRoute } from '../discovery/discovery-route';
import { DISCOVERY_CSS } from '../discovery/discovery-styles';
import { DiscoveryNotFound } from '../discovery/discovery-not-found';
import { PERSONAS, serializeQaState, type QaState } from '../panel/qa-state';
import { navigate as routerNavigate } from '../routes/router';

export interface DiscoveryPageProps {
  pathname: string;
  /** The whole query string of the address (QA keys included; the parser ignores them). */
  search: string;
  qaState: QaState;
  /** Test seams: the API and the history push (default: the demo API and the shell's router). */
  api?: DiscoveryApi;
  navigate?: (to: string) => void;
}

let defaultApi: DiscoveryApi | undefined;

export function DiscoveryPage({ pathname, search, qaState, api, navigate = routerNavigate }: DiscoveryPageProps) {
  const client = useMemo(() => api ?? (defaultApi ??= createDiscoveryApi()), [api]);
  const read = useMemo(() => readDiscoveryRoute(pathname, search), [pathname, search]);
  const qaQuery = serializeQaState(qaState).toString();
  const persona = PERSONAS.find((candidate) => candidate.id === qaState.persona);
  const isSignedIn = Boolean((persona?.user as { isAuthenticated?: boolean } | undefined)?.isAuthenticated);

  // A location slug the API does not know is only found out after the lookup.
  const [unknownPlace, setUnknownPlace] = useState<{ pathname: string; reason: string } | null>(null);
  const onUnknownPlace = useCallback((reason: string) => setUnknownPlace({ pathname, reason }), [pathname]);
  const notFoundReason = !read.ok ? read.reason : unknownPlace?.pathname === pathname ? unknownPlace.reason : null;

  useEffect(() => {
    if (notFoundReason !== null) document.title = 'Page not found (404)';
  }, [notFoundReason]);

  return (
    <>
      <style>{DISCOVERY_CSS}</style>
      {notFoundReason !== null ? (
        <DiscoveryNotFound
          reason={notFoundReason}
          suggestion={!read.ok ? read.suggestion : undefined}
          qaQuery={qaQuery}
        />
      ) : read.ok ? (
        <DiscoveryListing
          route={read.value}
          qaQuery={qaQuery}
          personaId={qaState.persona}
          isSignedIn={isSignedIn}
          locale={qaState.locale}
          api={client}
          navigate={navigate}
          onUnknownPlace={onUnknownPlace}
        />
      ) : null}
    </>
  );
}
