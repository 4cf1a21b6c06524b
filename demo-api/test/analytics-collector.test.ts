// @vitest-environment node
import Fastify, { type FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_ANALYTICS_ENDPOINT,
  HeaderAction,
  buildEventCreateAttempt,
  buildHeaderEvent,
  createTracker,
} from '../../src/analytics';
import analyticsCollector, {
  COLLECTOR_BODY_LIMIT,
  COLLECTOR_KEEP,
  COLLECTOR_PATH,
  MAX_FIELDS,
  MAX_NAME_LENGTH,
} from '../src/analytics-collector';
import { ORGANIZER_USER } from '../../examples/header-examples';
import { expectArgumentsError, json } from './api-test-app';

const NOW = Date.parse('2026-11-22T15:00:00Z');
let app: FastifyInstance;

beforeEach(async () => {
  app = Fastify();
  await app.register(analyticsCollector, { now: () => NOW });
  await app.ready();
  return () => app.close();
});

/** The visitor these tests are: the `csrftoken` cookie a page of the server set. */
const SESSION = 'a'.repeat(32);
const OTHER_SESSION = 'b'.repeat(32);

/** As navigator.sendBeacon sends a string body from a page of the site: text/plain, with its cookie. */
const beacon = (body: string, session = SESSION, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: COLLECTOR_PATH,
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    cookies: { csrftoken: session },
    payload: body,
  });
const list = async (session: string | null = SESSION) =>
  json(
    await app.inject({
      method: 'GET',
      url: COLLECTOR_PATH,
      ...(session === null ? {} : { cookies: { csrftoken: session } }),
    }),
  ).events;
const DISCOVER = JSON.stringify({ category: 'header', action: 'Discover' });

/** What the header's tracker would beacon for `event` on `pathname`. */
function sentByTracker(event: Parameters<ReturnType<typeof createTracker>['track']>[0], pathname: string): string {
  let payload = '';
  createTracker({ sendBeacon: (_url, data) => ((payload = data), true), getPathname: () => pathname }).track(event);
  return payload;
}

describe('analytics collector: POST and GET /analytics/track (host-demo)', () => {
  it('answers at the tracker default endpoint, so beacons reach it without configuration', () => {
    expect(COLLECTOR_PATH).toBe(DEFAULT_ANALYTICS_ENDPOINT);
  });

  it('keeps what the tracker beacons (text/plain) and lists it with its fields', async () => {
    const signIn = await beacon(sentByTracker(buildHeaderEvent(HeaderAction.SignInClicked), '/'));
    expect(signIn.statusCode).toBe(201);
    await beacon(sentByTracker(buildEventCreateAttempt(ORGANIZER_USER, 'header'), '/d/ny--new-york/all-events/'));
    expect(await list()).toEqual([
      {
        id: 2,
        receivedAt: new Date(NOW).toISOString(),
        category: 'header',
        action: 'EventCreateAttempt',
        data: {
          eventCreateSource: 'AutoCreate',
          pageArea: 'header',
          hasPublish: true,
          hasPaidPublish: true,
          pageName: 'Discovery',
        },
      },
      {
        id: 1,
        receivedAt: new Date(NOW).toISOString(),
        category: 'header',
        action: 'SignInClicked',
        data: { pageName: 'Home' },
      },
    ]);
  });

  it('takes application/json too, and a label', async () => {
    const res = await app.inject({
      method: 'POST',
      url: COLLECTOR_PATH,
      cookies: { csrftoken: SESSION },
      payload: { category: 'header', action: 'Discover', label: 'mobile' },
    });
    expect(res.statusCode).toBe(201);
    expect(await list()).toMatchObject([{ action: 'Discover', label: 'mobile' }]);
  });

  it(`keeps the last ${COLLECTOR_KEEP} events, newest first`, async () => {
    for (let index = 1; index <= COLLECTOR_KEEP + 5; index += 1) {
      await beacon(JSON.stringify({ category: 'header', action: 'Discover', data: { n: index } }));
    }
    const events = await list();
    expect(events).toHaveLength(COLLECTOR_KEEP);
    expect(events[0].data.n).toBe(COLLECTOR_KEEP + 5);
    expect(events.at(-1).data.n).toBe(6);
  });

  it('is never cached: the QA panel polls it', async () => {
    const res = await app.inject({ method: 'GET', url: COLLECTOR_PATH });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['no category', { action: 'Discover' }, 'category'],
    ['an empty action', { category: 'header', action: '' }, 'action'],
    ['a category that is not a string', { category: 7, action: 'Discover' }, 'category'],
    ['a label that is not a string', { category: 'header', action: 'Discover', label: true }, 'label'],
    ['a nested field', { category: 'header', action: 'Discover', data: { page: { name: 'Home' } } }, 'data.page'],
    ['a list field', { category: 'header', action: 'Discover', data: { pages: ['Home'] } }, 'data.pages'],
    ['fields that are not an object', { category: 'header', action: 'Discover', data: ['Home'] }, 'data'],
    [
      'too many fields',
      {
        category: 'header',
        action: 'Discover',
        data: Object.fromEntries(Array.from({ length: MAX_FIELDS + 1 }, (_, i) => [`f${i}`, i])),
      },
      'data',
    ],
    ['a name that is too long', { category: 'x'.repeat(MAX_NAME_LENGTH + 1), action: 'Discover' }, 'category'],
    [
      'a text field that is too long',
      { category: 'header', action: 'Discover', data: { t: 'x'.repeat(501) } },
      'data.t',
    ],
    ['an unknown top-level field', { category: 'header', action: 'Discover', user: 'maya@example.com' }, 'user'],
  ])('rejects %s with 400 naming the field, and keeps nothing', async (_what, body, field) => {
    const res = await beacon(JSON.stringify(body));
    const messages = expectArgumentsError(res, field);
    expect(messages.length).toBeGreaterThan(0);
    expect(await list()).toEqual([]);
  });

  it('says why a long text field is refused (not just "wrong type")', async () => {
    const res = await beacon(JSON.stringify({ category: 'header', action: 'Discover', data: { t: 'x'.repeat(501) } }));
    expect(expectArgumentsError(res, 'data.t').join(' ')).toMatch(/no more than 500 characters/);
  });

  it.each([
    ['not JSON', '{category: header}'],
    ['JSON that is not an object', '["header", "Discover"]'],
    ['an empty body', ''],
  ])('rejects %s with 400', async (_what, body) => {
    const res = await beacon(body);
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toMatch(/BAD_REQUEST|ARGUMENTS_ERROR/);
    expect(await list()).toEqual([]);
  });

  it(`refuses a body over ${COLLECTOR_BODY_LIMIT} bytes with 413`, async () => {
    const res = await beacon(
      JSON.stringify({ category: 'header', action: 'Discover', label: 'x'.repeat(COLLECTOR_BODY_LIMIT) }),
    );
    expect(res.statusCode).toBe(413);
    expect(json(res).error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses other body types with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: COLLECTOR_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { csrftoken: SESSION },
      payload: 'category=header&action=Discover',
    });
    expect(res.statusCode).toBe(415);
    expect(await list()).toEqual([]);
  });
});

