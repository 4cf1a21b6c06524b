/**
 * A part of the UI whose code arrives by dynamic import, loaded once per page whoever asks first
 * (every picker on the page shares it), observable with `useSyncExternalStore`. A failed load (a
 * chunk lost on a flaky network) is forgotten, so the next request tries again.
 *
 * The same pattern as the Header's lazy menus and modal (issue 8's shared lazy-part helper in
 * src/design-system): when that helper lands, this file should become a use of it.
 */
import { useSyncExternalStore } from 'react';

export interface LazyPart<T> {
  /** The loaded value, or undefined until it has arrived. */
  get(): T | undefined;
  /** Start loading (or join the load under way). Rejects when the import fails; the next call retries. */
  load(): Promise<T>;
  /** `useSyncExternalStore`'s subscribe: called once the value has arrived. */
  subscribe(listener: () => void): () => void;
}

export function createLazyPart<T>(importer: () => Promise<T>): LazyPart<T> {
  let value: T | undefined;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    load() {
      pending ??= importer().then(
        (loaded) => {
          value = loaded;
          for (const listener of [...listeners]) listener();
          return loaded;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const nothingOnServer = () => undefined;

/** The part's value once loaded (re-renders then); undefined before, and always on a server. */
export function useLazyPart<T>(part: LazyPart<T>): T | undefined {
  return useSyncExternalStore(part.subscribe, part.get, nothingOnServer);
}
