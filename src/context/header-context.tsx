/**
 * HeaderContext: the parsed props plus what every part of the header shares (analytics tracker,
 * layout, device bucket, current page). Parts read it with `useHeaderContext()`; nothing below the
 * exposed entry sees raw host props.
 *
 * Nothing here reads the window during render: viewport facts and the address come from
 * `useSyncExternalStore` stores with server snapshots (the host's `isMobile`, its `currentUrl`).
 */
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { DeviceBucket } from '../config/constants';
import type { AnalyticsEvent } from '../config/types';
import type { ResolvedHeaderProps } from '../props/types';
import { createDeferredTracker } from './deferred-tracker';
import { createCurrentUrlStore, type CurrentUrlStore } from './current-url';
import { useDeviceBucket } from './viewport';

export interface HeaderContextValue extends ResolvedHeaderProps {
  /**
   * Sends an allowed analytics event (beacon / cookie fallback / host sink), at once when the tracker's code
   * is here, else as soon as it has arrived. Never throws.
   */
  track: (event: AnalyticsEvent) => void;
  /** The visitor's first intent in the header (the pointer over it, a touch, focus): the tracker's code loads. */
  prefetchTracker: () => void;
  /**
   * The product limits' device bucket of the viewport width (under 481 mobile, under 960 tablet, else desktop).
   * Rules about "mobile screens" (product roles) read this, not the layout: a 600 px tablet gets the mobile
   * layout but is not a mobile screen. Only what shows after an interaction may read it (the account
   * menu's items, built when it opens): what the page draws first is laid out by CSS, since
   * a server renders with `environment.isMobile` as its guess.
   */
  deviceBucket: DeviceBucket;
  /**
   * The page the visitor is on, for referrer parameters and active marks: the host's `currentUrl`
   * prop when it gives one, else the browser's address, followed as the host navigates.
   */
  currentUrl: string;
  /**
   * Re-reads the browser's address and, when it changed without an event saying so, re-renders the
   * header at once, so the link being clicked carries the live page. Called by the header's root on
   * focus, pointer down and click.
   */
  syncCurrentUrl: (options?: { immediately?: boolean }) => void;
  /** Full-page navigation (injectable for tests). */
  assignLocation: (url: string) => void;
}

const HeaderContext = createContext<HeaderContextValue | null>(null);

/**
 * The address to use: the host's when it gives one (its router knows best, also on a server), else
 * the browser's, followed through the store ('' on a server without the prop).
 */
function useCurrentUrl(store: CurrentUrlStore, hostUrl: string | undefined): string {
  const live = useSyncExternalStore(store.subscribe, store.getSnapshot, () => '');
  return hostUrl ?? live;
}

export interface HeaderProviderProps {
  value: ResolvedHeaderProps;
  children: ReactNode;
  /** Test seam: replaces window.location.assign. */
  assignLocation?: (url: string) => void;
  /** Test seam: where the address comes from (default: the window, read lazily). */
  currentUrlStore?: CurrentUrlStore;
}

export function HeaderProvider({ value, children, assignLocation, currentUrlStore }: HeaderProviderProps) {
  const deviceBucket = useDeviceBucket(value.environment.isMobile);
  const [ownStore] = useState(createCurrentUrlStore);
  const store = currentUrlStore ?? ownStore;
  const currentUrl = useCurrentUrl(store, value.currentUrl);
  const sink = value.onAnalyticsEvent;
  const endpoint = value.environment.analyticsUrl;
  const tracker = useMemo(() => createDeferredTracker({ sink, endpoint }), [sink, endpoint]);
  // An event saved in the ebEventToTrack cookie on the previous page (no beacon API then) is sent
  // once the header is up, after first paint (product API calls); only then does the tracker's code load.
  useEffect(() => {
    tracker.flushPendingEvent();
  }, [tracker]);
  const context = useMemo<HeaderContextValue>(
    () => ({
      ...value,
      track: tracker.track,
      prefetchTracker: tracker.prefetch,
      deviceBucket,
      currentUrl,
      syncCurrentUrl: ({ immediately = false } = {}) => {
        // The host's prop is the page as its router knows it: nothing to re-read. Nor when the
        // address is the one this render used (the usual case): no re-render, no flushSync.
        if (value.currentUrl !== undefined || store.getSnapshot() === currentUrl) return;
        // A click's default action follows the href right after the event's listeners: the
        // re-render (if the address changed) must be committed before that, hence flushSync.
        if (immediately) flushSync(() => store.check());
        else store.check();
      },
      assignLocation: assignLocation ?? ((url) => window.location.assign(url)),
    }),
    [value, tracker, deviceBucket, currentUrl, store, assignLocation],
  );
  return <HeaderContext.Provider value={context}>{children}</HeaderContext.Provider>;
}

export function useHeaderContext(): HeaderContextValue {
  const context = useContext(HeaderContext);
  if (!context) throw new Error('Header parts must be rendered inside <Header> (HeaderProvider is missing).');
  return context;
}
