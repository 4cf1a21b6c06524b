/**
 * Loads a listing: the place of the location segment (cached per slug), then one results page.
 * The latest address wins: a newer one aborts the older requests (STYLE "latest request wins").
 */
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../src/api';
import type { DiscoveryApi, EventSearchResponse, ResolvedPlace } from './discovery-api';
import { getDiscoveryArea, getEventSearchParams, type DiscoveryArea, type DiscoveryRoute } from './discovery-route';

export type DiscoveryResults =
  | { key: string; status: 'loading' }
  | { key: string; status: 'ready'; place: ResolvedPlace | null; data: EventSearchResponse }
  | { key: string; status: 'unknown-place'; reason: string }
  | { key: string; status: 'error' };

const placeCache = new Map<string, ResolvedPlace | null>();

function areaKey(area: DiscoveryArea): string | null {
  // `local` is the visitor's guessed place: cached too, it does not change within a tab.
  return area.kind === 'slug' ? `slug:${area.slug}` : area.kind === 'request' ? 'request' : null;
}

/** The place already known for an area (synchronously), for titles before the results arrive. */
export function getCachedPlace(area: DiscoveryArea): ResolvedPlace | null | undefined {
  const key = areaKey(area);
  return key === null ? null : placeCache.get(key);
}

export function getResultsKey(route: DiscoveryRoute): string {
  return JSON.stringify([getDiscoveryArea(route.parsed), getEventSearchParams(route)]);
}

export type ReadyResults = Extract<DiscoveryResults, { status: 'ready' }>;

export interface DiscoveryResultsState {
  /** The results of the current address (loading until they arrive). */
  results: DiscoveryResults;
  /** The last results that arrived, of this or an earlier address: shown (busy) while the next load. */
  lastReady: ReadyResults | null;
}

/**
 * The first results page the server put in the HTML, for the address it rendered: the
 * listing starts from them on the server and, hydrating, in the browser, without asking the API again.
 */
export const PreloadedResultsContext = createContext<ReadyResults | null>(null);

export function useDiscoveryResults(route: DiscoveryRoute, api: DiscoveryApi): DiscoveryResultsState {
  const key = getResultsKey(route);
  const preloaded = useContext(PreloadedResultsContext);
  const initial = preloaded?.key === key ? preloaded : null;
  const [results, setResults] = useState<DiscoveryResults>(initial ?? { key, status: 'loading' });
  const [lastReady, setLastReady] = useState<ReadyResults | null>(initial);
  // The preloaded address needs no request; any later one does.
  const preloadedKey = useRef(initial?.key);

  useEffect(() => {
    const area = getDiscoveryArea(route.parsed);
    const cacheKey = areaKey(area);
    if (preloadedKey.current === key) {
      preloadedKey.current = undefined;
      if (cacheKey !== null && initial) placeCache.set(cacheKey, initial.place);
      return;
    }
    const controller = new AbortController();
    void (async () => {
      let place: ResolvedPlace | null;
      try {
        const cached = cacheKey === null ? null : placeCache.get(cacheKey);
        place = cached !== undefined ? cached : await api.resolveArea(area, controller.signal);
        if (cacheKey !== null) placeCache.set(cacheKey, place);
      } catch (error) {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 404 && area.kind === 'slug') {
          setResults({
            key,
            status: 'unknown-place',
            reason: `no place has the location slug "${area.slug.slice(0, 80)}"`,
          });
        } else setResults({ key, status: 'error' });
        return;
      }
      try {
        const data = await api.searchEvents(
          getEventSearchParams(route, place ? { placeId: place.placeId } : {}),
          controller.signal,
        );
        if (controller.signal.aborted) return;
        const ready: ReadyResults = { key, status: 'ready', place, data };
        setResults(ready);
        setLastReady(ready);
      } catch {
        if (!controller.signal.aborted) setResults({ key, status: 'error' });
      }
    })();
    return () => controller.abort();
    // `key` names everything of `route` the requests use.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, api]);

  // A new address is loading from its first render on (no effect needed to say so).
  return { results: results.key === key ? results : { key, status: 'loading' }, lastReady };
}
