/**
 * The cookies of a request as a server sees them (its `Cookie` header), behind the header's CookieStore: a
 * server reads the visitor's `location` cookie with the very rules the browser uses. Read-only: a server
 * answers with Set-Cookie, which is not this store's business, so writes are refused.
 */
import type { CookieStore } from './cookies';

/** js-cookie's reading: `%XX` sequences decoded, a value it cannot decode kept as it is. */
function decode(value: string): string {
  try {
    return value.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
  } catch {
    return value;
  }
}

/** A store over a `Cookie` header (`a=1; b=2`); the first cookie of a name wins, as in the browser's list. */
export function cookieHeaderStore(header: string | null | undefined): CookieStore {
  const cookies = new Map<string, string>();
  for (const pair of (typeof header === 'string' ? header : '').split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = decode(pair.slice(0, at).trim());
    let value = pair.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length > 1) value = value.slice(1, -1);
    if (!cookies.has(name)) cookies.set(name, decode(value));
  }
  return {
    get: (name) => cookies.get(name),
    set: () => {
      throw new Error("a request's cookies are read-only");
    },
    remove: () => {
      throw new Error("a request's cookies are read-only");
    },
  };
}
