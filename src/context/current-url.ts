/**
 * The page the visitor is on, as an external store for `useSyncExternalStore`: hosts move
 * between pages with their own router (history.pushState), which fires no popstate, so reading
 * `location.href` once at mount left sign-in referrers, the detached Interests referrer and active
 * marks on the first page.
 *
 * - Where the browser has the Navigation API, `currententrychange` announces every same-document
 *   change: pushState, replaceState, back/forward, fragment moves. Subscribers hear of an event from a
 *   microtask (see `subscribe`), of `check()` at once.
 * - Elsewhere popstate and hashchange announce back/forward and fragment moves; a host's pushState
 *   is not announced there, which is why `check()` exists: the header calls it when the visitor
 *   reaches for a link (focus, pointer down, click), so links are rebuilt from the live address
 *   before the browser follows one.
 *
 * No React here, and no window read until a method runs (the header also renders on servers).
 */

/** The part of the Navigation API the store listens to. */
export interface NavigationLike {
  addEventListener(type: 'currententrychange', listener: () => void): void;
  removeEventListener(type: 'currententrychange', listener: () => void): void;
}

/** What the store reads and listens to: a window, or a fake one in tests. */
export interface LocationSource {
  readonly location: { readonly href: string };
  /** The Navigation API, where the browser has it. */
  readonly navigation?: NavigationLike | null;
  addEventListener(type: 'popstate' | 'hashchange', listener: () => void): void;
  removeEventListener(type: 'popstate' | 'hashchange', listener: () => void): void;
}

export interface CurrentUrlStore {
  /** Calls `onChange` whenever the address may have changed; returns the unsubscribe function. */
  subscribe(onChange: () => void): () => void;
  /** The address now ('' where there is no window). */
  getSnapshot(): string;
  /** Asks every subscriber to read the address again: for changes no event announced. */
  check(): void;
}

function browserWindow(): LocationSource | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as LocationSource);
}

function getNavigation({ navigation }: LocationSource): NavigationLike | undefined {
  return typeof navigation?.addEventListener === 'function' ? navigation : undefined;
}

export function createCurrentUrlStore(getSource: () => LocationSource | undefined = browserWindow): CurrentUrlStore {
  const subscribers = new Set<() => void>();
  return {
    subscribe(onChange) {
      const source = getSource();
      if (!source) return () => {};
      // Each subscription gets its own listener, so one component subscribing twice is two entries.
      const listener = () => onChange();
      subscribers.add(listener);
      /**
       * An event tells the subscriber from a microtask: Chromium fires currententrychange inside
       * history.pushState, which a host's router may call in React's insertion phase (Next.js's App Router
       * does), where an update must not be scheduled. Microtasks run in order and the subscriber
       * reads the live address then, so no move (Back and Forward included) is lost; one that unsubscribed
       * meanwhile is not called.
       */
      const announced = () =>
        queueMicrotask(() => {
          if (subscribers.has(listener)) listener();
        });
      const navigation = getNavigation(source);
      if (navigation) {
        navigation.addEventListener('currententrychange', announced);
      } else {
        source.addEventListener('popstate', announced);
        source.addEventListener('hashchange', announced);
      }
      return () => {
        subscribers.delete(listener);
        if (navigation) {
          navigation.removeEventListener('currententrychange', announced);
        } else {
          source.removeEventListener('popstate', announced);
          source.removeEventListener('hashchange', announced);
        }
      };
    },
    getSnapshot() {
      return getSource()?.location.href ?? '';
    },
    check() {
      // Set#forEach skips a listener that an earlier one unsubscribed.
      subscribers.forEach((listener) => listener());
    },
  };
}
