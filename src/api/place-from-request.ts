/**
 * GET /home/api/geo/place_from_request/ (product API calls): the server's guess of the visitor's place from
 * the request. Used on load when neither a supplied value nor the `location` cookie gives one.
 */
import type { AxiosInstance } from 'axios';
import { readPlaceBody, type ServerPlace } from './geo-place';

/** Path under the geo client (`createGeoApiClient`, base /home/api/geo). */
export const PLACE_FROM_REQUEST_PATH = '/place_from_request/';

/** The guessed place, or null when the server answers without one. Rejects with ApiError on failure. */
export async function fetchPlaceFromRequest(
  client: AxiosInstance,
  options: { signal?: AbortSignal } = {},
): Promise<ServerPlace | null> {
  const response = await client.get<unknown>(PLACE_FROM_REQUEST_PATH, { signal: options.signal });
  return readPlaceBody(response.data);
}
