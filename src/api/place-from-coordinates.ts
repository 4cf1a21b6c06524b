/**
 * GET /home/api/geo/place_from_coordinates/ with latitude, longitude, excludeNeighborhoods
 * (product API calls): the place at a point, used by "Use my current location" (product states: geolocation).
 */
import type { AxiosInstance } from 'axios';
import { readPlaceBody, type ServerPlace } from './geo-place';

export const PLACE_FROM_COORDINATES_PATH = '/place_from_coordinates/';

export interface PlaceFromCoordinatesParams {
  latitude: number;
  longitude: number;
  /** True unless neighborhoods are enabled. */
  excludeNeighborhoods: boolean;
}

/** The place, or null for "no place here" (product states: an empty place fails). Rejects with ApiError. */
export async function fetchPlaceFromCoordinates(
  client: AxiosInstance,
  params: PlaceFromCoordinatesParams,
  options: { signal?: AbortSignal } = {},
): Promise<ServerPlace | null> {
  const { latitude, longitude, excludeNeighborhoods } = params;
  const response = await client.get<unknown>(PLACE_FROM_COORDINATES_PATH, {
    params: { latitude, longitude, excludeNeighborhoods },
    signal: options.signal,
  });
  return readPlaceBody(response.data);
}
