/**
 * Public API of the search feature: the SearchBar (first-render input that hands over to the full
 * combobox), its props, and the pure helpers stories, tests and the docs read. The full bar and the
 * request layer are not exported: they load on first use.
 */
export { SearchBar, type DeferredSearchBarProps, type FullSearchBarComponent } from './search-bar';
export { MOBILE_INPUT_MIN_WIDTH_PX } from './search-bar.styles';
export type { SearchBarProps } from './search-bar-types';
export type { SearchEnvironment, SearchHistoryLike } from './search-environment';
export { SEARCH_OVERLAY_HASH } from './use-overlay-hash';
export {
  lookupPhrase,
  normaliseWord,
  toDiscoveryInput,
  understandQuery,
  type QueryChip,
  type QueryUnderstanding,
  type Refinement,
  type RefinementKind,
} from './query-understanding';
export { buildSearchPath } from './run-search';
export { SEARCH_PLACES_KEY, type RecentSearch } from './recent-searches';
export { SearchTakeover, type SearchTakeoverProps } from './search-takeover';
export {
  createSearchBarPropsParser,
  searchBarPropsSchema,
  type ResolvedSearchBarProps,
  type SearchBarHostProps,
} from './search-bar-props';
