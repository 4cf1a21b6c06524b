/**
 * The text a sighted visitor actually sees inside an element: text in `display: none` or `visibility: hidden`
 * parts, and text inside visually hidden boxes (the 1x1 px clipped pattern of VisuallyHidden and the skip link),
 * is left out. Accessible names are the wrong tool for "does the badge show 99+": the header deliberately
 * reads the exact count to screen readers ("Tickets, 120 orders") while the bubble shows "99+" (product validation rules).
 */

/** True when the element draws nothing a visitor can read, or sits inside a box too small to show text. */
function isHiddenBox(element: Element): boolean {
  const style = getComputedStyle(element);
  if (style.display === 'none' || style.visibility === 'hidden') return true;
  const rect = element.getBoundingClientRect();
  const clipsOverflow = style.overflow === 'hidden' || style.clipPath === 'inset(50%)';
  return clipsOverflow && rect.width <= 1 && rect.height <= 1;
}

function isShown(node: Text, root: Element): boolean {
  for (let element = node.parentElement; element; element = element.parentElement) {
    if (isHiddenBox(element)) return false;
    if (element === root) break;
  }
  return true;
}

/** Visible text of `root`, whitespace collapsed, e.g. "Tickets 99+". */
export function visibleText(root: Element): string {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text && isShown(node, root)) parts.push(node.data);
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
