/**
 * The request layer: suggestions and trending through the one axios client, cached with TanStack
 * Query by the product limits' rules on the page's one client (src/lib/query-client.ts), so the same text in the
 * same place within 5 minutes sends nothing.
 * Keys carry the text and the place. Suggestions are a type-ahead query (src/lib/use-type-ahead-query.ts):
 * each request gets the query's AbortSignal, and when a newer text takes over, the older query loses
 * its observer and TanStack aborts its request.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { AxiosAdapter, AxiosInstance } from 'axios';
import { createApiClient } from '../api/client';
import { fetchSearchSuggestions } from '../api/search-autocomplete';
import { fetchTrendingSearches } from '../api/trending';
import { SEARCH_DEBOUNCE_MS } from '../config/constants';
import { useTypeAheadQuery, type TypeAheadQuery } from '../lib/use-type-ahead-query';

/** The place facts a request needs; null when no location is known (no suggestions then, product states). */
export interface SearchPlace {
  placeId: string | null;
  latitude: number | null;
  longitude: number | null;
  isOnline: boolean;
  slug: string;
}

/**
 * The product states: suggestions only when a location is known: a place id, the online flag, or latitude and
 * longitude. Returns the key part naming the place, or null.
 */
export function getPlaceKey(place: SearchPlace | null): string | null {
  if (!place) return null;
  if (place.placeId) return `id:${place.placeId}`;
  if (place.isOnline) return 'online';
  if (place.latitude !== null && place.longitude !== null) return `at:${place.latitude},${place.longitude}`;
  return null;
}

const suggestionsKey = (text: string, placeKey: string | null) => ['search', 'suggestions', text, placeKey] as const;
const trendingKey = (slug: string) => ['search', 'trending', slug] as const;

const clients = new Map<string, AxiosInstance>();
/** The /api/v3 client for a server URL, made once. */
export function getSearchApiClient(serverUrl: string, adapter?: AxiosAdapter): AxiosInstance {
  if (adapter) return createApiClient({ baseURL: serverUrl, adapter });
  let client = clients.get(serverUrl);
  if (!client) clients.set(serverUrl, (client = createApiClient({ baseURL: serverUrl })));
  return client;
}

/**
 * Suggestions for the text in the input once it has been still for SEARCH_DEBOUNCE_MS (product limits), not
 * while an IME composes; trimmed of nothing: the key is the text as sent.
 */
export function useSearchSuggestions(
  text: string,
  composing: boolean,
  place: SearchPlace | null,
  client: AxiosInstance,
): TypeAheadQuery<string[]> {
  const placeKey = getPlaceKey(place);
  return useTypeAheadQuery({
    text,
    delayMs: SEARCH_DEBOUNCE_MS,
    composing,
    queryKey: suggestionsKey(text, placeKey),
    queryFn: ({ signal }) =>
      fetchSearchSuggestions(
        client,
        place && !place.isOnline
          ? { text, placeId: place.placeId, latitude: place.latitude, longitude: place.longitude }
          : { text },
        { signal },
      ),
    enabled: text.trim() !== '' && placeKey !== null,
  });
}

/** Trending terms for the place's slug (`online` when online); a failure is just no data (product error catalogue). */
export function useTrendingSearches(
  place: SearchPlace | null,
  client: AxiosInstance,
  enabled: boolean,
): UseQueryResult<string[]> {
  const slug = place?.isOnline ? 'online' : (place?.slug ?? '');
  return useQuery({
    queryKey: trendingKey(slug),
    queryFn: ({ signal }) => fetchTrendingSearches(client, slug, { signal }),
    enabled: enabled && slug !== '',
  });
}
