/**
 * GET /home/api/geo/place_from_google_place_id/ with googlePlaceId, excludeNeighborhoods,
 * enableNeighborhoodsAndBoroughs (product API calls). It answers `{ place }`, or for a map place the
 * marketplace does not know, `{ viewport_northeast, viewport_southwest, latitude, longitude }`:
 * the caller builds a bounding box from it (and logs the missing place).
 */
import type { AxiosInstance } from 'axios';
import { readPlaceBody, type ServerPlace } from './geo-place';

export const PLACE_FROM_GOOGLE_PLACE_ID_PATH = '/place_from_google_place_id/';

export interface PlaceFromGooglePlaceIdParams {
  googlePlaceId: string;
  excludeNeighborhoods: boolean;
  enableNeighborhoodsAndBoroughs: boolean;
}

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** The no-place answer: the map place's viewport and centre. */
export interface PlaceViewport {
  northeast: GeoPoint;
  southwest: GeoPoint;
  latitude: number;
  longitude: number;
}

export type PlaceFromGooglePlaceIdResult =
  { kind: 'place'; place: ServerPlace } | { kind: 'viewport'; viewport: PlaceViewport } | { kind: 'none' };

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readPoint(value: unknown): GeoPoint | null {
  if (typeof value !== 'object' || value === null) return null;
  const { lat, lng } = value as { lat?: unknown; lng?: unknown };
  return isFiniteNumber(lat) && isFiniteNumber(lng) ? { lat, lng } : null;
}

/** Reads either answer; `none` when the body is neither (treated as a lookup failure by callers). */
export function readPlaceFromGooglePlaceIdBody(body: unknown): PlaceFromGooglePlaceIdResult {
  const place = readPlaceBody(body);
  if (place) return { kind: 'place', place };
  if (typeof body !== 'object' || body === null) return { kind: 'none' };
  const record = body as Record<string, unknown>;
  const northeast = readPoint(record.viewport_northeast);
  const southwest = readPoint(record.viewport_southwest);
  const { latitude, longitude } = record;
  if (!northeast || !southwest || !isFiniteNumber(latitude) || !isFiniteNumber(longitude)) return { kind: 'none' };
  return { kind: 'viewport', viewport: { northeast, southwest, latitude, longitude } };
}

export async function fetchPlaceFromGooglePlaceId(
  client: AxiosInstance,
  params: PlaceFromGooglePlaceIdParams,
  options: { signal?: AbortSignal } = {},
): Promise<PlaceFromGooglePlaceIdResult> {
  const { googlePlaceId, excludeNeighborhoods, enableNeighborhoodsAndBoroughs } = params;
  const response = await client.get<unknown>(PLACE_FROM_GOOGLE_PLACE_ID_PATH, {
    params: { googlePlaceId, excludeNeighborhoods, enableNeighborhoodsAndBoroughs },
    signal: options.signal,
  });
  return readPlaceFromGooglePlaceIdBody(response.data);
}
