/**
 * The server Place of the product entities, as the geo calls under /home/api/geo answer it:
 * `{ id, location_slug, place_type, derived_ancestor_type, latitude, longitude,
 * localizations: { default: { [place type]: { full_name, suggested_abbreviation } } } }`.
 * Responses are untrusted: `parseServerPlace` rebuilds the known fields or gives null.
 */

/** One localized name of the place or one of its ancestors. */
export interface ServerPlaceName {
  full_name: string;
  suggested_abbreviation: string | null;
}

export interface ServerPlace {
  id: string;
  location_slug: string;
  /** `locality`, `region`, `country`, `continent`, or a map-service type such as `neighborhood`. */
  place_type: string;
  /** Type of the nearest ancestor, null at the top. */
  derived_ancestor_type: string | null;
  latitude: number;
  longitude: number;
  /** Names keyed by place type: the place's own type and each ancestor's. */
  localizations: { default: Record<string, ServerPlaceName> };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The place with only its known, well-typed fields, or null when the body is not a place. */
export function parseServerPlace(value: unknown): ServerPlace | null {
  if (!isRecord(value)) return null;
  const { id, location_slug, place_type, derived_ancestor_type, latitude, longitude, localizations } = value;
  const placeId = typeof id === 'number' && Number.isFinite(id) ? String(id) : id;
  if (typeof placeId !== 'string' || placeId === '' || typeof location_slug !== 'string') return null;
  if (typeof place_type !== 'string' || !isFiniteNumber(latitude) || !isFiniteNumber(longitude)) return null;
  const names: Record<string, ServerPlaceName> = {};
  const defaults = isRecord(localizations) ? localizations.default : undefined;
  if (isRecord(defaults)) {
    for (const [type, entry] of Object.entries(defaults)) {
      if (!isRecord(entry) || typeof entry.full_name !== 'string') continue;
      names[type] = {
        full_name: entry.full_name,
        suggested_abbreviation: typeof entry.suggested_abbreviation === 'string' ? entry.suggested_abbreviation : null,
      };
    }
  }
  return {
    id: placeId,
    location_slug,
    place_type,
    derived_ancestor_type: typeof derived_ancestor_type === 'string' ? derived_ancestor_type : null,
    latitude,
    longitude,
    localizations: { default: names },
  };
}

/** `{ place }` bodies: the place, or null when the body holds none (`{ place: null }`). */
export function readPlaceBody(body: unknown): ServerPlace | null {
  return isRecord(body) ? parseServerPlace(body.place) : null;
}
