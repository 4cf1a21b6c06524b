/**
 * What every server the demo API runs in (host-demo's, and src/serve.ts alone) sets up before any route:
 * timeouts that close a client sending its request slowly, and no body parsing where nothing reads a body.
 * Found by probing the demo server as an attacker: a 1 MB nested JSON body to any path (404s included) was
 * parsed before routing answered, holding the event loop 200-680 ms, and 1,000 slow senders were all kept open.
 */
import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import {
  SERVER_CONNECTION_TIMEOUT_MS,
  SERVER_HEADERS_TIMEOUT_MS,
  SERVER_REQUEST_TIMEOUT_MS,
  SERVER_TIMEOUT_CHECK_INTERVAL_MS,
} from './config';

export interface ServerTimeouts {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  connectionTimeoutMs: number;
  checkIntervalMs: number;
}

/** The values of src/config.ts (docs/demo-api.md names them); a test may pass shorter ones. */
const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersTimeoutMs: SERVER_HEADERS_TIMEOUT_MS,
  requestTimeoutMs: SERVER_REQUEST_TIMEOUT_MS,
  connectionTimeoutMs: SERVER_CONNECTION_TIMEOUT_MS,
  checkIntervalMs: SERVER_TIMEOUT_CHECK_INTERVAL_MS,
};

/** Fastify's options for the timeouts: `Fastify({ ...serverTimeoutOptions(), logger })`. */
export function serverTimeoutOptions(overrides: Partial<ServerTimeouts> = {}): FastifyHttpOptions<Server> {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...overrides };
  return {
    connectionTimeout: timeouts.connectionTimeoutMs,
    requestTimeout: timeouts.requestTimeoutMs,
    http: {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  };
}

/**
 * No path parses a body it does not read: the server's own JSON and text parsers (1 MB each by default)
 * are replaced by one that leaves the body unread, so a page, a file or a 404 answers without looking at it
 * (Node drops what is left of it). Call before registering plugins: the demo API and the analytics
 * collector set their own, small, parsers in their own contexts, and a proxied route (the Next.js host)
 * gets the body as it came.
 */
export function readNoBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}
