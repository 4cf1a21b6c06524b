/**
 * Everything global the SearchBar touches, injectable (STYLE.md: tests, stories and server
 * rendering never touch the real globals). The browser's version is built on first use, from
 * effects and handlers only, never during render.
 */
import type { AxiosAdapter } from 'axios';
import type { CookieStore } from '../storage/cookies';
import type { StorageOption } from '../storage/local-storage';

/** The part of the page's history the overlay's hash uses (spec 4: the overlay mirrors the URL hash). */
export interface SearchHistoryLike {
  /** The current `location.hash`, with its `#`. */
  getHash(): string;
  /** Adds an entry for the same page with this hash (Back then removes it). */
  pushHash(hash: string): void;
  /** Goes back one entry. */
  back(): void;
  /** Called after Back, Forward or a hash change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

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

function browserHistory(): SearchHistoryLike {
  return {
    getHash: () => (typeof window === 'undefined' ? '' : window.location.hash),
    pushHash: (hash) => window.history.pushState(window.history.state, '', hash),
    back: () => window.history.back(),
    subscribe(listener) {
      if (typeof window === 'undefined') return () => undefined;
      window.addEventListener('popstate', listener);
      window.addEventListener('hashchange', listener);
      return () => {
        window.removeEventListener('popstate', listener);
        window.removeEventListener('hashchange', listener);
      };
    },
  };
}

export function getBrowserSearchEnvironment(): SearchEnvironment {
  return {
    protocol: typeof window === 'undefined' ? 'https:' : window.location.protocol,
    assignLocation: (url) => window.location.assign(url),
    history: browserHistory(),
  };
}

/** The browser environment with the given members replaced. */
export function resolveSearchEnvironment(overrides: Partial<SearchEnvironment> = {}): SearchEnvironment {
  return { ...getBrowserSearchEnvironment(), ...overrides };
}
