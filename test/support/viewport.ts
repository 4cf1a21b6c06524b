/**
 * A viewport of a given width for jsdom (which has no layout and no matchMedia): `window.innerWidth`
 * and a `matchMedia` that evaluates `(min-width: Npx)` / `(max-width: Npx)` queries (joined by
 * `and`) against it, dispatching `change` to listeners when `resize` crosses a query's edge, as
 * browsers do.
 */
import { vi } from 'vitest';

interface FakeMediaQueryList {
  readonly media: string;
  readonly matches: boolean;
  onchange: null;
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
  addListener(listener: () => void): void;
  removeListener(listener: () => void): void;
  dispatchEvent(): boolean;
}

function evaluate(query: string, width: number): boolean {
  const parts = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (parts.length === 0) throw new Error(`viewport test helper: cannot evaluate "${query}"`);
  return parts.every(([, kind, value]) => (kind === 'min' ? width >= Number(value) : width <= Number(value)));
}

export interface FakeViewport {
  /** Resize: updates innerWidth and fires `change` on every list whose result changed. */
  resize(width: number): void;
  /** Queries asked so far. */
  readonly queries: string[];
  /** Listeners currently attached, over all lists (to check unsubscribing). */
  listenerCount(): number;
}

/** Stubs innerWidth and matchMedia; undo with `vi.unstubAllGlobals()` (innerWidth is restored by it too). */
export function stubViewportWidth(initialWidth: number): FakeViewport {
  let width = initialWidth;
  const lists: { list: FakeMediaQueryList; listeners: Set<() => void>; last: boolean }[] = [];
  const queries: string[] = [];
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('matchMedia', (media: string): FakeMediaQueryList => {
    queries.push(media);
    const listeners = new Set<() => void>();
    const list: FakeMediaQueryList = {
      media,
      get matches() {
        return evaluate(media, width);
      },
      onchange: null,
      addEventListener: (_type, listener) => listeners.add(listener),
      removeEventListener: (_type, listener) => listeners.delete(listener),
      addListener: (listener) => listeners.add(listener),
      removeListener: (listener) => listeners.delete(listener),
      dispatchEvent: () => false,
    };
    lists.push({ list, listeners, last: evaluate(media, width) });
    return list;
  });
  return {
    resize(next) {
      width = next;
      vi.stubGlobal('innerWidth', next);
      for (const entry of lists) {
        const now = evaluate(entry.list.media, next);
        if (now === entry.last) continue;
        entry.last = now;
        for (const listener of [...entry.listeners]) listener();
      }
    },
    queries,
    listenerCount: () => lists.reduce((sum, entry) => sum + entry.listeners.size, 0),
  };
}
