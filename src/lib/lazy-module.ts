/**
 * The header's one way to load code on demand: a module whose code arrives by dynamic import, loaded
 * once per page whoever asks first (every view of it on the page shares it), observable with
 * `useSyncExternalStore`. Parts load on intent (the pointer over a field, a touch, focus, a press, an
 * opening), never while the browser is idle: a visitor who never uses a part downloads none of it.
 *
 * A failed load (a chunk lost on a flaky network) is logged once, naming the part, and kept as the
 * module's `failure()` so its views show their fallback; the next deliberate use (`load`: focus, a press,
 * an opening) tries again, a mere hint of intent (`prefetch`: the pointer passing over) does not.
 *
 * Rendering one: `LazyPart` (lazy-part.tsx) for a part that shows nothing until it has loaded (a menu, a
 * dialog); `useLazyModule` for a stand-in that works meanwhile and is swapped for the loaded component
 * without a Suspense fallback in between, which would take the focus away (the fields, the menus).
 */
import { useSyncExternalStore } from 'react';
import { LOG_PREFIX } from '../config/constants';
import { laterTextsReady } from '../i18n/catalogue';

/** A failed load: a new object for each failure. */
export interface LazyFailure {
  error: unknown;
}

export interface LazyModule<T> {
  /** Names the part in console errors, e.g. "the search bar". */
  readonly name: string;
  /** The loaded value, or undefined until it has arrived. */
  get(): T | undefined;
  /** The last load's failure while no load is under way and none has succeeded; else undefined. */
  failure(): LazyFailure | undefined;
  /**
   * Start loading (or join the load under way); after a failure, try again. The promise rejects when
   * the import fails; ignoring it is safe (it never counts as an unhandled rejection).
   */
  load(): Promise<T>;
  /** A hint of intent (the pointer over a field, a touch): starts loading unless the last load failed. */
  prefetch(): void;
  /** `useSyncExternalStore`'s subscribe: called when the value arrives, a load fails or a new one starts. */
  subscribe(listener: () => void): () => void;
}

export interface LazyModuleOptions {
  /**
   * Whether the value waits for the later part of the page's catalogue (default true: a part shows with its
   * texts). Code that shows nothing (the analytics tracker) takes false and asks for no texts.
   */
  withTexts?: boolean;
}

/**
 * Call once per part: at module level for code, or once per owner for what an owner builds from loaded code
 * (a location context's services, a lazy suggestion provider). Without a name, a failed load is not logged.
 */
export function createLazyModule<T>(
  importer: () => Promise<T>,
  name = '',
  { withTexts = true }: LazyModuleOptions = {},
): LazyModule<T> {
  let value: T | undefined;
  let failure: LazyFailure | undefined;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const load = () => {
    if (pending) return pending;
    // A part shows with its texts: the later part of the page's catalogue comes with the first part's code.
    // A failure waits for them too, so a part's fallback (a menu's plain links) has its texts.
    const texts = withTexts ? laterTextsReady() : Promise.resolve();
    pending = importer()
      .then(
        (loaded) => texts.then(() => loaded),
        (error: unknown) =>
          texts.then(() => {
            throw error;
          }),
      )
      .then(
        (loaded) => {
          value = loaded;
          notify();
          return loaded;
        },
        (error: unknown) => {
          // eslint-disable-next-line no-console -- the host team must see which part went missing and why
          if (name) console.error(`${LOG_PREFIX} ${name} failed to load:`, error);
          pending = null;
          failure = { error };
          notify();
          throw error;
        },
      );
    pending.catch(() => undefined);
    if (failure) {
      failure = undefined;
      notify();
    }
    return pending;
  };
  return {
    name,
    get: () => value,
    failure: () => failure,
    load,
    prefetch() {
      if (!failure) void load();
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

/** The part's last load failure (re-renders when it fails or a new load starts); undefined on a server. */
export function useLazyFailure(part: LazyModule<unknown>): LazyFailure | undefined {
  return useSyncExternalStore(part.subscribe, part.failure, nothingOnServer);
}
