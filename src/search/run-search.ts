/**
 * Running a search (product states: "Submitting or picking an item runs a search"), the one runner for the
 * full bar and for the first-render input's fallback when the full bar's chunk failed:
 * the discovery URL for the text in the current place, the history entry (the text as typed, chips
 * counting as their words), the location cookie, the analytics event and the navigation. The
 * current place is the one the picker shows: a recent search runs there too, so the picker, the
 * results URL and the cookie always agree. Pure of React; globals come in through the
 * SearchEnvironment.
 */
import { buildSearchEvent } from '../analytics/events';
import { LOG_PREFIX } from '../config/constants';
import type { AnalyticsEvent, LocaleInfo, NavigateFn } from '../config/types';
import { toDiscoveryLocation, toStoredLocation, type Place } from '../location';
import { buildDiscoveryUrl, type DiscoveryLocation } from '../routes/discovery-url';
import { joinUrl } from '../routes/url';
import { saveLocationCookie } from '../storage/location-cookie';
import { sanitizeText } from '../lib/sanitize-text';
import { capSearchText } from '../storage/search-history';
import { toDiscoveryInput, understandQuery } from './query-understanding';
import { recordRecentSearch } from './recent-searches';
import type { SearchEnvironment } from './search-environment';

/** The root-relative discovery path for typed text in a place (chips become refinements). */
export function buildSearchPath(
  text: string,
  location: DiscoveryLocation,
  options: {
    literal?: ReadonlySet<string>;
    localeInfo?: Pick<LocaleInfo, 'locale' | 'uses_language_subdirectory'>;
  } = {},
): string {
  const input = toDiscoveryInput(understandQuery(text, options.literal), location);
  if (options.localeInfo) input.localeInfo = options.localeInfo;
  return buildDiscoveryUrl(input);
}

export interface RunSearchOptions {
  /** The text as typed (or the picked item's text). */
  text: string;
  /** Phrases the visitor un-chipped. */
  literal?: ReadonlySet<string>;
  /**
   * The current place, as the picker shows it: the search runs there and the cookie keeps it.
   * Null while none is known: the URL falls back to `local` and no cookie is written.
   */
  place: Place | null;
  /** Server base URL of the discovery pages ('' = same origin). */
  serverUrl?: string;
  localeInfo?: Pick<LocaleInfo, 'locale' | 'uses_language_subdirectory'>;
  environment: Pick<SearchEnvironment, 'storage' | 'cookies' | 'protocol' | 'assignLocation'>;
  /** The host router; without it the page navigates in full. */
  navigate?: NavigateFn;
  /** Told about every search before the navigation (the host's `onSearch`). */
  onSearch?: (url: string, query: string) => void;
  track?: (event: AnalyticsEvent) => void;
}

/**
 * Runs the search; returns the URL it went to. Storage or cookie failures and a throwing host
 * callback never stop the navigation.
 */
export function runSearch(options: RunSearchOptions): string {
  // Cleaned (product validation rules: no control characters, whichever field it came from) and capped before it is
  // stored or sent anywhere.
  const text = capSearchText(sanitizeText(options.text));
  const { place, environment } = options;
  const path = buildSearchPath(text, place ? toDiscoveryLocation(place) : {}, options);
  const url = joinUrl(options.serverUrl ?? '', path);
  const stored = place ? toStoredLocation(place) : null;
  recordRecentSearch(text, stored, environment.storage);
  if (stored) saveLocationCookie(stored, { cookies: environment.cookies, protocol: environment.protocol });
  options.track?.(buildSearchEvent(text));
  try {
    options.onSearch?.(url, text.trim());
  } catch (error) {
    // eslint-disable-next-line no-console -- a throwing host callback must not stop the search
    console.error(`${LOG_PREFIX} onSearch threw:`, error);
  }
  if (options.navigate) options.navigate(path);
  else environment.assignLocation(url);
  return url;
}
