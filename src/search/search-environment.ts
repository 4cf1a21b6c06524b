/**
 * Everything global the SearchBar touches, injectable (STYLE.md: tests, stories and server
 * rendering never touch the real globals). The browser's version is built on first use, from
 * effects and handlers only, never during render.
 */
import type { AxiosAdapter } from 'axios';
import type { CookieStore } from '../storage/cookies';
import type { StorageOption } from '../storage/local-storage';
import { getPageHistory, type SearchHistoryLike } from './page-history';

export type { SearchHistoryLike } from './page-history';

export interface SearchEnvironment {
  /** localStorage for the history (undefined = window.localStorage, null = none). */
  storage?: StorageOption;
  /** Cookie store for the location cookie (default js-cookie on document.cookie). */
  cookies?: CookieStore;
  /** Page protocol: the location cookie is secure on `https:`. */
  protocol: string;
  /** Full-page navigation when the host gave no router. */
  assignLocation(url: string): void;
  history: SearchHistoryLike;
  /** HTTP transport (tests and stories pass a fake; default axios's own). */
  httpAdapter?: AxiosAdapter;
}

export function getBrowserSearchEnvironment(): SearchEnvironment {
  return {
    protocol: typeof window === 'undefined' ? 'https:' : window.location.protocol,
    assignLocation: (url) => window.location.assign(url),
    history: getPageHistory(),
  };
}

/** The browser environment with the given members replaced. */
export function resolveSearchEnvironment(overrides: Partial<SearchEnvironment> = {}): SearchEnvironment {
  return { ...getBrowserSearchEnvironment(), ...overrides };
}
