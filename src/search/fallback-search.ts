/**
 * The search the first-render input runs when the full bar's chunk could not load: straight to the
 * discovery URL for the typed text in the current place (no chips, history or cookie: those live in
 * the chunk that failed), through the host's router when it gave one.
 */
import { toDiscoveryLocation, type Place } from '../location';
import { buildDiscoveryUrl } from '../routes/discovery-url';
import { joinUrl } from '../routes/url';
import type { SearchBarProps } from './search-bar-types';

export function runFallbackSearch(
  options: Pick<SearchBarProps, 'serverUrl' | 'localeInfo' | 'navigate' | 'onSearch' | 'environment'> & {
    text: string;
    location: Place | null;
  },
): string {
  const path = buildDiscoveryUrl({
    location: options.location ? toDiscoveryLocation(options.location) : {},
    query: options.text,
    localeInfo: options.localeInfo,
  });
  const url = joinUrl(options.serverUrl ?? '', path);
  options.onSearch?.(url, options.text.trim());
  if (options.navigate) options.navigate(path);
  else if (options.environment?.assignLocation) options.environment.assignLocation(url);
  else window.location.assign(url);
  return url;
}
