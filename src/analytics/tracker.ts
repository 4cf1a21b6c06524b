/**
 * Event tracking (product API calls): events outside the allow-list of category/action prefixes are dropped;
 * allowed events get the page name of the page the visitor is on when they happen (product routes: map,
 * `data.pageName`) and go to the optional host sink and to the web analytics endpoint with
 * `navigator.sendBeacon`. When the beacon API is missing or refuses the event, the event is saved
 * in the `ebEventToTrack` cookie for 5 minutes so the next page can send it (`flushPendingEvent`).
 * Nothing here throws into the host page.
 */
import {
  DEFAULT_ANALYTICS_ENDPOINT,
  LOG_PREFIX,
  PENDING_EVENT_COOKIE,
  PENDING_EVENT_COOKIE_MS,
} from '../config/constants';
import type { AnalyticsEvent } from '../config/types';
import {
  browserCookies,
  getJsonCookie,
  pageProtocol,
  removeCookie,
  setCookie,
  type CookieStore,
} from '../storage/cookies';
import { EVENT_CREATE_ATTEMPT_ACTION, HEADER_CATEGORY, HeaderAction, SEARCH_ACTION } from './events';
import { currentPathname } from './current-pathname';
import { getPageName } from './page-names';

/**
 * Default collection endpoint (same-origin, so no CORS preflight). It lives in config with the other
 * prop defaults: hosts set another with `environment.analyticsUrl`, which the header passes as `endpoint`.
 */
export { DEFAULT_ANALYTICS_ENDPOINT, PENDING_EVENT_COOKIE };

/**
 * Default allow-list: `{category}:{action}` prefixes. Exactly the header's own events (product API calls);
 * hosts extend it through `allowList`.
 */
export const DEFAULT_ANALYTICS_ALLOW_LIST: readonly string[] = [
  ...Object.values(HeaderAction).map((action) => `${HEADER_CATEGORY}:${action}`),
  `${HEADER_CATEGORY}:${EVENT_CREATE_ATTEMPT_ACTION}`,
  `${HEADER_CATEGORY}:${SEARCH_ACTION}`,
];

export type SendBeacon = (url: string, data: string) => boolean;

export interface TrackerOptions {
  /** Host sink: receives every allowed event (the `onAnalyticsEvent` prop). A throwing sink is logged. */
  sink?: (event: AnalyticsEvent) => void;
  /** Beacon sender; default `navigator.sendBeacon`. `null` = no beacon API (the cookie is used). */
  sendBeacon?: SendBeacon | null;
  /** Cookie store for the pending-event fallback; default js-cookie. */
  cookies?: CookieStore;
  /** Collection URL; default DEFAULT_ANALYTICS_ENDPOINT. */
  endpoint?: string;
  /** `{category}:{action}` prefixes that may be sent; default DEFAULT_ANALYTICS_ALLOW_LIST. */
  allowList?: readonly string[];
  /** Page protocol, default `window.location.protocol`: the pending cookie is Secure on `https:`. */
  protocol?: string;
  /** Clock for the cookie expiry (tests); default `Date.now`. */
  now?: () => number;
  /**
   * The pathname of the page the visitor is on, read when an event happens (not when the tracker
   * is made: hosts move between pages with pushState); default `location.pathname`.
   */
  getPathname?: () => string;
}

/** Field of `data` that carries the product route page name of the page an event happened on. */
export const PAGE_NAME_FIELD = 'pageName';

export interface Tracker {
  /** Send one event. False when it was dropped (invalid or outside the allow-list). Never throws. */
  track(event: AnalyticsEvent): boolean;
  /** Send the event saved in the pending cookie, if any and if the beacon works now; true when sent. */
  flushPendingEvent(): boolean;
}

function logError(message: string, error?: unknown): void {
  try {
    // eslint-disable-next-line no-console -- a failing sink or beacon is reported to the host developer, never thrown
    console.error(`${LOG_PREFIX} ${message}`, ...(error === undefined ? [] : [error]));
  } catch {
    // nothing else to do
  }
}

