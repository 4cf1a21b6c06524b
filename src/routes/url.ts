/**
 * Small URL helpers shared by every builder in src/routes/. No view concatenates a path.
 *
 * The one rule for what may go into an `href` lives here (`parseSafeUrl`): the props parser checks
 * host URLs with it and the menus filter with it (`isSafeHref`), so the two can never disagree again
 * (they did: a looser copy here accepted `/\evil.example`, which browsers read as `//evil.example`).
 */

/** Join a base URL (may be '' for same-origin) and an absolute path without doubling slashes. */
export function joinUrl(base: string, path: string): string {
  const trimmedBase = base.replace(/\/+$/, '');
  const normalizedPath = path.startsWith('/') ? path : `/${path}`;
  return `${trimmedBase}${normalizedPath}`;
}

/** Append query parameters; values that are undefined are skipped. Keeps an existing query string. */
export function withQuery(url: string, params: Record<string, string | undefined>): string {
  const entries = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined);
  if (entries.length === 0) return url;
  const query = new URLSearchParams(entries).toString();
  const hashIndex = url.indexOf('#');
  const [beforeHash, hash] = hashIndex === -1 ? [url, ''] : [url.slice(0, hashIndex), url.slice(hashIndex)];
  return `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}${query}${hash}`;
}

/**
 * Characters browsers strip or reinterpret inside URLs, which would defeat the scheme check:
 * controls, whitespace (the URL parser drops tabs and newlines anywhere, so `java\tscript:` runs as
 * `javascript:`), invisible separators, and `\` (read as `/`, so `/\evil.example` is `//evil.example`).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this must match
const UNSAFE_URL_CHARS = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/;

/**
 * The href rule: an `http(s)://` URL with a host and no credentials (`https://a.example@evil.example`
 * hides its real host), or a root-relative path (`/x`; not `//x`, which is another host). Returns the
 * URL trimmed, or undefined for anything else: other schemes (`javascript:`, `data:`), relative
 * paths, and any character from UNSAFE_URL_CHARS. Never throws.
 */
export function parseSafeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '' || UNSAFE_URL_CHARS.test(text)) return undefined;
  if (text.startsWith('/')) return text.startsWith('//') ? undefined : text;
  if (!/^https?:\/\//i.test(text)) return undefined;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (!url.hostname || url.username || url.password) return undefined;
    return text;
  } catch {
    return undefined;
  }
}

/** True for the hrefs `parseSafeUrl` accepts: the only hrefs the header renders. */
export function isSafeHref(value: string): boolean {
  return parseSafeUrl(value) !== undefined;
}

/**
 * A base for building links: '' (same origin, relative links) or an http(s) origin with an optional
 * path, safe by `parseSafeUrl`, without query or hash (paths are appended to it), stored without a
 * trailing slash so `${base}/path` never doubles it. Undefined otherwise. Never throws.
 */
export function parseBaseUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return '';
  if (!/^https?:\/\//i.test(text) || parseSafeUrl(text) === undefined) return undefined;
  try {
    const url = new URL(text);
    if (url.search || url.hash || text.includes('?') || text.includes('#')) return undefined;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return undefined;
  }
}
