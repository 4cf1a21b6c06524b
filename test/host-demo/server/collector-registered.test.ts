// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTOR_PATH } from '@global-header/demo-api';
import { HeaderAction, buildHeaderEvent, createTracker } from '../../../src/analytics';
import { buildApp } from '../../../host-demo/server/app';

/** What the header's tracker would beacon for `event` on `pathname`. */
function sentByTracker(event: Parameters<ReturnType<typeof createTracker>['track']>[0], pathname: string): string {
  let payload = '';
  createTracker({ sendBeacon: (_url, data) => ((payload = data), true), getPathname: () => pathname }).track(event);
  return payload;
}

describe('the demo server with the collector registered', () => {
  let server: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'collector-test-'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    server = await buildApp({ clientDir: dir });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('takes a beacon without a CSRF header (beacons cannot send headers) and lists it to its visitor only', async () => {
    // The visitor's cookie, as a page of the server sets it.
    const page = await server.inject({ method: 'GET', url: '/' });
    const csrftoken = page.cookies.find((cookie) => cookie.name === 'csrftoken')!.value;
    const posted = await server.inject({
      method: 'POST',
      url: COLLECTOR_PATH,
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        origin: 'http://127.0.0.1:3000',
        'sec-fetch-site': 'same-origin',
      },
      cookies: { csrftoken },
      payload: sentByTracker(buildHeaderEvent(HeaderAction.SignInClicked), '/'),
    });
    expect(posted.statusCode).toBe(201);
    const listed = await server.inject({ method: 'GET', url: COLLECTOR_PATH, cookies: { csrftoken } });
    expect(listed.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(listed.body).events).toMatchObject([{ category: 'header', action: 'SignInClicked' }]);
    const someoneElse = await server.inject({ method: 'GET', url: COLLECTOR_PATH });
    expect(JSON.parse(someoneElse.body).events).toEqual([]);
  }, 120_000);

  it("refuses a cross-site POST (a page of another site driving the visitor's browser)", async () => {
    const posted = await server.inject({
      method: 'POST',
      url: COLLECTOR_PATH,
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      cookies: { csrftoken: 'a'.repeat(32) },
      payload: sentByTracker(buildHeaderEvent(HeaderAction.SignInClicked), '/'),
    });
    expect(posted.statusCode).toBe(403);
  }, 120_000);
});