function defaultSendBeacon(): SendBeacon | null {
  try {
    if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return null;
    return (url, data) => navigator.sendBeacon(url, data);
  } catch {
    return null;
  }
}

/** A clean copy of an event, or undefined when it is not one (untrusted callers, e.g. host code). */
export function sanitizeEvent(event: unknown): AnalyticsEvent | undefined {
  if (typeof event !== 'object' || event === null) return undefined;
  const { category, action, label, data } = event as Record<string, unknown>;
  if (typeof category !== 'string' || category === '' || typeof action !== 'string' || action === '') return undefined;
  const clean: AnalyticsEvent = { category, action };
  if (typeof label === 'string') clean.label = label;
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    const fields: Record<string, string | number | boolean> = {};
    for (const [key, value] of Object.entries(data)) {
      if (
        typeof value === 'string' ||
        typeof value === 'boolean' ||
        (typeof value === 'number' && Number.isFinite(value))
      ) {
        fields[key] = value;
      }
    }
    clean.data = fields;
  }
  return clean;
}

/** Whether `{category}:{action}` starts with one of the allow-list prefixes. */
export function isAllowed(event: Pick<AnalyticsEvent, 'category' | 'action'>, allowList: readonly string[]): boolean {
  const key = `${event.category}:${event.action}`;
  return allowList.some((prefix) => typeof prefix === 'string' && prefix !== '' && key.startsWith(prefix));
}

export function createTracker(options: TrackerOptions = {}): Tracker {
  const endpoint = options.endpoint || DEFAULT_ANALYTICS_ENDPOINT;
  const allowList = options.allowList ?? DEFAULT_ANALYTICS_ALLOW_LIST;
  const cookies = options.cookies ?? browserCookies;
  const now = options.now ?? Date.now;
  const getPathname = options.getPathname ?? currentPathname;
  const beacon = (): SendBeacon | null => (options.sendBeacon === undefined ? defaultSendBeacon() : options.sendBeacon);

  function sendWithBeacon(payload: string): boolean {
    const send = beacon();
    if (!send) return false;
    try {
      // A string body is sent as text/plain: a CORS-safelisted type, so no preflight is needed
      // even if the endpoint is moved to another origin.
      return send(endpoint, payload) === true;
    } catch (error) {
      logError('sendBeacon failed', error);
      return false;
    }
  }

  function savePending(payload: string): void {
    // js-cookie's numeric `expires` is in days; 5 minutes needs a Date.
    const saved = setCookie(
      PENDING_EVENT_COOKIE,
      payload,
      {
        expires: new Date(now() + PENDING_EVENT_COOKIE_MS),
        path: '/',
        sameSite: 'lax',
        secure: (options.protocol ?? pageProtocol()) === 'https:',
      },
      cookies,
    );
    if (!saved) logError('could not save the analytics event for later');
  }

  return {
    track(event) {
      try {
        const clean = sanitizeEvent(event);
        if (!clean || !isAllowed(clean, allowList)) return false;
        clean.data = { ...clean.data, [PAGE_NAME_FIELD]: getPageName(getPathname()) };
        if (options.sink) {
          try {
            options.sink(clean);
          } catch (error) {
            logError('the analytics sink threw', error);
          }
        }
        const payload = JSON.stringify(clean);
        if (!sendWithBeacon(payload)) savePending(payload);
        return true;
      } catch (error) {
        logError('tracking failed', error);
        return false;
      }
    },
    flushPendingEvent() {
      try {
        const pending = getJsonCookie(
          PENDING_EVENT_COOKIE,
          (value): value is AnalyticsEvent => sanitizeEvent(value) !== undefined,
          cookies,
        );
        if (!pending) return false;
        const clean = sanitizeEvent(pending);
        if (!clean || !isAllowed(clean, allowList)) {
          removeCookie(PENDING_EVENT_COOKIE, { path: '/' }, cookies);
          return false;
        }
        if (!sendWithBeacon(JSON.stringify(clean))) return false;
        removeCookie(PENDING_EVENT_COOKIE, { path: '/' }, cookies);
        return true;
      } catch (error) {
        logError('sending the pending analytics event failed', error);
        return false;
      }
    },
  };
}
