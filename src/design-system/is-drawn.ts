/**
 * Whether an element is drawn: false inside a `display: none` part, such as the layout CSS does not show
 * (issue 18: both header layouts are in the markup). Parts that load their full code when the page is idle
 * ask this first, so a phone does not fetch the desktop search. Browsers without `checkVisibility` (and
 * jsdom) count every element as drawn: the part loads as it did before.
 */
export function isDrawn(element: Element | null): boolean {
  if (!element) return false;
  return typeof element.checkVisibility !== 'function' || element.checkVisibility();
}
