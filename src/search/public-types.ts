/**
 * The search types hosts see through `@mf-types` (the exposed SearchBar's props). Kept apart from the
 * feature's other types: this file must import neither valibot nor axios, which hosts do not have.
 */
import type { Environment, NavigateFn } from '../config/types';
import type { PropInput } from '../props/types';
import type { Messages } from '../i18n/messages';

/** What a host passes to the SearchBar (every field optional and untrusted). */
export interface SearchBarHostProps {
  /**
   * The Header's environment: `serverUrl` for the API calls and the discovery URL, `localeInfo` for
   * its language prefix, `analyticsUrl` for the search event.
   */
  environment?: PropInput<Environment> | null;
  /** Partial overrides of the message catalogue (`searchEvents`, `searchFailed`, ...). */
  messages?: PropInput<Messages> | null;
  /** Told about every search before the navigation: the discovery URL and the query as typed (trimmed). */
  onSearch?: ((url: string, query: string) => void) | null;
  /** The host router: called with the discovery path instead of a full navigation. */
  navigate?: NavigateFn | null;
}
