/**
 * The search's open state mirrors the URL hash (product routes and states: "The overlay opens via a URL hash";
 * "Overlay open state mirrors the URL hash; back navigation closes it"). One mechanism for the desktop
 * bar's overlay and the mobile takeover:
 * - opening from the page adds a history entry for the same page with SEARCH_OVERLAY_HASH, so the
 *   browser's Back removes the hash and closes the search without leaving the page;
 * - the hash arriving from history (a page loaded with it, a reload, Forward) opens the search, in the
 *   one layout the visitor sees (both header layouts are in the markup, CSS shows one). A page loaded
 *   with the hash (a pasted link) gets the entry without it below its own, so Back closes the search
 *   in one press and stays on the page; an entry this search added is marked (history state), so a
 *   reload does not add another;
 * - closing from the page (Escape, an outside click, a pick, a search) goes back over the entry it
 *   added, so no entry is ever added by a close and Back afterwards leaves as it would have without
 *   the search. An entry it did not add (a host's own `#search` link) loses its hash in place.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLatestRef } from '../lib/use-latest-ref';
import type { SearchHistoryLike } from './page-history';
import { SEARCH_OVERLAY_HASH } from './search-hash';

export { SEARCH_OVERLAY_HASH };

export interface OverlayHash {
  isOpen: boolean;
  /** Opens it from the page (adds the hash entry). */
  open(): void;
  /** Closes it; `then` runs once the page is back on the entry without the hash. */
  close(then?: () => void): void;
}

export interface OverlayHashOptions {
  /** The page's history (read from handlers and effects only). */
  getHistory: () => SearchHistoryLike;
  /** Whether this search follows the hash (default true; the bar inside the takeover leaves it to the takeover). */
  enabled?: boolean;
  /** Whether this search is the one the visitor sees (read when the hash arrives from history). */
  isShown: () => boolean;
  /** The hash arrived from history (load, reload, Forward): show the search (focus, dropdown, takeover). */
  onOpenedByHistory: () => void;
  /** The hash went (Back): hide what was shown with it. */
  onClosedByHistory: () => void;
}

/** Longest wait for the Back that removes the hash before `then` runs anyway (a project choice). */
const BACK_TIMEOUT_MS = 500;

/** Makes the current `#search` entry one that Back leaves for the same page without the hash. */
function adoptEntry(history: SearchHistoryLike): void {
  if (history.isOwnEntry()) return;
  history.replaceHash('');
  history.pushHash(SEARCH_OVERLAY_HASH);
}

export function useOverlayHash({ getHistory, enabled = true, ...callbacks }: OverlayHashOptions): OverlayHash {
  const [isOpen, setIsOpen] = useState(false);
  /** isOpen as of the last change, for handlers that run before the next render. */
  const openRef = useRef(false);
  const latest = useLatestRef(callbacks);

  const control = useMemo(() => {
    const setOpen = (next: boolean) => {
      openRef.current = next;
      setIsOpen(next);
    };
    const open = () => {
      if (!enabled || openRef.current) return;
      const history = getHistory();
      if (history.getHash() === SEARCH_OVERLAY_HASH) adoptEntry(history);
      else history.pushHash(SEARCH_OVERLAY_HASH);
      setOpen(true);
    };
    const close = (then?: () => void) => {
      if (!openRef.current) {
        then?.();
        return;
      }
      setOpen(false);
      const history = getHistory();
      if (history.getHash() !== SEARCH_OVERLAY_HASH) {
        then?.();
        return;
      }
      if (!history.isOwnEntry()) {
        history.replaceHash('');
        then?.();
        return;
      }
      if (then) {
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          off();
          clearTimeout(timer);
          then();
        };
        const off = history.subscribe(() => {
          if (history.getHash() !== SEARCH_OVERLAY_HASH) finish();
        });
        const timer = setTimeout(finish, BACK_TIMEOUT_MS);
      }
      history.back();
    };
    /** Follows the hash as history shows it: on mount (a page loaded with it) and after Back or Forward. */
    const follow = () => {
      const hashOpen = getHistory().getHash() === SEARCH_OVERLAY_HASH;
      if (hashOpen && !openRef.current && latest.current.isShown()) {
        open();
        latest.current.onOpenedByHistory();
      } else if (!hashOpen && openRef.current) {
        setOpen(false);
        latest.current.onClosedByHistory();
      }
    };
    return { open, close, follow };
  }, [enabled, getHistory, latest]);

  // From mount on, once the search can answer: a page loaded with the hash opens it now. StrictMode's
  // second run finds it open and the entry marked, so it adds nothing.
  useEffect(() => {
    if (!enabled) return undefined;
    control.follow();
    return getHistory().subscribe(control.follow);
  }, [enabled, control, getHistory]);

  return { isOpen, open: control.open, close: control.close };
}
