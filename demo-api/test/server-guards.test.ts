// @vitest-environment node
/**
 * The server around the demo API (src/server-guards.ts), as host-demo's server and src/serve.ts build it:
 * - no path parses a body it does not read: a 1 MB nested JSON body to a route that reads none, or to a
 *   path nothing answers, is left unread (it was parsed, 200-680 ms of event loop, before the answer);
 * - a client that sends its headers or its body slowly is closed once the configured timeouts pass (the
 *   real values are long, so this test builds a server with short ones; the bench measures 1,000 of them).
 */
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SERVER_CONNECTION_TIMEOUT_MS,
  SERVER_HEADERS_TIMEOUT_MS,
  SERVER_REQUEST_TIMEOUT_MS,
  SERVER_TIMEOUT_CHECK_INTERVAL_MS,
} from '../src/config';
import { readNoBodies, serverTimeoutOptions } from '../src/server-guards';

const MEGABYTE_NESTED = '['.repeat(500_000) + ']'.repeat(500_000);

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A server with the guards and one route that reports what body it was given. */
async function guardedApp(timeouts: Parameters<typeof serverTimeoutOptions>[0] = {}): Promise<FastifyInstance> {
  const server = Fastify(serverTimeoutOptions(timeouts));
  readNoBodies(server);
  server.post('/reads-nothing', async (request) => ({ bodyType: typeof request.body }));
  // A route that reads its body, as the analytics collector does (a parser of its own, in its own context).
  await server.register(async (reader) => {
    reader.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
      done(null, body),
    );
    reader.post('/reads-text', async (request) => ({ length: String(request.body).length }));
  });
  return server;
}

describe('request bodies', () => {
  it('a 1 MB nested JSON body to a route that reads none is not parsed', async () => {
    app = await guardedApp();
    for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
      const answer = await app.inject({
        method: 'POST',
        url: '/reads-nothing',
        headers: { 'content-type': type },
        payload: MEGABYTE_NESTED,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ bodyType: 'undefined' });
    }
  });

  it('a 1 MB nested JSON body to a path nothing answers gets the 404 without being parsed', async () => {
    app = await guardedApp();
    let parsed: unknown = 'not called';
    app.setNotFoundHandler(async (request, reply) => {
      parsed = request.body;
      return reply.code(404).send({ error: 'Not Found' });
    });
    const answer = await app.inject({
      method: 'POST',
      url: '/nothing-here',
      headers: { 'content-type': 'application/json' },
      payload: MEGABYTE_NESTED,
    });
    expect(answer.statusCode).toBe(404);
    expect(parsed).toBeUndefined();
  });
});

describe('timeouts', () => {
  it('are the configured values on the server', async () => {
    app = await guardedApp();
    await app.ready();
    expect(app.server.headersTimeout).toBe(SERVER_HEADERS_TIMEOUT_MS);
    expect(app.server.requestTimeout).toBe(SERVER_REQUEST_TIMEOUT_MS);
    expect(app.server.timeout).toBe(SERVER_CONNECTION_TIMEOUT_MS);
    // Shorter than the 30 s fault hang would be cut; the header and request timeouts are far shorter.
    expect(SERVER_CONNECTION_TIMEOUT_MS).toBeGreaterThan(30_000);
    expect(SERVER_HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(SERVER_REQUEST_TIMEOUT_MS);
    expect(SERVER_TIMEOUT_CHECK_INTERVAL_MS).toBeLessThanOrEqual(1_000);
    // Node sets it from the createServer option; its types do not list it.
    expect((app.server as unknown as { connectionsCheckingInterval: number }).connectionsCheckingInterval).toBe(
      SERVER_TIMEOUT_CHECK_INTERVAL_MS,
    );
  });

  /** Opens a socket, writes `first`, then one byte of `drip` every 100 ms; resolves with when it was closed. */
  function slowClient(port: number, first: string, drip: string): Promise<{ closedAfterMs: number; got: string }> {
    return new Promise((resolve) => {
      const started = Date.now();
      const socket: Socket = connect(port, '127.0.0.1');
      let got = '';
      let sent = 0;
      const timer = setInterval(() => {
        if (sent < drip.length && !socket.destroyed) socket.write(drip[sent++]!);
      }, 100);
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (got += chunk));
      socket.on('connect', () => socket.write(first));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ closedAfterMs: Date.now() - started, got });
      });
    });
  }

  it('close a client that sends its headers slowly, and one that sends its body slowly', async () => {
    app = await guardedApp({ headersTimeoutMs: 400, requestTimeoutMs: 800, checkIntervalMs: 100 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // 5 s of drip each: closed long before they finish.
    const [headers, body] = await Promise.all([
      slowClient(port, 'GET / HTTP/1.1\r\n', 'x-slow: '.padEnd(50, 'a')),
      slowClient(
        port,
        'POST /reads-text HTTP/1.1\r\nhost: x\r\ncontent-type: text/plain\r\ncontent-length: 50\r\n\r\n',
        'b'.repeat(50),
      ),
    ]);
    expect(headers.closedAfterMs).toBeLessThan(3_000);
    expect(headers.got).toMatch(/^HTTP\/1\.1 408/);
    expect(body.closedAfterMs).toBeLessThan(3_000);
    expect(body.got).toMatch(/^HTTP\/1\.1 408/);
  });
});
