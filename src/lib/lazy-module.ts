/**
 * A module whose code arrives by dynamic import, loaded once per page whoever asks first (every
 * picker or search bar on the page shares it), observable with `useSyncExternalStore`. A failed load
 * (a chunk lost on a flaky network) is forgotten, so the next request tries again; a mere hint of
 * intent (`prefetch`) does not retry a failed load.
 *
 * The preloadable cousin of `createLazyPart` (lazy-part.tsx): a lazy part shows nothing until it has
 * loaded, which suits a menu or a dialog opened by a press. A field the visitor may already be typing
 * in needs a working stand-in that is swapped for the full component without a Suspense fallback in
 * between (which would take the focus away), and a load started before first use (browser idle):
 * that is this. Wrap the loaded component in `LazyPartBoundary` so a render failure falls back to the
 * stand-in.
 */
import { useSyncExternalStore } from 'react';

export interface LazyModule<T> {
  /** The loaded value, or undefined until it has arrived. */
  get(): T | undefined;
  /** Start loading (or join the load under way). Rejects when the import fails; the next call retries. */
  load(): Promise<T>;
  /**
   * A hint of intent (the pointer over a field, a touch): starts loading unless the last load failed.
   * A pointer passing over again is no reason to try again; a deliberate use (focus, a press, an
   * opening) calls `load`, which does.
   */
  prefetch(): void;
  /** `useSyncExternalStore`'s subscribe: called once the value has arrived. */
  subscribe(listener: () => void): () => void;
}

export function createLazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | null = null;
  let lastFailed = false;
  const listeners = new Set<() => void>();
  const load = () => {
    pending ??= importer().then(
      (loaded) => {
        value = loaded;
        lastFailed = false;
        for (const listener of [...listeners]) listener();
        return loaded;
      },
      (error: unknown) => {
        pending = null;
        lastFailed = true;
        throw error;
      },
    );
    return pending;
  };
  return {
    get: () => value,
    load,
    prefetch() {
      if (!lastFailed) load().catch(() => undefined);
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
export function useLazyModule<T>(part: LazyModule<T>): T | undefined {
  return useSyncExternalStore(part.subscribe, part.get, nothingOnServer);
}
