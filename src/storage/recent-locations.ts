/**
 * Recently picked locations (product entities: "Recent-location item", product validation rules: "Recent locations show at most
 * 5"), stored in localStorage under `location:autocomplete:history` (product API calls). Stored entries are the
 * picked map-service suggestions; they are shown as history items whose value is prefixed
 * `recent-` so they never collide with live suggestion values in the same list.
 */
import { RECENT_LOCATIONS_SHOWN, SEARCH_HISTORY_CAP, STORED_TEXT_MAX } from '../config/constants';
import { readJson, writeJson, type StorageOption } from './local-storage';

/** localStorage key of the recent locations (product API calls: "Storage"). */
export const RECENT_LOCATIONS_KEY = 'location:autocomplete:history';
/** Prefix of a recent-location item's value (product entities). */
export const RECENT_VALUE_PREFIX = 'recent-';
/**
 * At most this many locations are kept in storage: the product limits' history cap (40), listed with the
 * location constants. Only RECENT_LOCATIONS_SHOWN (5) are shown.
 */
export const RECENT_LOCATIONS_STORED = SEARCH_HISTORY_CAP;

/** What is stored for one picked location: the map-service suggestion fields (product entities). */
export interface StoredLocationSuggestion {
  /** Place id. */
  value: string;
  content: string;
  secondaryContent: string;
  placeType?: string;
  currentPlace?: string;
  currentPlaceParent?: string;
  country?: string;
}

/** A recent location as shown in the dropdown (product entities: "Recent-location item"). */
export interface RecentLocationItem extends Omit<StoredLocationSuggestion, 'value'> {
  /** `recent-{placeId}`. */
  value: `${typeof RECENT_VALUE_PREFIX}${string}`;
  isHistorySuggestion: true;
}

const OPTIONAL_FIELDS = ['placeType', 'currentPlace', 'currentPlaceParent', 'country'] as const;

/** The stored shape rebuilt from untrusted data (only known string fields), or undefined. */
export function toStoredLocation(value: unknown): StoredLocationSuggestion | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const placeId = typeof record.value === 'string' ? stripRecentPrefix(record.value.trim()) : '';
  const content = typeof record.content === 'string' ? record.content.trim() : '';
  if (placeId === '' || content === '') return undefined;
  // Range check: an over-long text is a corrupt or planted entry, not a place.
  const texts = [placeId, content, record.secondaryContent, ...OPTIONAL_FIELDS.map((key) => record[key])];
  if (texts.some((text) => typeof text === 'string' && text.length > STORED_TEXT_MAX)) return undefined;
  const stored: StoredLocationSuggestion = {
    value: placeId,
    content,
    secondaryContent: typeof record.secondaryContent === 'string' ? record.secondaryContent.trim() : '',
  };
  for (const key of OPTIONAL_FIELDS) {
    const field = record[key];
    if (typeof field === 'string') stored[key] = field;
  }
  return stored;
}

/** The place id behind a recent item value (`recent-ChIJ...` -> `ChIJ...`). */
export function stripRecentPrefix(value: string): string {
  return value.startsWith(RECENT_VALUE_PREFIX) ? value.slice(RECENT_VALUE_PREFIX.length) : value;
}

function readStored(storage?: StorageOption): StoredLocationSuggestion[] {
  try {
    const raw = readJson(RECENT_LOCATIONS_KEY, Array.isArray as (v: unknown) => v is unknown[], [], storage);
    const seen = new Set<string>();
    const list: StoredLocationSuggestion[] = [];
    for (const entry of raw) {
      const stored = toStoredLocation(entry);
      if (!stored || seen.has(stored.value)) continue;
      seen.add(stored.value);
      list.push(stored);
      if (list.length >= RECENT_LOCATIONS_STORED) break;
    }
    return list;
  } catch {
    return [];
  }
}

/** The recent locations to show, newest first, at most 5 (product validation rules). Corrupt data reads as none. */
export function getRecentLocations(storage?: StorageOption): RecentLocationItem[] {
  return readStored(storage)
    .slice(0, RECENT_LOCATIONS_SHOWN)
    .map((stored) => ({
      ...stored,
      value: `${RECENT_VALUE_PREFIX}${stored.value}` as const,
      isHistorySuggestion: true as const,
    }));
}

/**
 * Remember a picked location (newest first, de-duplicated by place id). A recent item picked again
 * is accepted too (its `recent-` prefix is removed). Invalid input changes nothing. Returns the
 * items to show.
 */
export function addRecentLocation(suggestion: unknown, storage?: StorageOption): RecentLocationItem[] {
  const stored = toStoredLocation(suggestion);
  if (stored) {
    const next = [stored, ...readStored(storage).filter((entry) => entry.value !== stored.value)].slice(
      0,
      RECENT_LOCATIONS_STORED,
    );
    writeJson(RECENT_LOCATIONS_KEY, next, storage);
  }
  return getRecentLocations(storage);
}
