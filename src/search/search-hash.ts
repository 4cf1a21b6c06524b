/**
 * The first render's part of "the overlay mirrors the URL hash" (product routes and states): whether the page shows
 * `#search`, now and after each history move. The first-render field and the takeover's trigger use
 * it to load their full part on `#search` (intent); the full parts then follow the hash with
 * useOverlayHash (use-overlay-hash.ts). Kept this small on purpose: the header's first render has a
 * byte budget.
 */
import type { SearchHistoryLike } from './page-history';

export const SEARCH_OVERLAY_HASH = '#search';

/**
 * Calls `onSearchHash` now and after each history move while the hash is `#search`; returns the
 * unsubscribe function. `history` is the injected one, else the page's own (read here, in an effect;
 * a fragment navigation fires popstate too).
 */
export function watchSearchHash(history: SearchHistoryLike | undefined, onSearchHash: () => void): () => void {
  const check = () => {
    if ((history ? history.getHash() : location.hash) === SEARCH_OVERLAY_HASH) onSearchHash();
  };
  check();
  if (history) return history.subscribe(check);
  addEventListener('popstate', check);
  return () => removeEventListener('popstate', check);
}
