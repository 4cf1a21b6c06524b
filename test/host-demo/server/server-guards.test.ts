// @vitest-environment node
/**
 * The demo host's server as an attacker probed it: outside the API (which takes `{}` at most) and the
 * analytics collector, no path parses a request body (a 1 MB nested JSON body to a 404 held the event loop
 * 200-680 ms), and the server closes slow senders after the demo API's timeouts (docs/demo-api.md).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVER_CONNECTION_TIMEOUT_MS,
  SERVER_HEADERS_TIMEOUT_MS,
  SERVER_REQUEST_TIMEOUT_MS,
} from '../../../demo-api/src/config';
import { buildApp } from '../../../host-demo/server/app';

const MEGABYTE_NESTED = '['.repeat(500_000) + ']'.repeat(500_000);

describe('the demo host server', () => {
  let server: FastifyInstance;
  let dir: string;
  /** The body each request reached its handler with (after any parsing). */
  const bodies: unknown[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'server-guards-'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    await writeFile(path.join(dir, 'main.js'), 'console.log(1)');
    server = await buildApp({ clientDir: dir, remoteHeader: false });
    server.addHook('preHandler', async (request) => {
      bodies.push(request.body);
    });
    await server.ready();
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('parses no body outside the API and the collector: a 1 MB nested JSON body gets its 404 unread', async () => {
    for (const [method, url] of [
      ['POST', '/'],
      ['POST', '/d/ny--new-york/all-events/'],
      ['PUT', '/no-such-page/'],
      ['DELETE', '/main.js'],
    ] as const) {
      const answer = await server.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: MEGABYTE_NESTED,
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(bodies).toHaveLength(4);
    expect(bodies.every((body) => body === undefined)).toBe(true);
  });

  it('closes slow senders after the configured timeouts', () => {
    expect(server.server.headersTimeout).toBe(SERVER_HEADERS_TIMEOUT_MS);
    expect(server.server.requestTimeout).toBe(SERVER_REQUEST_TIMEOUT_MS);
    expect(server.server.timeout).toBe(SERVER_CONNECTION_TIMEOUT_MS);
  });
});
