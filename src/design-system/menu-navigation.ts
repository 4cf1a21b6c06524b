/**
 * Pure keyboard-navigation helpers for menus (WAI-ARIA menu button pattern, product states and the product limits'
 * keyboard sequence timeout). No React, no DOM.
 */

export type MenuMove = 'next' | 'previous' | 'first' | 'last';

/**
 * The index focus moves to. Up and Down wrap around (product states); an empty menu gives -1.
 * From "nothing focused" (-1), next goes to the first item and previous to the last.
 */
export function getMenuIndex(current: number, count: number, move: MenuMove): number {
  if (count <= 0) return -1;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return current < 0 ? 0 : (current + 1) % count;
    case 'previous':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
  }
}

/** Lowercased, trimmed label used for type-ahead comparison. */
function normalizeLabel(label: string): string {
  return label.trim().toLocaleLowerCase();
}

/**
 * Type-ahead: the index of the next item (after `current`, wrapping) whose label starts with `query`.
 * A query made of one repeated character ("bbb") cycles through items starting with that character,
 * like native listboxes. Returns -1 when nothing matches.
 */
export function findTypeAheadIndex(labels: readonly string[], query: string, current: number): number {
  const q = query.toLocaleLowerCase();
  if (!q || labels.length === 0) return -1;
  const chars = Array.from(q);
  const repeated = chars.every((c) => c === chars[0]);
  const search = repeated ? chars[0]! : q;
  // A longer query keeps the current item when it still matches; a single key moves past it.
  const start = current < 0 ? 0 : search.length > 1 ? current : current + 1;
  for (let step = 0; step < labels.length; step++) {
    const index = (start + step) % labels.length;
    if (normalizeLabel(labels[index]!).startsWith(search)) return index;
  }
  return -1;
}

/** Appends a key to a type-ahead buffer, or restarts it when the previous key is too old. */
export function nextTypeAheadBuffer(
  buffer: string,
  lastKeyAt: number,
  key: string,
  now: number,
  timeoutMs: number,
): string {
  return now - lastKeyAt > timeoutMs ? key : buffer + key;
}
