// @vitest-environment node
/**
 * The demo API's request guards:
 * - CSRF is checked on the path the router sees, for every unsafe method: no spelling of an API path
 *   (percent-encoded, doubled slashes, other case, dot segments, trailing dots) reaches a handler
 *   without the token.
 * - Endpoints that read no body accept none: a body longer than API_BODY_MAX_BYTES is refused from its
 *   `Content-Length` before a byte of it is read, a chunked one is cut at the limit, and none is ever
 *   parsed. The one body that is read (the analytics collector's) is size- and depth-limited before
 *   JSON.parse.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ATTENDEE_USER } from '../../examples/header-examples';
import { COLLECTOR_BODY_LIMIT, COLLECTOR_PATH } from '../src/analytics-collector';
import { exceedsJsonDepth } from '../src/api/json-depth';
import { API_BODY_MAX_BYTES, COLLECTOR_BODY_MAX_DEPTH } from '../src/config';
import { analyticsCollector, apiPlugin, getCatalogue } from '../src/index';
import { json } from './api-test-app';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = Fastify();
  await app.register(apiPlugin, { warmUp: false });
  await app.register(analyticsCollector);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  getCatalogue(new Date()).warmUp();
}, 300_000);
afterAll(() => app.close());

const EVENT_ID = '100000001';
const TOKEN = 'c'.repeat(32);
const withToken = { cookies: { csrftoken: TOKEN }, headers: { 'x-csrftoken': TOKEN } };
/** A body of nested arrays, `bytes` long: JSON.parse would build a structure `bytes / 2` deep. */
const nested = (bytes: number) => '['.repeat(bytes / 2) + ']'.repeat(bytes / 2);
const MEGABYTE_NESTED = nested(1_000_000);

const savedCount = async (persona: string) =>
  json(await app.inject({ url: `/api/v3/users/me/?persona=${persona}` })).numSavedEvents as number;

/** One request over a real socket, the path sent exactly as given (no client-side URL clean-up). */
function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: { write: string; end: boolean },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        // A request whose body was never sent stays open otherwise, and holds the server's close.
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: text });
      });
    });
    req.on('error', reject);
    if (body) req.write(body.write);
    if (!body || body.end) req.end();
  });
}

