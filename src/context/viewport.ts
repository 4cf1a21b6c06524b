/**
 * Viewport facts the header follows, as `useSyncExternalStore` hooks: read from the window after it
 * exists, given by the host's `environment.isMobile` on a server (no window read during a server
 * render, and a hydrating client starts from the same value).
 */
import { useCallback, useSyncExternalStore } from 'react';
import {
  BREAKPOINTS,
  DEVICE_MOBILE_BELOW,
  DEVICE_TABLET_BELOW,
  getDeviceBucket,
  type DeviceBucket,
} from '../config/constants';

/** Below this width the header uses its mobile layout (spec 4: no hover menus up to 960 px). */
export const MOBILE_LAYOUT_QUERY = `(max-width: ${BREAKPOINTS.lg - 1}px)`;

/** The widths where spec 9's device bucket changes: a change event on either is a new bucket. */
export const DEVICE_BUCKET_QUERIES = [`(min-width: ${DEVICE_MOBILE_BELOW}px)`, `(min-width: ${DEVICE_TABLET_BELOW}px)`];

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function subscribeToQueries(queries: readonly string[], onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  if (!hasMatchMedia()) {
    window.addEventListener('resize', onChange);
    return () => window.removeEventListener('resize', onChange);
  }
  const lists = queries.map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener?.('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener?.('change', onChange);
  };
}

/** Whether `query` matches now; `serverValue` on a server and before hydration. */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback((onChange: () => void) => subscribeToQueries([query], onChange), [query]);
  const getSnapshot = () => hasMatchMedia() && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => serverValue);
}

const subscribeToDeviceBucket = (onChange: () => void) => subscribeToQueries(DEVICE_BUCKET_QUERIES, onChange);

/**
 * Spec 9's device bucket of the viewport width (under 481 mobile, under 960 tablet, else desktop).
 * On a server: mobile when the host rendered for a mobile device, else desktop.
 */
export function useDeviceBucket(serverIsMobile: boolean): DeviceBucket {
  return useSyncExternalStore(
    subscribeToDeviceBucket,
    () => getDeviceBucket(window.innerWidth),
    () => (serverIsMobile ? 'mobile' : 'desktop'),
  );
}
