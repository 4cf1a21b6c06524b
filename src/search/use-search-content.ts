/**
 * The full bar's query orchestration (product states: "Content", product validation rules, product limits): the text debounced
 * (paused while an IME composes), the suggestion and trending queries for the place, the request in
 * flight aborted by a newer keystroke, and what the dropdown shows: only an answer for exactly the
 * text in the input (dropdown-content.ts).
 */
import type { AxiosAdapter } from 'axios';
import { useMemo } from 'react';
import { getDropdownContent, type DropdownContent } from './dropdown-content';
import type { RecentSearch } from './recent-searches';
import {
  getPlaceKey,
  getSearchApiClient,
  useSearchSuggestions,
  useTrendingSearches,
  type SearchPlace,
} from './search-queries';

export interface SearchContentOptions {
  /** The text in the input. */
  text: string;
  /** An IME composition is under way: nothing is asked for, no answer is shown. */
  composing: boolean;
  /** The dropdown is open. */
  isOpen: boolean;
  recent: readonly RecentSearch[];
  /** The page's location (a Place is one); null while none is known (no suggestions then, product states). */
  place: SearchPlace | null;
  serverUrl: string;
  httpAdapter?: AxiosAdapter;
}

export function useSearchContent({
  text,
  composing,
  isOpen,
  recent,
  place,
  serverUrl,
  httpAdapter,
}: SearchContentOptions): DropdownContent {
  const apiClient = useMemo(() => getSearchApiClient(serverUrl, httpAdapter), [serverUrl, httpAdapter]);
  const placeKey = getPlaceKey(place);

  // A newer keystroke aborts the request in flight for the older text: the type-ahead
  // query moves to the new text's key and TanStack aborts the request the old key lost.
  const { query: suggestions, settled } = useSearchSuggestions(text, composing, place, apiClient);
  const showsRecentOrTrending = text.trim() === '';
  const trending = useTrendingSearches(place, apiClient, isOpen && showsRecentOrTrending && recent.length === 0);

  // Only an answer for exactly the text in the input is shown.
  const current = settled && !composing;
  return getDropdownContent({
    text,
    recent,
    suggestions: current ? suggestions.data : undefined,
    suggestionsLoading: text.trim() !== '' && placeKey !== null && (!current || suggestions.isFetching),
    suggestionsFailed: current && suggestions.isError,
    trending: trending.data,
  });
}