describe('CSRF on the routed path', () => {
  const spellings = [
    `/%61pi/v3/events/${EVENT_ID}/saves/`,
    `/ap%69/v3/events/${EVENT_ID}/saves/`,
    `/%2561pi/v3/events/${EVENT_ID}/saves/`,
    `/api/v3/events/${EVENT_ID}/s%61ves/`,
    `/%2Fapi/v3/events/${EVENT_ID}/saves/`,
    `/api%2Fv3%2Fevents%2F${EVENT_ID}%2Fsaves%2F`,
    `//api/v3/events/${EVENT_ID}/saves/`,
    `/api//v3/events/${EVENT_ID}/saves/`,
    `/API/v3/events/${EVENT_ID}/saves/`,
    `/Api/V3/events/${EVENT_ID}/saves/`,
    `/api./v3/events/${EVENT_ID}/saves/`,
    `/api/v3/events/${EVENT_ID}/saves/.`,
    `/api/v3/events/${EVENT_ID}/saves/%2e`,
    `/./api/v3/events/${EVENT_ID}/saves/`,
    `/x/../api/v3/events/${EVENT_ID}/saves/`,
    `/x/%2e%2e/api/v3/events/${EVENT_ID}/saves/`,
    `/home/%61pi/geo/place_from_request/`,
  ];

  it.each(spellings)('POST %s without a token is refused and saves nothing', async (url) => {
    const before = await savedCount('attendee');
    const res = await app.inject({ method: 'POST', url, cookies: { demo_persona: 'attendee' } });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({ error: 'CSRF_FAILED' });
    expect(await savedCount('attendee')).toBe(before);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    '%s to the routed path without a token is refused over a real socket too',
    async (method) => {
      for (const path of [`/%61pi/v3/events/${EVENT_ID}/saves/`, `//api/v3/events/${EVENT_ID}/saves/`]) {
        const res = await rawRequest(method, path, { cookie: 'demo_persona=attendee' });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(JSON.parse(res.body)).toMatchObject({ error: 'CSRF_FAILED' });
      }
    },
  );

  it('with the token, the encoded spelling the router takes for the API works like the plain one', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/%61pi/v3/events/100000002/saves/`,
      cookies: { ...withToken.cookies, demo_persona: 'staff' },
      headers: withToken.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ saved: true });
  });
});

describe('request bodies', () => {
  it(`refuses a 1 MB nested JSON body to any /api/ path before parsing it (413), token or not`, async () => {
    const parse = vi.spyOn(JSON, 'parse');
    for (const [method, url] of [
      ['POST', `/api/v3/events/${EVENT_ID}/saves/`],
      ['POST', '/api/v3/trending/?location=online'],
      ['GET', '/api/v3/trending/?location=online'],
      ['DELETE', `/%61pi/v3/events/${EVENT_ID}/saves/`],
      ['POST', '/api/v3/no-such-endpoint/'],
      ['PUT', '/home/api/geo/place_from_request/'],
      ['POST', '/API/v3/anything/'],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        payload: MEGABYTE_NESTED,
        cookies: { ...withToken.cookies, demo_persona: 'attendee' },
        headers: { ...withToken.headers, 'content-type': 'application/json' },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(413);
      expect(json(res)).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
    }
    // JSON.parse read the (short) error answers only, never a body.
    expect(parse.mock.calls.some(([text]) => typeof text === 'string' && text.length > 1000)).toBe(false);
  });

  it('answers 413 from the Content-Length alone, before a byte of the body is sent', async () => {
    // Headers only: the body never comes. An answer proves nothing waited for (or read) it.
    const res = await rawRequest(
      'POST',
      `/api/v3/events/${EVENT_ID}/saves/`,
      {
        cookie: `csrftoken=${TOKEN}; demo_persona=attendee`,
        'x-csrftoken': TOKEN,
        'content-type': 'application/json',
        'content-length': String(MEGABYTE_NESTED.length),
      },
      { write: '', end: false },
    );
    expect(res.status).toBe(413);
  });

  it(`cuts a chunked body at ${API_BODY_MAX_BYTES} bytes and saves nothing`, async () => {
    const before = await savedCount('attendee');
    const res = await rawRequest(
      'POST',
      `/api/v3/events/${EVENT_ID}/saves/`,
      {
        cookie: `csrftoken=${TOKEN}; demo_persona=attendee`,
        'x-csrftoken': TOKEN,
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      },
      { write: MEGABYTE_NESTED.slice(0, 64 * 1024), end: true },
    );
    expect(res.status).toBe(413);
    expect(await savedCount('attendee')).toBe(before);
  });

  it('still takes no body, an empty one or `{}` (what clients send), and refuses any other', async () => {
    const save = (payload: string | undefined) =>
      app.inject({
        method: 'POST',
        url: `/api/v3/events/100000003/saves/`,
        cookies: { ...withToken.cookies, demo_persona: 'attendee' },
        headers: { ...withToken.headers, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      });
    for (const payload of [undefined, '', '{}', ' { } ']) expect((await save(payload)).statusCode).toBe(200);
    expect((await save('{"a":1}')).statusCode).toBe(400);
    expect((await save('[[[[[[[[]]]]]]]]')).statusCode).toBe(400);
    expect(await savedCount('attendee')).toBe(ATTENDEE_USER.numSavedEvents + 1);
  });

  it(`the analytics collector refuses JSON deeper than ${COLLECTOR_BODY_MAX_DEPTH} before parsing it`, async () => {
    const parse = vi.spyOn(JSON, 'parse');
    const body = `{"category":"header","action":"Discover","data":${nested(COLLECTOR_BODY_LIMIT - 100)}}`;
    const res = await app.inject({
      method: 'POST',
      url: COLLECTOR_PATH,
      headers: { 'content-type': 'text/plain' },
      cookies: withToken.cookies,
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).error_description).toContain(`deeper than ${COLLECTOR_BODY_MAX_DEPTH}`);
    expect(parse).not.toHaveBeenCalledWith(body);
    const big = await app.inject({
      method: 'POST',
      url: COLLECTOR_PATH,
      headers: { 'content-type': 'text/plain' },
      cookies: withToken.cookies,
      payload: MEGABYTE_NESTED,
    });
    expect(big.statusCode).toBe(413);
  });
});

describe('exceedsJsonDepth', () => {
  it('counts brackets outside strings only', () => {
    expect(exceedsJsonDepth('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(exceedsJsonDepth('{"a":{"b":[[1]]}}', 3)).toBe(true);
    expect(exceedsJsonDepth('{"a":"[[[[{{{{\\"[["}', 1)).toBe(false);
    expect(exceedsJsonDepth(MEGABYTE_NESTED, 3)).toBe(true);
  });
});