describe('analytics collector: same-site posts, each visitor sees its own events', () => {
  it('lists a caller only the events sent with its own cookie, and none to a caller without one', async () => {
    await beacon(JSON.stringify({ category: 'header', action: 'SignInClicked' }), SESSION);
    await beacon(DISCOVER, OTHER_SESSION);
    expect(await list(SESSION)).toMatchObject([{ action: 'SignInClicked' }]);
    expect(await list(OTHER_SESSION)).toMatchObject([{ action: 'Discover' }]);
    expect(await list('c'.repeat(32))).toEqual([]);
    expect(await list(null)).toEqual([]);
  });

  it('refuses an event sent without a visitor cookie with 403 and keeps nothing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: COLLECTOR_PATH,
      headers: { 'content-type': 'text/plain' },
      payload: DISCOVER,
    });
    expect(res.statusCode).toBe(403);
    expect(json(res).error).toBe('NO_SESSION');
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: none', { 'sec-fetch-site': 'none' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['the Origin of a sandboxed page', { origin: 'null' }],
    ['a same-site Sec-Fetch-Site with a foreign Origin', { 'sec-fetch-site': 'same-site', origin: 'http://evil.test' }],
  ])('refuses a POST with %s (403) and keeps nothing', async (_what, headers) => {
    const res = await beacon(DISCOVER, SESSION, headers);
    expect(res.statusCode).toBe(403);
    expect(json(res).error).toBe('CROSS_SITE');
    expect(await list()).toEqual([]);
  });

  it("takes a beacon from the server's own pages (Origin of the host asked, or the public origin)", async () => {
    const sameOrigin = await beacon(DISCOVER, SESSION, {
      host: 'demo.test:3000',
      origin: 'http://demo.test:3000',
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.statusCode).toBe(201);
    await app.close();
    app = Fastify();
    await app.register(analyticsCollector, { now: () => NOW, publicOrigin: 'https://events.example' });
    const publicOrigin = await beacon(DISCOVER, SESSION, { origin: 'https://events.example' });
    expect(publicOrigin.statusCode).toBe(201);
  });
});
