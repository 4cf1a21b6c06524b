/**
 * The search the first-render input runs when the full bar's chunk could not load: the same runner
 * as the full bar (run-search.ts: the 200-character cap, the history, the cookie, the guarded
 * `onSearch`, the navigation), for the typed text in the current place. Loaded only after that
 * failure, so none of it is in the first render.
 */
import type { Place } from '../location';
import { runSearch } from './run-search';
import type { SearchBarProps } from './search-bar-types';
import { resolveSearchEnvironment } from './search-environment';

export function runFallbackSearch(
  options: Pick<SearchBarProps, 'serverUrl' | 'localeInfo' | 'navigate' | 'onSearch' | 'track' | 'environment'> & {
    text: string;
    location: Place | null;
  },
): string {
  return runSearch({
    text: options.text,
    place: options.location,
    serverUrl: options.serverUrl,
    localeInfo: options.localeInfo,
    environment: resolveSearchEnvironment(options.environment),
    navigate: options.navigate,
    onSearch: options.onSearch,
    track: options.track,
  });
}
