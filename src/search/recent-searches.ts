/**
 * Recent searches on top of src/storage (product validation rules, product API calls: "Storage"): the terms stay in
 * `search:autocomplete:history` exactly as the product API calls stores them (a list of strings, lowercased,
 * trimmed, de-duplicated, newest first, at most 40), and the place each term was last run in is kept
 * beside them under `search:autocomplete:places` (term -> stored location), so the dropdown can say
 * where a recent search was run. Picking one runs its text in the current place (product states).
 * Corrupt stored data reads as empty and is replaced on the next write.
 */
import { SEARCH_RECENT_SHOWN } from '../config/constants';
import { isStoredLocation, type StoredLocation } from '../storage/location-cookie';
import { readJson, writeJson, type StorageOption } from '../storage/local-storage';
import { addSearchHistory, clearSearchHistory, getSearchHistory, normaliseSearchTerm } from '../storage/search-history';

/** localStorage key of the place each recent search was run in. */
export const SEARCH_PLACES_KEY = 'search:autocomplete:places';

export interface RecentSearch {
  /** The stored term (lowercased, trimmed). */
  term: string;
  /** Where it was last run (shown, not where it runs); absent for terms stored before places were kept, or by another app. */
  place?: StoredLocation;
}

type PlaceMap = Record<string, StoredLocation>;

function isPlaceMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readPlaces(storage?: StorageOption): PlaceMap {
  const raw = readJson<Record<string, unknown>>(SEARCH_PLACES_KEY, isPlaceMap, {}, storage);
  const places: PlaceMap = {};
  for (const [term, place] of Object.entries(raw)) if (isStoredLocation(place)) places[term] = place;
  return places;
}

/** Every recent search, newest first, with its place when known. */
export function getRecentSearches(storage?: StorageOption): RecentSearch[] {
  const places = readPlaces(storage);
  return getSearchHistory(storage).map((term) =>
    Object.prototype.hasOwnProperty.call(places, term) ? { term, place: places[term] } : { term },
  );
}

/**
 * Records a search run in `place`: the term moves to the front of the history and its place is
 * remembered; places of terms that fell out of the history are dropped with them.
 */
export function recordRecentSearch(
  text: string,
  place: StoredLocation | null,
  storage?: StorageOption,
): RecentSearch[] {
  const history = addSearchHistory(text, storage);
  const term = normaliseSearchTerm(text);
  const old = readPlaces(storage);
  const places: PlaceMap = {};
  for (const kept of history) {
    if (kept === term && place) places[kept] = place;
    else if (Object.prototype.hasOwnProperty.call(old, kept)) places[kept] = old[kept]!;
  }
  writeJson(SEARCH_PLACES_KEY, places, storage);
  return history.map((kept) => (places[kept] ? { term: kept, place: places[kept] } : { term: kept }));
}

/** Empties the history and its places (the Clear action). A failure is only logged (product error catalogue). */
export function clearRecentSearches(storage?: StorageOption): boolean {
  writeJson(SEARCH_PLACES_KEY, {}, storage);
  return clearSearchHistory(storage);
}

/**
 * The recent searches that contain the typed text (product validation rules: substring inclusion, compared lowercased
 * and trimmed as the history stores them), at most SEARCH_RECENT_SHOWN. Empty text: the newest ones.
 */
export function matchRecentSearches(recent: readonly RecentSearch[], typed: string): RecentSearch[] {
  const needle = normaliseSearchTerm(typed);
  return recent.filter((item) => item.term.includes(needle)).slice(0, SEARCH_RECENT_SHOWN);
}
