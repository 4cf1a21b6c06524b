/**
 * The demo host's public origin: header links, `og:url` and the header props' `serverUrl` are
 * built on it, never on the request's Host header, which any client sets (a shared cache that does not key
 * on Host would serve a page linking to `evil.example` to everyone). A request for another host name is
 * answered as if for this one.
 */

/** Where `npm start` listens. */
export const DEFAULT_PUBLIC_ORIGIN = 'http://127.0.0.1:3000';

/** The origin of an `http(s)` URL; throws on anything else (a misconfiguration should stop the server). */
export function parsePublicOrigin(text: string): string {
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`Not an http(s) origin: ${text}`);
  return url.origin;
}

/**
 * The page address for a request path: the path and query appended to the origin as text, so a path
 * such as `//evil.example/` stays a path (`new URL(path, origin)` would read it as another host).
 */
export function getPageUrl(publicOrigin: string, requestUrl: string): URL {
  return new URL(`${publicOrigin}${requestUrl.startsWith('/') ? requestUrl : `/${requestUrl}`}`);
}
