/**
 * Recent searches (product validation rules): lowercased, trimmed, de-duplicated, newest first, at most
 * SEARCH_HISTORY_CAP (40), empty terms ignored. Stored in localStorage under
 * `search:autocomplete:history` (product API calls). Corrupt stored data reads as an empty history.
 */
import { LOG_PREFIX, SEARCH_HISTORY_CAP, SEARCH_TEXT_MAX } from '../config/constants';
import { isStringArray, readJson, removeItem, writeJson, type StorageOption } from './local-storage';

/** localStorage key of the search history (product API calls: "Storage"). */
export const SEARCH_HISTORY_KEY = 'search:autocomplete:history';

/**
 * Search text cut to SEARCH_TEXT_MAX characters, the one cap for everything that keeps
 * or sends it (history, analytics label, search URL). A surrogate pair cut in half is dropped.
 */
export function capSearchText(text: string): string {
  if (text.length <= SEARCH_TEXT_MAX) return text;
  return text.slice(0, SEARCH_TEXT_MAX).replace(/[\uD800-\uDBFF]$/, '');
}

/** One stored term: lowercased, trimmed (product validation rules) and capped. '' means "nothing to store". */
export function normaliseSearchTerm(term: unknown): string {
  return typeof term === 'string' ? capSearchText(term.toLowerCase().trim()).trim() : '';
}

/** Apply the product validation rules to any list: normalise, drop empties, keep the first (newest) of duplicates, cap. */
export function normaliseSearchHistory(terms: readonly unknown[]): string[] {
  const seen = new Set<string>();
  const history: string[] = [];
  for (const term of terms) {
    const normalised = normaliseSearchTerm(term);
    if (normalised === '' || seen.has(normalised)) continue;
    seen.add(normalised);
    history.push(normalised);
    if (history.length >= SEARCH_HISTORY_CAP) break;
  }
  return history;
}

/** The stored history, newest first. Not an array or not all strings: treated as empty. */
export function getSearchHistory(storage?: StorageOption): string[] {
  return normaliseSearchHistory(readJson(SEARCH_HISTORY_KEY, isStringArray, [], storage));
}

/**
 * Record a search (product states: running a search records the query). The term moves to the front;
 * an empty term changes nothing. Returns the new history (also when storage could not be written,
 * so the open dropdown still shows it).
 */
export function addSearchHistory(term: string, storage?: StorageOption): string[] {
  const current = getSearchHistory(storage);
  const normalised = normaliseSearchTerm(term);
  if (normalised === '') return current;
  const next = normaliseSearchHistory([normalised, ...current]);
  writeJson(SEARCH_HISTORY_KEY, next, storage);
  return next;
}

/** Clear the history (the dropdown's Clear action). A failure is only logged (product error catalogue). */
export function clearSearchHistory(storage?: StorageOption): boolean {
  const cleared = removeItem(SEARCH_HISTORY_KEY, storage);
  if (!cleared) {
    try {
      // eslint-disable-next-line no-console -- the product error catalogue: a failing clear is only logged
      console.error(`${LOG_PREFIX} could not clear the recent searches (storage unavailable)`);
    } catch {
      // nothing else to do
    }
  }
  return cleared;
}
