/**
 * CSRF as the marketplace does it: the server sets a random `csrftoken` cookie on GETs (API or
 * page) that lack one; the client copies it into the X-CSRFToken header (spec 7: "CSRF headers
 * (token from a cookie)"). A non-GET call to the API without a matching header gets 403.
 * The cookie is `Secure` on HTTPS and never rides on a publicly cached answer (a shared cache would
 * hand one visitor's token to every other: csrfCacheHook takes it off).
 */
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { csrfFailed, sendError } from './errors';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
export const API_PATH_PREFIXES = ['/api/', '/home/api/'] as const;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN_PATTERN = /^[A-Za-z0-9]{32,64}$/;

/** A token csrf.ts could have set (also the trending client id, search-client.ts). */
export function isCsrfToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token);
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export async function csrfHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies?.[CSRF_COOKIE];
  const hasToken = isCsrfToken(token);
  if (SAFE_METHODS.has(request.method)) {
    if (!hasToken && request.method === 'GET') {
      // 32 hex digits (122 random bits) from randomUUID, which draws its entropy in batches: randomBytes
      // cost a system call per cookie-less request, 5% of a first-time autocomplete (issue 20).
      reply.setCookie(CSRF_COOKIE, randomUUID().replaceAll('-', ''), {
        path: '/',
        sameSite: 'lax',
        secure: request.protocol === 'https',
      });
    }
    return;
  }
  const pathname = request.url.split('?')[0] ?? '';
  if (!API_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return;
  const header = request.headers[CSRF_HEADER];
  if (!hasToken || typeof header !== 'string' || !sameToken(header, token)) {
    await sendError(reply, csrfFailed());
  }
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
