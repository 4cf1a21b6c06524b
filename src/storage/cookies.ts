/**
 * Cookie access through js-cookie, behind a small injectable interface so tests and hosts can
 * replace `document.cookie`. Cookies may be disabled or `document` absent (server rendering):
 * reads then give undefined and writes report false, never throw.
 */
import Cookies from 'js-cookie';

/** js-cookie's attributes (expires in days or a Date, path, domain, secure, sameSite). */
export type CookieAttributes = Cookies.CookieAttributes;

/** The cookie operations the header uses (js-cookie's API). */
export interface CookieStore {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes?: CookieAttributes): unknown;
  remove(name: string, attributes?: CookieAttributes): void;
}

/** The default store: js-cookie on `document.cookie`. */
export const browserCookies: CookieStore = {
  get: (name) => Cookies.get(name),
  set: (name, value, attributes) => Cookies.set(name, value, attributes),
  remove: (name, attributes) => Cookies.remove(name, attributes),
};

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

/** The cookie's value, or undefined when it is absent or cookies cannot be read. */
export function getCookie(name: string, cookies: CookieStore = browserCookies): string | undefined {
  try {
    if (cookies === browserCookies && !hasDocument()) return undefined;
    const value = cookies.get(name);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Set a cookie; false when cookies are unavailable. (Browsers may still drop it silently.) */
export function setCookie(
  name: string,
  value: string,
  attributes: CookieAttributes = {},
  cookies: CookieStore = browserCookies,
): boolean {
  try {
    if (cookies === browserCookies && !hasDocument()) return false;
    cookies.set(name, value, attributes);
    return true;
  } catch {
    return false;
  }
}

/** Remove a cookie; pass the same path/domain it was set with (cookie identity includes them). */
export function removeCookie(
  name: string,
  attributes: CookieAttributes = {},
  cookies: CookieStore = browserCookies,
): boolean {
  try {
    if (cookies === browserCookies && !hasDocument()) return false;
    cookies.remove(name, attributes);
    return true;
  } catch {
    return false;
  }
}

/** JSON stored in a cookie, checked by `guard`; undefined when absent, corrupt or of another shape. */
export function getJsonCookie<T>(
  name: string,
  guard: (value: unknown) => value is T,
  cookies?: CookieStore,
): T | undefined {
  const raw = getCookie(name, cookies);
  if (raw === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return guard(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page's protocol, for the `secure` attribute: cookies the header writes are Secure on https
 * (product limits) and only there, since Firefox and Safari refuse a Secure cookie set from an http page.
 * Without a window (server rendering) https is assumed.
 */
export function pageProtocol(): string {
  try {
    return typeof window !== 'undefined' ? window.location.protocol : 'https:';
  } catch {
    return 'https:';
  }
}
