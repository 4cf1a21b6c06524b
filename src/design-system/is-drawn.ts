/**
 * Whether an element is drawn: false inside a `display: none` part, such as the layout CSS does not show
 * (both header layouts are in the markup). The `/` shortcut asks this first, so it focuses the
 * search field the visitor can see, not the desktop one hidden in a phone's header. Browsers without
 * `checkVisibility` (and jsdom) count every element as drawn.
 */
export function isDrawn(element: Element | null): boolean {
  if (!element) return false;
  return typeof element.checkVisibility !== 'function' || element.checkVisibility();
}
