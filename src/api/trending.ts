/**
 * GET /api/v3/trending/?location={slug}&timeframe=week (product API calls): what people search in a place.
 * Reads trending.trending_searches[].term (product entities); anything malformed reads as no terms.
 */
import type { AxiosInstance } from 'axios';
import { TRENDING_TIMEFRAME } from '../config/constants';

/** Path under the /api/v3 client. */
export const TRENDING_PATH = '/trending/';

export function readTrendingBody(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const trending = (body as { trending?: unknown }).trending;
  if (typeof trending !== 'object' || trending === null) return [];
  const items = (trending as { trending_searches?: unknown }).trending_searches;
  if (!Array.isArray(items)) return [];
  const terms: string[] = [];
  for (const entry of items) {
    const term = typeof entry === 'object' && entry !== null ? (entry as { term?: unknown }).term : undefined;
    if (typeof term === 'string' && term.trim() !== '') terms.push(term);
  }
  return terms;
}

/** The trending terms for a location slug (`online` for the online pseudo-place). Rejects with ApiError. */
export async function fetchTrendingSearches(
  client: AxiosInstance,
  location: string,
  options: { signal?: AbortSignal } = {},
): Promise<string[]> {
  const response = await client.get<unknown>(TRENDING_PATH, {
    params: { location, timeframe: TRENDING_TIMEFRAME },
    signal: options.signal,
  });
  return readTrendingBody(response.data);
}
