/**
 * What the search dropdown shows for each state (product states: "Content", product validation rules, product limits). Pure.
 *
 * - typed text: the recent searches containing it, then the suggestions for exactly that text
 *   (never an answer for older text), at most SEARCH_MAX_ITEMS in all; nothing when there is none;
 *   a failed suggestion call adds the product error catalogue error (the recent matches stay);
 * - empty text with recent searches: the newest SEARCH_RECENT_SHOWN, with the Clear action;
 * - empty text without: at most SEARCH_TRENDING_SHOWN trending searches (a failure is an empty list).
 */
import { SEARCH_MAX_ITEMS, SEARCH_TRENDING_SHOWN } from '../config/constants';
import type { StoredLocation } from '../storage/location-cookie';
import { matchRecentSearches, type RecentSearch } from './recent-searches';

export type DropdownItemKind = 'suggestion' | 'recent' | 'trending';

export interface DropdownItem {
  /** Stable within one list: kind and text. */
  id: string;
  kind: DropdownItemKind;
  /** The text the item shows and runs. */
  text: string;
  /**
   * Where a recent search was last run, shown beside it. It still runs in the current place (product states:
   * a recent-marked suggestion runs as its text), like any other item.
   */
  place?: StoredLocation;
}

export type DropdownSection = 'suggestions' | 'recent' | 'trending';

export interface DropdownContent {
  section: DropdownSection;
  items: DropdownItem[];
  /** The suggestions for the typed text are on their way (a live-region text, not items). */
  loading: boolean;
  /** The suggestion call failed: show the product error catalogue text with error severity. */
  failed: boolean;
  /** The recent list is shown, so the Clear action is. */
  canClear: boolean;
}

export interface DropdownInput {
  /** The text in the input. */
  text: string;
  recent: readonly RecentSearch[];
  /** The suggestions answered for `text`; undefined while none has arrived for it. */
  suggestions: readonly string[] | undefined;
  suggestionsLoading: boolean;
  suggestionsFailed: boolean;
  /** Trending terms for the place; undefined while loading or when it failed. */
  trending: readonly string[] | undefined;
}

function item(kind: DropdownItemKind, text: string, place?: StoredLocation): DropdownItem {
  return place ? { id: `${kind}:${text}`, kind, text, place } : { id: `${kind}:${text}`, kind, text };
}

export function getDropdownContent(input: DropdownInput): DropdownContent {
  const typed = input.text.trim();
  if (typed !== '') {
    const recent = matchRecentSearches(input.recent, typed).map((r) => item('recent', r.term, r.place));
    const seen = new Set(recent.map((r) => r.text.toLowerCase()));
    const suggestions: DropdownItem[] = [];
    for (const text of input.suggestions ?? []) {
      if (typeof text !== 'string' || text.trim() === '' || seen.has(text.toLowerCase())) continue;
      seen.add(text.toLowerCase());
      suggestions.push(item('suggestion', text));
    }
    return {
      section: 'suggestions',
      items: [...recent, ...suggestions].slice(0, SEARCH_MAX_ITEMS),
      loading: input.suggestionsLoading,
      failed: input.suggestionsFailed,
      canClear: false,
    };
  }
  if (input.recent.length > 0) {
    return {
      section: 'recent',
      items: matchRecentSearches(input.recent, '').map((r) => item('recent', r.term, r.place)),
      loading: false,
      failed: false,
      canClear: true,
    };
  }
  const trending = (input.trending ?? []).filter((t) => typeof t === 'string' && t.trim() !== '');
  return {
    section: 'trending',
    items: [...new Set(trending)].slice(0, SEARCH_TRENDING_SHOWN).map((t) => item('trending', t)),
    loading: false,
    failed: false,
    canClear: false,
  };
}
