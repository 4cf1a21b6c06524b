/**
 * A fake of the page's history for the search overlay's hash (`#search`), shared by the search tests and
 * stories: the overlay opens, closes and follows Back and Forward without touching the real address (a
 * story frame's, or jsdom's).
 */
import type { SearchHistoryLike } from '../../src/search';

export interface FakeHistory extends SearchHistoryLike {
  /** The entries of this page, oldest first: their hash and whether pushHash added them. */
  entries: { hash: string; own: boolean }[];
  /** Which entry is current. */
  readonly index: number;
  /** The browser's Forward: the next entry, and the listeners are told. */
  forward(): void;
}

/**
 * The history of one page, as the browser keeps it: pushHash adds a marked entry (dropping any
 * forward ones), replaceHash changes the current one, back() and forward() move and tell the listeners.
 * `initialHash` is the hash the page was loaded with (an unmarked entry: a pasted link).
 */
export function fakeHistory(initialHash = ''): FakeHistory {
  const entries = [{ hash: initialHash, own: false }];
  let index = 0;
  const listeners = new Set<() => void>();
  const notify = () => [...listeners].forEach((listener) => listener());
  return {
    entries,
    get index() {
      return index;
    },
    getHash: () => entries[index]!.hash,
    isOwnEntry: () => entries[index]!.own,
    pushHash(hash) {
      entries.splice(index + 1, entries.length, { hash, own: true });
      index += 1;
    },
    replaceHash(hash) {
      entries[index] = { ...entries[index]!, hash };
    },
    back() {
      if (index > 0) index -= 1;
      notify();
    },
    forward() {
      if (index < entries.length - 1) index += 1;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
