/**
 * The product limits: a place picked while the search overlay is open closes it at SEARCH_OVERLAY_CLOSE_MIN_WIDTH
 * (660 px) and up; on a phone it stays open for the search. The one place this rule lives: the full
 * bar's overlay and the mobile takeover both call it. It follows the page's picks (the store counts
 * them: a pick in any picker, the Header's, the takeover's, a host's), so no picker needs to know about
 * overlays. A location that arrives on its own (the cookie, the server's guess, the online fallback,
 * a host's value) is not a pick: it never closes the search (the guess landing after the
 * visitor opened the search closed it).
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useLatestRef } from '../lib/use-latest-ref';
import { shouldCloseSearchOverlay, useLocationState } from '../location';

/**
 * Calls `close` when the visitor picks a place while `isOpen`, at widths where a pick closes the overlay.
 * `element` is any element of the overlay's document, whose window gives the width (an iframe's own).
 */
export function useCloseOverlayOnPick(isOpen: boolean, close: () => void, element: RefObject<Element | null>): void {
  const { picks } = useLocationState();
  const seen = useRef(picks);
  const latest = useLatestRef({ isOpen, close });
  useEffect(() => {
    if (picks === seen.current) return;
    seen.current = picks;
    const width = element.current?.ownerDocument.defaultView?.innerWidth ?? 0;
    if (latest.current.isOpen && shouldCloseSearchOverlay(width)) latest.current.close();
  }, [picks, element, latest]);
}
