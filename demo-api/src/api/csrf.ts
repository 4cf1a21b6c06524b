/**
 * CSRF as the marketplace does it: the server sets a random `csrftoken` cookie on GETs (API or
 * page) that lack one, or whose one it did not issue (a token it issued is signed and doubles as the
 * trending client id, search-client.ts); the client copies it into the X-CSRFToken header (product API calls: "CSRF headers
 * (token from a cookie)"). A non-GET call to the API without a matching header gets 403.
 * The cookie is `Secure` on HTTPS and never rides on a publicly cached answer (a shared cache would
 * hand one visitor's token to every other: csrfCacheHook takes it off).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, csrfFailed, sendError } from './errors';
import type { ClientIds } from './search-client';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
export const API_PATH_PREFIXES = ['/api/', '/home/api/'] as const;
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN_PATTERN = /^[A-Za-z0-9]{32,64}$/;

/** A token the double-submit check takes (the ones csrf.ts sets are signed too, search-client.ts). */
export function isCsrfToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token);
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Percent-decodes until stable (a few rounds at most); a malformed escape is left as it is. */
function decodeFully(text: string): string {
  let current = text;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * A request path as loosely as any router or proxy could read it: the query dropped, percent-decoded,
 * `\` as `/`, runs of slashes as one, `.` and `..` segments resolved, trailing dots and spaces of a
 * segment dropped (`/api./`), lower case. Only for deciding whether a path is the API's, never for routing.
 */
export function normalizeRequestPath(url: string): string {
  const decoded = decodeFully(url.split(/[?#]/, 1)[0] ?? '')
    .replace(/\\/g, '/')
    .toLowerCase();
  const segments: string[] = [];
  for (const raw of decoded.split('/')) {
    const segment = raw === '.' || raw === '..' ? raw : raw.replace(/[.\s]+$/, '');
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const trailing = decoded.endsWith('/') || /\/\.{1,2}$/.test(decoded) ? '/' : '';
  return segments.length === 0 ? '/' : `/${segments.join('/')}${trailing}`;
}

function isApiPath(pathname: string): boolean {
  return API_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix);
}

/**
 * Whether a request is for the API: the route it matched (the router decodes `%61pi` to `api`) is
 * under an API prefix, or its path, normalised, is. Either is enough: checking too much costs a 403
 * on a path nothing answers, checking too little lets a forged request through.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && isApiPath(route)) return true;
  return isApiPath(normalizeRequestPath(request.url));
}

/** The id a request was issued by the hook below (set on its answer), by request. */
const issuedTo = new WeakMap<FastifyRequest, string>();

/**
 * The request's Cookie header with the csrftoken it was just issued first (the cookie parser reads the
 * first of a name): what calls made on the visitor's behalf (the page's server rendering) forward, so they
 * are not each issued an id of their own.
 */
export function cookieHeaderWithIssued(request: FastifyRequest): string | undefined {
  const issued = issuedTo.get(request);
  const sent = request.headers.cookie;
  if (issued === undefined) return sent;
  return sent ? `${CSRF_COOKIE}=${issued}; ${sent}` : `${CSRF_COOKIE}=${issued}`;
}

/**
 * The onRequest hook: issues the cookie on GETs (at most CLIENT_IDS_PER_ADDRESS_BURST at once per address,
 * then a 429 with Retry-After), checks the header on every unsafe call to the API.
 */
export function createCsrfHook(clientIds: ClientIds) {
  return async function csrfHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies?.[CSRF_COOKIE];
    const hasToken = isCsrfToken(token);
    if (SAFE_METHODS.has(request.method)) {
      // A token this server did not issue still passes the double-submit check, but counts for nothing
      // in trending: replace it, so a browser that kept one from before a restart counts again.
      if (request.method === 'GET' && !clientIds.isIssued(token)) {
        const waitSeconds = clientIds.takeIssue(request.ip);
        if (waitSeconds > 0) {
          reply.header('retry-after', String(waitSeconds));
          await sendError(
            reply,
            new ApiError(
              429,
              'TOO_MANY_CLIENTS',
              `Too many new visitors from this address: try again in ${waitSeconds} s, or keep the ${CSRF_COOKIE} cookie.`,
            ),
          );
          return;
        }
        const id = clientIds.issue();
        issuedTo.set(request, id);
        reply.setCookie(CSRF_COOKIE, id, {
          path: '/',
          sameSite: 'lax',
          secure: request.protocol === 'https',
        });
      }
      return;
    }
    if (!isApiRequest(request)) return;
    const header = request.headers[CSRF_HEADER];
    if (!hasToken || typeof header !== 'string' || !sameToken(header, token)) {
      await sendError(reply, csrfFailed());
    }
  };
}

/** Whether a Cache-Control value lets shared caches keep the answer. */
export function isPubliclyCached(cacheControl: unknown): boolean {
  const value = Array.isArray(cacheControl) ? cacheControl.join(',') : String(cacheControl ?? '');
  return /(?:^|[\s,])(?:public|s-maxage=)/i.test(value) && !/(?:^|[\s,])(?:private|no-store)/i.test(value);
}

/**
 * onSend, after @fastify/cookie's (which writes Set-Cookie in its own onSend): drops the csrftoken cookie
 * from an answer shared caches may keep. The next uncached GET sets it.
 */
export async function csrfCacheHook(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!isPubliclyCached(reply.getHeader('cache-control'))) return payload;
  const cookies = reply.getHeader('set-cookie');
  if (cookies === undefined) return payload;
  const kept = (Array.isArray(cookies) ? cookies : [String(cookies)]).filter(
    (cookie) => !cookie.startsWith(`${CSRF_COOKIE}=`),
  );
  // reply.header() appends to Set-Cookie: remove, then set what stays.
  reply.removeHeader('set-cookie');
  if (kept.length > 0) reply.header('set-cookie', kept);
  return payload;
}
