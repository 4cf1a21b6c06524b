/**
 * GET /home/api/geo/place_suggestions/?input=&latitude=&longitude=&types= : the keyless place
 * autocomplete a host serves when no maps key is configured. It answers
 * `{ predictions: [...] }` in the map-service suggestion shape of the product entities.
 */
import type { AxiosInstance } from 'axios';

export const PLACE_SUGGESTIONS_PATH = '/place_suggestions/';

/** A map-service suggestion (product entities): what the location dropdown lists. */
export interface LocationSuggestion {
  /** Primary text, e.g. `San Francisco`. */
  content: string;
  /** Secondary text, e.g. `California, United States`. */
  secondaryContent: string;
  placeType: string;
  /** The map place id, resolved with place_from_google_place_id. */
  value: string;
  currentPlace: string;
  currentPlaceParent: string;
  country: string;
}

export interface PlaceSuggestionsParams {
  input: string;
  /** Known coordinates: suggestions near them come first. Both or neither. */
  latitude?: number;
  longitude?: number;
  /** `(regions)` or a list of place types, sent joined by `|`. */
  types: readonly string[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** One suggestion from untrusted data, or null without a place id and a name. */
export function parseLocationSuggestion(value: unknown): LocationSuggestion | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const content = text(record.content).trim();
  const placeId = text(record.value).trim();
  if (content === '' || placeId === '') return null;
  return {
    content,
    secondaryContent: text(record.secondaryContent),
    placeType: text(record.placeType),
    value: placeId,
    currentPlace: text(record.currentPlace) || content,
    currentPlaceParent: text(record.currentPlaceParent),
    country: text(record.country),
  };
}

export async function fetchPlaceSuggestions(
  client: AxiosInstance,
  params: PlaceSuggestionsParams,
  options: { signal?: AbortSignal } = {},
): Promise<LocationSuggestion[]> {
  const { input, latitude, longitude, types } = params;
  const near = typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : {};
  const response = await client.get<unknown>(PLACE_SUGGESTIONS_PATH, {
    params: { input, ...near, types: types.join('|') },
    signal: options.signal,
  });
  const predictions = (response.data as { predictions?: unknown } | null)?.predictions;
  if (!Array.isArray(predictions)) return [];
  return predictions.map(parseLocationSuggestion).filter((s): s is LocationSuggestion => s !== null);
}
