/**
 * Who ran a search, for trending (issue 20: once per client per day): the browser's `csrftoken` cookie
 * (csrf.ts sets a random one on its first GET), else the connection's address.
 */
import type { FastifyRequest } from 'fastify';
import { CSRF_COOKIE, isCsrfToken } from './csrf';

export function getSearchClient(request: FastifyRequest): string {
  const token = request.cookies?.[CSRF_COOKIE];
  return isCsrfToken(token) ? `cookie:${token}` : `address:${request.ip}`;
}
