/**
 * A tiny history-API router: the current location as external state, `navigate` for the header's
 * `navigate` prop and for intercepted link clicks. Only same-origin, in-app routes are intercepted;
 * new-tab, modified and download clicks, other origins and non-app pages go to the browser.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { isInAppPath } from '../../common/route-table';

const CHANGE_EVENT = 'host-demo:locationchange';

export interface LocationSnapshot {
  pathname: string;
  search: string;
  hash: string;
  href: string;
}

let snapshot: LocationSnapshot | null = null;

function readLocation(): LocationSnapshot {
  const { pathname, search, hash, href } = window.location;
  if (!snapshot || snapshot.href !== href) snapshot = { pathname, search, hash, href };
  return snapshot;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * The address a server renders the page for: there is no window there. In the browser,
 * hydration starts from the window's address, which is the same one.
 */
export const ServerLocationContext = createContext<LocationSnapshot | null>(null);

export function toLocationSnapshot(href: string): LocationSnapshot {
  const { pathname, search, hash } = new URL(href);
  return { pathname, search, hash, href };
}

export function useLocation(): LocationSnapshot {
  const serverLocation = useContext(ServerLocationContext);
  return useSyncExternalStore(subscribe, readLocation, () => serverLocation ?? readLocation());
}

/** Resolve `to` (path or absolute URL) against this page; null when it is not an in-app route. */
export function toInAppUrl(to: string): URL | null {
  let url: URL;
  try {
    url = new URL(to, window.location.href);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin || !isInAppPath(url.pathname)) return null;
  return url;
}

/** Push (or replace) a history entry and notify subscribers. Other origins get a full load. */
export function navigate(to: string, { replace = false } = {}): void {
  const url = toInAppUrl(to);
  if (!url) {
    window.location.assign(to);
    return;
  }
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (replace) window.history.replaceState(null, '', target);
  else window.history.pushState(null, '', target);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Decide whether a click on an anchor is ours to handle (returns the URL) or the browser's. */
export function getInterceptableUrl(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const path = event.composedPath();
  const anchor = path.find(
    (node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.hasAttribute('href'),
  );
  if (!anchor) return null;
  const target = anchor.getAttribute('target');
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return null;
  return toInAppUrl(anchor.href);
}
