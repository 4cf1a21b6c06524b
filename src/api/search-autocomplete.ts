/**
 * GET /api/v3/destination/search/autocomplete/ (product API calls): query suggestions for the typed text in a
 * place. Sends q, completion_types=event,query, expand.destination_event=primary_venue,image and
 * place_id, or latitude and longitude. Only the `query` list of the answer is read (product entities), and
 * only its strings: the body is untrusted.
 */
import type { AxiosInstance } from 'axios';

/** Path under the /api/v3 client. */
export const SEARCH_AUTOCOMPLETE_PATH = '/destination/search/autocomplete/';
export const SEARCH_COMPLETION_TYPES = 'event,query';
export const SEARCH_EVENT_EXPANSIONS = 'primary_venue,image';

/** Where to rank suggestions for: a place id, or a point; an online search sends neither. */
export interface SearchSuggestionsParams {
  text: string;
  placeId?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

/** The strings of `query` in a body; anything else reads as no suggestions. */
export function readSearchSuggestionsBody(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const list = (body as { query?: unknown }).query;
  return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** The suggestions, in the server's order. Rejects with ApiError (aborts included). */
export async function fetchSearchSuggestions(
  client: AxiosInstance,
  params: SearchSuggestionsParams,
  options: { signal?: AbortSignal } = {},
): Promise<string[]> {
  const query: Record<string, string | number> = {
    q: params.text,
    completion_types: SEARCH_COMPLETION_TYPES,
    'expand.destination_event': SEARCH_EVENT_EXPANSIONS,
  };
  if (params.placeId) query.place_id = params.placeId;
  else if (typeof params.latitude === 'number' && typeof params.longitude === 'number') {
    query.latitude = params.latitude;
    query.longitude = params.longitude;
  }
  const response = await client.get<unknown>(SEARCH_AUTOCOMPLETE_PATH, { params: query, signal: options.signal });
  return readSearchSuggestionsBody(response.data);
}
