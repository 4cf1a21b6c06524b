/**
 * Whether a click on a link is the visitor asking to follow it here, in this tab: the primary button
 * with no modifier. Ctrl/Cmd (new tab), Shift (new window), Alt (download on some systems) and the
 * middle button (new tab) mean something else to the browser, so links that intercept clicks (router
 * links, the create-event call to action, the skip link) leave those to it.
 *
 * Takes the fields every mouse event has, so React's synthetic events and DOM events both fit.
 */
export interface ClickLike {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export function isPlainLeftClick(event: ClickLike): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}
