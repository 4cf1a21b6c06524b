/**
 * The page's history as the search overlay's hash uses it (product states: the overlay mirrors the URL hash),
 * injectable (search-environment.ts). Its own small module: the first render (the takeover's trigger,
 * the first-render field) follows the hash without the rest of the search environment.
 */
/** The part of the page's history the overlay's hash uses (product states: the overlay mirrors the URL hash). */
export interface SearchHistoryLike {
  /** The current `location.hash`, with its `#`. */
  getHash(): string;
  /**
   * Adds an entry for the same page with this hash (Back then removes it), marked as the search's
   * own in its state (the mark survives a reload).
   */
  pushHash(hash: string): void;
  /** Whether the current entry is one pushHash added. */
  isOwnEntry(): boolean;
  /** Sets the current entry's hash ('' removes it) without adding an entry or announcing it; its state stays. */
  replaceHash(hash: string): void;
  /** Goes back one entry. */
  back(): void;
  /** Called after Back, Forward or a hash change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** The key that marks an entry the search pushed, in the entry's state (a host's own keys stay as they are). */
const OWN_ENTRY_KEY = 'globalHeaderSearch';

type StateObject = Record<string, unknown>;
const isStateObject = (state: unknown): state is StateObject | null =>
  state === null || (typeof state === 'object' && !Array.isArray(state));

/** The browser's history (read on use, never during render). */
export function getPageHistory(): SearchHistoryLike {
  return {
    getHash: () => (typeof window === 'undefined' ? '' : window.location.hash),
    pushHash(hash) {
      // A host's router keeps its own state on the entry (a key, a scroll position): it is copied, and
      // the mark added beside it. A state that is not an object is copied unmarked.
      const { state } = window.history;
      window.history.pushState(isStateObject(state) ? { ...state, [OWN_ENTRY_KEY]: true } : state, '', hash);
    },
    isOwnEntry() {
      if (typeof window === 'undefined') return false;
      const { state } = window.history;
      return isStateObject(state) && state !== null && state[OWN_ENTRY_KEY] === true;
    },
    replaceHash(hash) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
    },
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
