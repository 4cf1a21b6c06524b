/**
 * The check of a Place handed in from outside: the Header's `place` (the visitor's place as the host's server
 * knows it) and the LocationPicker's `value` and `defaultValue`. Every field a picker reads is of its type; texts
 * are rendered as text, so any string is safe.
 */
import type { Place } from '../config/types';

const isNullableNumber = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

export function isPlace(value: unknown): value is Place {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    (p.placeId === null || typeof p.placeId === 'string') &&
    typeof p.placeType === 'string' &&
    isNullableNumber(p.latitude) &&
    isNullableNumber(p.longitude) &&
    typeof p.currentPlace === 'string' &&
    typeof p.currentPlaceParent === 'string' &&
    typeof p.slug === 'string' &&
    typeof p.isOnline === 'boolean' &&
    typeof p.value === 'string' &&
    typeof p.country === 'string'
  );
}

/** How a rejected place is described in the console report. */
export const PLACE_EXPECTED =
  'a place ({ placeId, placeType, latitude, longitude, currentPlace, slug, isOnline, value, ... })';
