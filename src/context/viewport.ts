/**
 * The product limits' device bucket of the viewport, as a `useSyncExternalStore` hook: read from the window once
 * it exists, given by the host's `environment.isMobile` on a server (no window read during a server
 * render, and a hydrating client starts from the same value).
 */
import { useSyncExternalStore } from 'react';
import { DEVICE_MOBILE_BELOW, DEVICE_TABLET_BELOW, getDeviceBucket, type DeviceBucket } from '../config/constants';

/** The widths where the bucket changes: a change event on either is a new bucket. */
export const DEVICE_BUCKET_QUERIES = [`(min-width: ${DEVICE_MOBILE_BELOW}px)`, `(min-width: ${DEVICE_TABLET_BELOW}px)`];

/** Every browser the header supports has matchMedia; without it (jsdom) the bucket never changes. */
function subscribeToDeviceBucket(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const lists = DEVICE_BUCKET_QUERIES.map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener?.('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener?.('change', onChange);
  };
}

/**
 * The product limits' device bucket of the viewport width (under 481 mobile, under 960 tablet, else desktop).
 * On a server: mobile when the host rendered for a mobile device, else desktop.
 */
export function useDeviceBucket(serverIsMobile: boolean): DeviceBucket {
  return useSyncExternalStore(
    subscribeToDeviceBucket,
    () => getDeviceBucket(window.innerWidth),
    () => (serverIsMobile ? 'mobile' : 'desktop'),
  );
}
