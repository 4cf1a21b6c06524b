/**
 * The request layer: suggestions and trending through the one axios client, cached with TanStack
 * Query by spec 9's rules (src/lib/query-client.ts), so the same text in the same place within 5
 * minutes sends nothing.
 * Keys carry the text and the place. Each request gets the query's AbortSignal: when a newer text
 * takes over, the older query loses its observer and TanStack aborts its request.
 */
import { useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { AxiosAdapter, AxiosInstance } from 'axios';
import { createApiClient } from '../api/client';
import { fetchSearchSuggestions } from '../api/search-autocomplete';
import { fetchTrendingSearches } from '../api/trending';
import { createQueryClient } from '../lib/query-client';

/** The place facts a request needs; null when no location is known (no suggestions then, spec 4). */
export interface SearchPlace {
  placeId: string | null;
  latitude: number | null;
  longitude: number | null;
  isOnline: boolean;
  slug: string;
}

let pageClient: QueryClient | null = null;
/** One cache per page: every SearchBar (Header's, exposed, takeover) shares what was asked. */
export function getPageSearchQueryClient(): QueryClient {
  pageClient ??= createQueryClient();
  return pageClient;
}

/**
 * Spec 4: suggestions only when a location is known: a place id, the online flag, or latitude and
 * longitude. Returns the key part naming the place, or null.
 */
export function getPlaceKey(place: SearchPlace | null): string | null {
  if (!place) return null;
  if (place.placeId) return `id:${place.placeId}`;
  if (place.isOnline) return 'online';
  if (place.latitude !== null && place.longitude !== null) return `at:${place.latitude},${place.longitude}`;
  return null;
}

export const suggestionsKey = (text: string, placeKey: string | null) =>
  ['search', 'suggestions', text, placeKey] as const;
export const trendingKey = (slug: string) => ['search', 'trending', slug] as const;

const clients = new Map<string, AxiosInstance>();
/** The /api/v3 client for a server URL, made once. */
export function getSearchApiClient(serverUrl: string, adapter?: AxiosAdapter): AxiosInstance {
  if (adapter) return createApiClient({ baseURL: serverUrl, adapter });
  let client = clients.get(serverUrl);
  if (!client) clients.set(serverUrl, (client = createApiClient({ baseURL: serverUrl })));
  return client;
}

/** Suggestions for `text` (already debounced, trimmed of nothing: the key is the text as sent). */
export function useSearchSuggestions(
  text: string,
  place: SearchPlace | null,
  client: AxiosInstance,
  enabled: boolean,
): UseQueryResult<string[]> {
  const placeKey = getPlaceKey(place);
  return useQuery({
    queryKey: suggestionsKey(text, placeKey),
    queryFn: ({ signal }) =>
      fetchSearchSuggestions(
        client,
        place && !place.isOnline
          ? { text, placeId: place.placeId, latitude: place.latitude, longitude: place.longitude }
          : { text },
        { signal },
      ),
    enabled: enabled && text.trim() !== '' && placeKey !== null,
  });
}

/** Trending terms for the place's slug (`online` when online); a failure is just no data (spec 8). */
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
