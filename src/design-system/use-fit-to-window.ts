/**
 * Keeps a dropdown list inside the window: its max height is the room between its top and the
 * window's bottom edge (less `reserveBelow`, room something under it must keep), recomputed as the window
 * resizes or anything scrolls, so the list scrolls inside instead of the page. Never below
 * DROPDOWN_MIN_HEIGHT_PX. Reads layout in an effect only: nothing on a server.
 */
import { DROPDOWN_MIN_HEIGHT_PX, DROPDOWN_VIEWPORT_MARGIN_PX } from '../config/constants';
import { useIsomorphicLayoutEffect } from '../lib/use-isomorphic-layout-effect';
import { useLatestRef } from '../lib/use-latest-ref';

export interface FitToWindowOptions {
  /** Fit only while shown. */
  active: boolean;
  /** Room to leave under the list (px), read at each fit; default none. */
  reserveBelow?: () => number;
}

export function getFittedMaxHeight(top: number, windowHeight: number, reserved: number): number {
  return Math.max(DROPDOWN_MIN_HEIGHT_PX, Math.floor(windowHeight - top - DROPDOWN_VIEWPORT_MARGIN_PX - reserved));
}

/** `getElement` finds the list (read in the effect, after render). */
export function useFitToWindow(getElement: () => HTMLElement | null, { active, reserveBelow }: FitToWindowOptions) {
  const reserve = useLatestRef(reserveBelow);
  const find = useLatestRef(getElement);
  // Every render while shown: what sits above the list (a header row, an error line) may have changed.
  useIsomorphicLayoutEffect(() => {
    const element = find.current();
    const view = element?.ownerDocument.defaultView;
    if (!active || !element || !view) return undefined;
    const fit = () => {
      const top = element.getBoundingClientRect().top;
      element.style.maxHeight = `${getFittedMaxHeight(top, view.innerHeight, reserve.current?.() ?? 0)}px`;
    };
    fit();
    view.addEventListener('resize', fit);
    // Capture: a scroll inside a dialog (the search takeover) moves the list too.
    view.addEventListener('scroll', fit, { capture: true, passive: true });
    return () => {
      view.removeEventListener('resize', fit);
      view.removeEventListener('scroll', fit, { capture: true });
    };
  });
}
