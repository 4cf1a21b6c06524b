/**
 * Keyboard shortcuts are ignored while the user types in an input, select, textarea or editable
 * element (product validation rules). Pure DOM reading, no React.
 */

const TYPING_TAGS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);
const ELEMENT_NODE = 1;

interface ElementLike {
  nodeType: number;
  tagName: string;
  parentElement: ElementLike | null;
  getAttribute(name: string): string | null;
  shadowRoot?: { activeElement: ElementLike | null } | null;
}

function isElement(value: unknown): value is ElementLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { nodeType?: unknown }).nodeType === ELEMENT_NODE &&
    typeof (value as { getAttribute?: unknown }).getAttribute === 'function'
  );
}

/**
 * Whether a key event from `target` happens while typing. True for input, select and textarea
 * elements, for elements inside an editable region (`contenteditable` other than "false", the
 * nearest explicit value wins, as in the browser), and for a shadow host whose focused inner
 * element is one of those (events from open shadow trees are retargeted to the host).
 * Checks `nodeType` rather than `instanceof HTMLElement` so elements from iframes (another realm)
 * are recognised. Never throws; `null`, window and document are not typing targets.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  try {
    let node: unknown = target;
    // A text node inside an editable region (e.g. from a selection) counts as its parent element.
    if (typeof node === 'object' && node !== null && (node as { nodeType?: unknown }).nodeType === 3) {
      node = (node as { parentElement: unknown }).parentElement;
    }
    if (!isElement(node)) return false;

    const inner = node.shadowRoot?.activeElement;
    if (inner && inner !== node && isTypingTarget(inner as unknown as EventTarget)) return true;

    if (TYPING_TAGS.has(node.tagName.toUpperCase())) return true;
    for (let element: ElementLike | null = node; element; element = element.parentElement) {
      const editable = element.getAttribute('contenteditable');
      if (editable !== null) return editable.trim().toLowerCase() !== 'false';
    }
    return false;
  } catch {
    return false;
  }
}
