/**
 * The overlay's open state mirrors the URL hash (spec 4): opening adds a history entry for the same
 * page with SEARCH_OVERLAY_HASH, so the browser's Back removes the hash and closes the overlay
 * without leaving the page; closing it from the page (Escape, an outside click, a search) goes back
 * over the entry it added, so Back afterwards leaves as it would have without the search.
 */
import { useEffect, useRef, useState } from 'react';
import { useLatestRef } from '../lib/use-latest-ref';
import type { SearchEnvironment } from './search-environment';

export const SEARCH_OVERLAY_HASH = '#search';

export interface OverlayHash {
  isOpen: boolean;
  open(): void;
  /** Closes it; `then` runs once the page is back on the entry without the hash. */
  close(then?: () => void): void;
}

/** Longest wait for the Back that removes the hash before `then` runs anyway (a project choice). */
const BACK_TIMEOUT_MS = 500;

export function useOverlayHash(getEnvironment: () => SearchEnvironment, onClosedByHistory: () => void): OverlayHash {
  const [isOpen, setIsOpen] = useState(false);
  /** This component added the history entry it is showing (so closing goes back over it). */
  const pushed = useRef(false);
  const onClosedRef = useLatestRef(onClosedByHistory);

  useEffect(() => {
    if (!isOpen) return undefined;
    const { history } = getEnvironment();
    return history.subscribe(() => {
      if (history.getHash() === SEARCH_OVERLAY_HASH) return;
      pushed.current = false;
      setIsOpen(false);
      onClosedRef.current();
    });
  }, [isOpen, getEnvironment, onClosedRef]);

  return {
    isOpen,
    open() {
      if (isOpen) return;
      const { history } = getEnvironment();
      if (history.getHash() !== SEARCH_OVERLAY_HASH) {
        history.pushHash(SEARCH_OVERLAY_HASH);
        pushed.current = true;
      }
      setIsOpen(true);
    },
    close(then) {
      const { history } = getEnvironment();
      const goesBack = isOpen && pushed.current && history.getHash() === SEARCH_OVERLAY_HASH;
      if (isOpen) setIsOpen(false);
      pushed.current = false;
      if (!goesBack) {
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
    },
  };
}
