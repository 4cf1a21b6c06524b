/**
 * Running a search (spec 4 "Submitting or picking an item runs a search"): the discovery URL for
 * the text in the place, the history entry (the text as typed, chips counting as their words), the
 * location cookie, the analytics event and the navigation. Pure of React; globals come in through
 * the SearchEnvironment.
 */
import { buildSearchEvent } from '../analytics/events';
import type { AnalyticsEvent, LocaleInfo, NavigateFn } from '../config/types';
import { buildDiscoveryUrl, type DiscoveryLocation } from '../routes/discovery-url';
import { joinUrl } from '../routes/url';
import { saveLocationCookie, type StoredLocation } from '../storage/location-cookie';
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

/** Where a stored location searches (the cookie's fields are what the URL needs). */
export function storedToDiscoveryLocation(stored: StoredLocation | null): DiscoveryLocation {
  if (!stored) return {};
  const location: DiscoveryLocation = { isOnline: stored.isOnline };
  if (stored.slug) location.slug = stored.slug;
  if (stored.latitude !== null) location.latitude = stored.latitude;
  if (stored.longitude !== null) location.longitude = stored.longitude;
  return location;
}

export interface RunSearchOptions {
  /** The text as typed. */
  text: string;
  /** Phrases the visitor un-chipped. */
  literal?: ReadonlySet<string>;
  /** Where to search: the current place's discovery form. */
  location: DiscoveryLocation;
  /** The same place as the cookie stores it (null when none is known: no cookie is written). */
  stored: StoredLocation | null;
  serverUrl: string;
  localeInfo?: Pick<LocaleInfo, 'locale' | 'uses_language_subdirectory'>;
  environment: SearchEnvironment;
  /** The host router; without it the page navigates in full. */
  navigate?: NavigateFn;
  /** Told about every search before the navigation (the host's `onSearch`). */
  onSearch?: (url: string, query: string) => void;
  track?: (event: AnalyticsEvent) => void;
}

/** Runs the search; returns the URL it went to. Storage or cookie failures never stop the navigation. */
export function runSearch(options: RunSearchOptions): string {
  // Capped before it is stored or sent anywhere (issue 19).
  const text = capSearchText(options.text);
  const path = buildSearchPath(text, options.location, options);
  const url = joinUrl(options.serverUrl, path);
  recordRecentSearch(text, options.stored, options.environment.storage);
  if (options.stored) {
    saveLocationCookie(options.stored, {
      cookies: options.environment.cookies,
      protocol: options.environment.protocol,
    });
  }
  options.track?.(buildSearchEvent(text));
  try {
    options.onSearch?.(url, text.trim());
  } catch (error) {
    // eslint-disable-next-line no-console -- a throwing host callback must not stop the search
    console.error('[global-header] onSearch threw:', error);
  }
  if (options.navigate) options.navigate(path);
  else options.environment.assignLocation(url);
  return url;
}
