// @vitest-environment node
/**
 * Hygiene of the demo API: `nosniff` on every answer, the `csrftoken` cookie `Secure` on HTTPS
 * and never on a publicly cached answer, the fault switch only in QA mode, no 500 for a `__proto__` key,
 * and number arguments read in linear time.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsCollector, apiPlugin, getCatalogue } from '../src/index';
import { COLLECTOR_PATH } from '../src/analytics-collector';
import { createTestApp, expectArgumentsError, type TestApp } from './api-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ trustProxy: true });
  await app.register(apiPlugin, { warmUp: false });
  await app.register(analyticsCollector);
  app.get('/page/', async (_request, reply) => reply.header('cache-control', 'no-cache').type('text/html').send('<p>'));
  app.get('/asset.js', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=31536000, immutable').type('text/javascript').send('1'),
  );
  await app.ready();
  // Places and catalogue are built on first use (seconds on a busy machine): not in the first test.
  getCatalogue(new Date()).warmUp();
}, 300_000);
afterAll(() => app.close());

const csrfCookie = (response: { cookies: Array<{ name: string; secure?: boolean }> }) =>
  response.cookies.find((cookie) => cookie.name === 'csrftoken');

describe('demo API hygiene', () => {
  it('sends nosniff on every answer: API, pages, files and misses', async () => {
    for (const url of ['/api/v3/trending/?location=online', '/page/', '/asset.js', '/api/v3/nope/', '/nothing']) {
      expect((await app.inject(url)).headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('sets csrftoken on uncached answers, Secure on HTTPS only, and never on a publicly cached one', async () => {
    const plain = csrfCookie(await app.inject('/page/'));
    expect(plain).toBeDefined();
    expect(plain?.secure).toBeFalsy();
    const https = await app.inject({ url: '/page/', headers: { 'x-forwarded-proto': 'https' } });
    expect(csrfCookie(https)).toMatchObject({ secure: true });
    const asset = await app.inject('/asset.js');
    expect(asset.statusCode).toBe(200);
    expect(csrfCookie(asset)).toBeUndefined();
  });

  it('ignores the fault switch outside QA mode: nobody breaks the API for others', async () => {
    const url = '/home/api/geo/place_from_slug/?slug=ny--new-york';
    expect((await app.inject(`${url}&__fault=500`)).statusCode).toBe(200);
    expect((await app.inject({ url, cookies: { demo_fault: '500' } })).statusCode).toBe(200);
  });

  it('answers a `__proto__` key with the argument error, not a 500', async () => {
    const collector = await app.inject({
      method: 'POST',
      url: COLLECTOR_PATH,
      headers: { 'content-type': 'application/json' },
      cookies: { csrftoken: 'a'.repeat(32) },
      payload: '{"__proto__":1,"category":"header","action":"SignInClicked"}',
    });
    expect(collector.statusCode).toBe(400);
    expectArgumentsError(collector, '__proto__');
    const api = await app.inject('/home/api/geo/place_from_coordinates/?latitude=1&longitude=2&__proto__=x');
    expect(api.statusCode).toBeLessThan(500);
  });
});

describe('number arguments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 300_000);
  afterAll(() => t.app.close());

  it('reject a 16k-digit latitude as a number error without backtracking over it', async () => {
    const latitude = `${'1'.repeat(16_000)}x`;
    const started = performance.now();
    const res = await t.app.inject(`/home/api/geo/place_from_coordinates/?latitude=${latitude}&longitude=2`);
    // The quadratic pattern took 670 ms on this input; linear takes well under a millisecond.
    expect(performance.now() - started).toBeLessThan(100);
    expect(expectArgumentsError(res, 'latitude')).toEqual(['A valid number is required.']);
  });
});
