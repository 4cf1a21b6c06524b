// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MAX_ITEMS } from '../../src/config';
import { resolveDateRange } from '../../src/taxonomy';
import { getPlaceDb } from '../src/data/places';
import { AUTOCOMPLETE_EVENT_LIMIT } from '../src/api/autocomplete';
import { MALFORMED_BODY } from '../src/api/faults';
import { PLACE_SUGGESTIONS_MAX } from '../src/api/place-suggestions';
import { TRENDING_WINDOW_MS } from '../src/api/search-log';
import { ATTENDEE_USER } from '../../examples/header-examples';
import {
  createTestApp,
  expectArgumentsError,
  json,
  newVisitor,
  visitorAddress,
  type TestApp,
  type Visitor,
} from './api-test-app';

const db = getPlaceDb();
const SF = db.getBySlug('ca--san-francisco')!;
const LONDON = db.getBySlug('united-kingdom--london')!;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t.app.close());

const get = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, cookies });

/**
 * Visitor `i`, with the `csrftoken` cookie the server issued it, from an address of its own: trending counts
 * a text once per visitor and day, and only ids the server issued, a few per address.
 */
const visitors = new Map<number, Visitor>();
async function visit(i: number, url: string) {
  let visitor = visitors.get(i);
  if (!visitor) visitors.set(i, (visitor = await newVisitor(t.app, visitorAddress(i))));
  return t.app.inject({ method: 'GET', url, cookies: visitor.cookies, remoteAddress: visitor.remoteAddress });
}

describe('GET /api/v3/destination/search/autocomplete/ (product API calls)', () => {
  const path = '/api/v3/destination/search/autocomplete/';

  it('suggests at most SEARCH_MAX_ITEMS queries that match the typed text', async () => {
    const res = await get(
      `${path}?q=jaz&place_id=${SF.id}&completion_types=event,query&expand.destination_event=primary_venue,image`,
    );
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.query.length).toBeGreaterThan(0);
    expect(body.query.length).toBeLessThanOrEqual(SEARCH_MAX_ITEMS);
    expect(body.query.every((s: string) => /\bjaz/i.test(s))).toBe(true);
    expect(new Set(body.query).size).toBe(body.query.length);
  });

  it('returns events nearby first, with the primary_venue and image expansions', async () => {
    const body = json(
      await get(
        `${path}?q=music&place_id=${SF.id}&completion_types=event,query&expand.destination_event=primary_venue,image`,
      ),
    );
    expect(body.events.length).toBe(AUTOCOMPLETE_EVENT_LIMIT);
    const first = body.events[0];
    // In the San Francisco search box (its own box, at least the spec default box around it).
    const box = db.searchBox(SF);
    const { latitude, longitude } = first.primary_venue?.address ?? db.getById(first.place_id)!;
    expect(latitude).toBeGreaterThanOrEqual(box.sw.lat);
    expect(latitude).toBeLessThanOrEqual(box.ne.lat);
    expect(longitude).toBeGreaterThanOrEqual(box.sw.lng);
    expect(longitude).toBeLessThanOrEqual(box.ne.lng);
    expect(
      first.primary_venue === null || typeof first.primary_venue.address.localized_address_display === 'string',
    ).toBe(true);
    expect(first.image.url).toMatch(/^\/demo-images\/[a-z-]+-\d+\.svg$/);
    const plain = json(await get(`${path}?q=jaz&place_id=${SF.id}&completion_types=event`));
    expect(plain.events[0].image).toBeUndefined();
    expect(plain.events[0].primary_venue).toBeUndefined();
    expect(plain.query).toEqual([]);
  });

  it('ranks for the place: the same text gives different events in London and San Francisco', async () => {
    const sf = json(await get(`${path}?q=yoga&place_id=${SF.id}&completion_types=event`));
    const london = json(
      await get(`${path}?q=yoga&latitude=${LONDON.latitude}&longitude=${LONDON.longitude}&completion_types=event`),
    );
    expect(db.countryOf(db.getById(london.events[0].place_id)!)?.countryCode).toBe('GB');
    expect(db.countryOf(db.getById(sf.events[0].place_id)!)?.countryCode).toBe('US');
  });

  it('accepts expand=destination_event=... as well', async () => {
    const body = json(await get(`${path}?q=jaz&completion_types=event&expand=destination_event%3Dimage`));
    expect(body.events[0].image).toBeDefined();
    expect(body.events[0].primary_venue).toBeUndefined();
  });

  it.each([
    ['', 'q'],
    ['?q=', 'q'],
    ['?q=%20%20', 'q'],
    ['?q=a&q=b', 'q'],
    ['?q=jazz&completion_types=venue', 'completion_types'],
    ['?q=jazz&expand.destination_event=tickets', 'expand.destination_event'],
    ['?q=jazz&expand=organizer%3Dname', 'expand'],
    ['?q=jazz&place_id=nope', 'place_id'],
    ['?q=jazz&latitude=91&longitude=0', 'latitude'],
    ['?q=jazz&latitude=40', 'longitude'],
    ['?q=jazz&latitude=abc&longitude=1', 'latitude'],
  ])('rejects %s with 400 naming %s', async (query, arg) => {
    expectArgumentsError(await get(`${path}${query}`), arg);
  });
});

describe('GET /api/v3/trending/ (product API calls)', () => {
  const path = '/api/v3/trending/';
  const terms = async (slug: string) =>
    json(await get(`${path}?location=${slug}&timeframe=week`)).trending.trending_searches.map(
      (s: { term: string }) => s.term,
    );

  it('answers the week timeframe with seeded searches on a fresh start', async () => {
    const body = json(await get(`${path}?location=ca--san-francisco&timeframe=week`));
    expect(body.trending.active_timeframe).toBe('week');
    expect(body.trending.trending_searches.length).toBeGreaterThan(0);
    expect(body.trending.trending_searches.every((s: { term: unknown }) => typeof s.term === 'string')).toBe(true);
  });

  it('rises with the searches people run in that place, and forgets them after a week', async () => {
    const place = db.getBySlug('tx--austin')!;
    expect(await terms('tx--austin')).not.toContain('kombucha brewing');
    for (let i = 0; i < 20; i += 1) {
      const res = await visit(i, `/api/v3/events/search/?place_id=${place.id}&q=kombucha%20brewing`);
      expect(res.statusCode).toBe(200);
    }
    expect((await terms('tx--austin'))[0]).toBe('kombucha brewing');
    // Searches count for the region and country too, not for other cities.
    expect(await terms('united-states--texas')).toContain('kombucha brewing');
    expect(await terms('ca--san-francisco')).not.toContain('kombucha brewing');
    t.clock.now += TRENDING_WINDOW_MS + 60_000;
    try {
      expect(await terms('tx--austin')).not.toContain('kombucha brewing');
    } finally {
      t.clock.now -= TRENDING_WINDOW_MS + 60_000;
    }
  });

  it('records autocomplete text but not the prefixes typed on the way', async () => {
    const place = db.getBySlug('wa--seattle')!;
    for (let i = 0; i < 30; i += 1) {
      for (const q of ['ce', 'cer', 'cera', 'ceramics'])
        await visit(i, `/api/v3/destination/search/autocomplete/?q=${q}&place_id=${place.id}`);
    }
    const list = await terms('wa--seattle');
    expect(list).toContain('ceramics');
    expect(list).not.toContain('cer');
  });

  it('has an online pseudo-place whose trends come from online searches', async () => {
    expect((await terms('online')).length).toBeGreaterThan(0);
    for (let i = 0; i < 10; i += 1) await visit(i, '/api/v3/events/search/?online=true&q=virtual%20choir');
    expect((await terms('online'))[0]).toBe('virtual choir');
  });

  it.each([
    ['', 'location'],
    ['?location=', 'location'],
    ['?location=atlantis', 'location'],
    ['?location=ny--new-york&timeframe=month', 'timeframe'],
  ])('rejects %s with 400 naming %s', async (query, arg) => {
    expectArgumentsError(await get(`${path}${query}`), arg);
  });
});

describe('geo endpoints (product API calls)', () => {
  it('guesses the place from the Accept-Language region, else New York', async () => {
    const slugOf = async (lang?: string) =>
      json(await get('/home/api/geo/place_from_request/', lang ? { 'accept-language': lang } : {})).place.location_slug;
    expect(await slugOf('en-GB,en;q=0.8')).toBe('united-kingdom--london');
    expect(await slugOf('en-CA')).toBe('on--toronto');
    expect(await slugOf('de-DE,de;q=0.9')).toBe('germany--berlin');
    expect(await slugOf('fr;q=0.9, pt-BR;q=0.8')).toBe('brazil--sao-paulo');
    expect(await slugOf('en')).toBe('ny--new-york');
    expect(await slugOf()).toBe('ny--new-york');
  });

  it('resolves a known place id to the server Place, an unknown well-formed id to a viewport', async () => {
    const known = json(
      await get(
        `/home/api/geo/place_from_google_place_id/?googlePlaceId=${SF.id}&excludeNeighborhoods=true&enableNeighborhoodsAndBoroughs=false`,
      ),
    );
    expect(known.place).toMatchObject({ id: SF.id, location_slug: 'ca--san-francisco', place_type: 'locality' });
    const unknown = json(
      await get('/home/api/geo/place_from_google_place_id/?googlePlaceId=ChIJIQBpAG2ahYAR_6128GcTUEo'),
    );
    expect(unknown.place).toBeUndefined();
    expect(unknown.viewport_northeast.lat).toBeGreaterThan(unknown.viewport_southwest.lat);
    expect(unknown.latitude).toBeGreaterThan(unknown.viewport_southwest.lat);
    expect(unknown.latitude).toBeLessThan(unknown.viewport_northeast.lat);
    const again = json(
      await get('/home/api/geo/place_from_google_place_id/?googlePlaceId=ChIJIQBpAG2ahYAR_6128GcTUEo'),
    );
    expect(again).toEqual(unknown);
  });

  it.each([
    ['', 'googlePlaceId'],
    ['?googlePlaceId=has%20space', 'googlePlaceId'],
    [`?googlePlaceId=${'x'.repeat(301)}`, 'googlePlaceId'],
    ['?googlePlaceId=abc&excludeNeighborhoods=maybe', 'excludeNeighborhoods'],
    ['?googlePlaceId=abc&enableNeighborhoodsAndBoroughs=2', 'enableNeighborhoodsAndBoroughs'],
  ])('place_from_google_place_id rejects %s naming %s', async (query, arg) => {
    expectArgumentsError(await get(`/home/api/geo/place_from_google_place_id/${query}`), arg);
  });

  it('resolves coordinates to the nearest locality, or null far from any', async () => {
    const zurich = json(
      await get('/home/api/geo/place_from_coordinates/?latitude=47.37&longitude=8.54&excludeNeighborhoods=true'),
    );
    expect(zurich.place.location_slug).toBe('switzerland--zurich');
    expect(zurich.place.localizations.default.locality.full_name).toBe('Zürich');
    const ocean = json(await get('/home/api/geo/place_from_coordinates/?latitude=-45&longitude=-130'));
    expect(ocean.place).toBeNull();
  });

  it.each([
    ['', 'latitude'],
    ['?latitude=10', 'longitude'],
    ['?latitude=10&longitude=181', 'longitude'],
    ['?latitude=1e999&longitude=1', 'latitude'],
    ['?latitude=0x10&longitude=1', 'latitude'],
    ['?latitude=1&longitude=1&excludeNeighborhoods=yes', 'excludeNeighborhoods'],
  ])('place_from_coordinates rejects %s naming %s', async (query, arg) => {
    expectArgumentsError(await get(`/home/api/geo/place_from_coordinates/${query}`), arg);
  });

  it('suggests places in the map-service shape (product entities), accent-insensitive', async () => {
    const body = json(await get('/home/api/geo/place_suggestions/?input=zur'));
    expect(body.predictions.length).toBeGreaterThan(0);
    expect(body.predictions.length).toBeLessThanOrEqual(PLACE_SUGGESTIONS_MAX);
    expect(body.predictions[0]).toEqual({
      content: 'Zürich',
      secondaryContent: 'Zurich, Switzerland',
      placeType: 'locality',
      value: db.getBySlug('switzerland--zurich')!.id,
      currentPlace: 'Zürich',
      currentPlaceParent: 'Zurich, Switzerland',
      country: 'Switzerland',
    });
  });

  it('biases suggestions to the given coordinates and filters by types', async () => {
    const near = json(await get('/home/api/geo/place_suggestions/?input=lon&latitude=42.98&longitude=-81.25'));
    expect(near.predictions[0].content).toBe('London');
    expect(near.predictions[0].currentPlaceParent).toBe('Ontario, Canada');
    const countries = json(await get('/home/api/geo/place_suggestions/?input=united&types=country'));
    expect(countries.predictions.map((p: { placeType: string }) => p.placeType)).toEqual(
      countries.predictions.map(() => 'country'),
    );
    const regions = json(await get('/home/api/geo/place_suggestions/?input=cal&types=administrative_area_level_1'));
    expect(regions.predictions[0].content).toBe('California');
    expect(json(await get('/home/api/geo/place_suggestions/?input=')).predictions).toEqual([]);
    expect(json(await get('/home/api/geo/place_suggestions/?input=lon&types=neighborhood')).predictions).toEqual([]);
  });

  it.each([
    ['', 'input'],
    ['?input=a&types=(planets)', 'types'],
    ['?input=a&latitude=10', 'longitude'],
    [`?input=${'a'.repeat(201)}`, 'input'],
  ])('place_suggestions rejects %s naming %s', async (query, arg) => {
    expectArgumentsError(await get(`/home/api/geo/place_suggestions/${query}`), arg);
  });
});

describe('GET /api/v3/events/search/', () => {
  const path = '/api/v3/events/search/';

  it('pages through the events of a place, in start order, none already ended', async () => {
    const body = json(await get(`${path}?place_id=${SF.id}&page_size=5`));
    expect(body.events).toHaveLength(5);
    expect(body.pagination).toMatchObject({ page: 1, page_size: 5 });
    expect(body.pagination.page_count).toBe(Math.ceil(body.pagination.object_count / 5));
    const starts = body.events.map((e: { start_utc: string }) => Date.parse(e.start_utc));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(body.events.every((e: { end_utc: string }) => Date.parse(e.end_utc) > t.clock.now)).toBe(true);
    const page2 = json(await get(`${path}?place_id=${SF.id}&page_size=5&page=2`));
    expect(page2.events[0].id).not.toBe(body.events[0].id);
  });

  it('filters by category, subcategories, format, price and online', async () => {
    const music = json(
      await get(`${path}?place_id=${SF.id}&category=music&price=free&format=performances&page_size=100`),
    );
    expect(music.events.length).toBeGreaterThan(0);
    for (const e of music.events) {
      expect(e.category.slug).toBe('music');
      expect(e.is_free).toBe(true);
      expect(e.format.plural_slug).toBe('performances');
    }
    const jazz = json(await get(`${path}?subcategories=3003,SubCategory/3005&page_size=100`));
    expect(
      jazz.events.every((e: { subcategory: { id: string } }) =>
        ['SubCategory/3003', 'SubCategory/3005'].includes(e.subcategory.id),
      ),
    ).toBe(true);
    const online = json(await get(`${path}?online=true&page_size=100`));
    expect(online.events.every((e: { is_online_event: boolean }) => e.is_online_event)).toBe(true);
    const inPlace = json(await get(`${path}?place_id=${SF.id}&page_size=100`));
    expect(inPlace.events.some((e: { is_online_event: boolean }) => e.is_online_event)).toBe(false);
  });

  it('resolves date slugs in the place time zone (domain core date ranges)', async () => {
    const body = json(await get(`${path}?place_id=${LONDON.id}&date=next-week&page_size=100`));
    const range = resolveDateRange('next-week', { now: new Date(t.clock.now), timeZone: 'Europe/London' });
    if (!range.ok) throw new Error(range.reason);
    expect(body.pagination.object_count).toBeGreaterThan(0);
    for (const e of body.events) {
      expect(Date.parse(e.start_utc)).toBeLessThan(range.value.end.epochMs);
      expect(Date.parse(e.end_utc)).toBeGreaterThan(range.value.start.epochMs);
    }
  });

  it('filters by bbox and by a region', async () => {
    const box = `${SF.longitude - 0.2},${SF.latitude - 0.2},${SF.longitude + 0.2},${SF.latitude + 0.2}`;
    const inBox = json(await get(`${path}?bbox=${box}&page_size=100`));
    expect(inBox.pagination.object_count).toBeGreaterThan(0);
    for (const e of inBox.events) {
      expect(Math.abs(e.primary_venue.address.latitude - SF.latitude)).toBeLessThanOrEqual(0.2);
    }
    const texas = db.getBySlug('united-states--texas')!;
    const region = json(await get(`${path}?place_id=${texas.id}&page_size=100`));
    expect(region.events.every((e: { place_id: string }) => db.isWithin(db.getById(e.place_id)!, texas))).toBe(true);
  });

  it('searches text with typos', async () => {
    const body = json(await get(`${path}?q=photografy&page_size=50`));
    expect(
      body.events.some((e: { subcategory: { title: string } | null }) => e.subcategory?.title === 'Photography'),
    ).toBe(true);
  });

  it.each([
    ['?place_id=0', 'place_id'],
    ['?bbox=1,2,3', 'bbox'],
    ['?bbox=0,10,1,5', 'bbox'],
    ['?category=jazz', 'category'],
    ['?subcategories=3003,99999', 'subcategories'],
    ['?format=picnics', 'format'],
    ['?price=cheap', 'price'],
    ['?date=someday', 'date'],
    ['?date=2026-02-30', 'date'],
    ['?page=0', 'page'],
    ['?page=1.5', 'page'],
    ['?page_size=101', 'page_size'],
    ['?online=perhaps', 'online'],
  ])('rejects %s with 400 naming %s', async (query, arg) => {
    expectArgumentsError(await get(`${path}${query}`), arg);
  });
});

describe('saves, the signed-in persona and CSRF', () => {
  async function csrf(): Promise<string> {
    const res = await get('/home/api/geo/place_from_request/');
    const cookie = res.cookies.find((c) => c.name === 'csrftoken');
    // 32 random hex digits and 32 of their HMAC under the server's secret (search-client.ts).
    expect(cookie?.value).toMatch(/^[a-f0-9]{64}$/);
    return cookie!.value;
  }
  const eventId = '100000001';

  it('sets a csrftoken cookie on a GET and keeps a valid one', async () => {
    const token = await csrf();
    const again = await get('/home/api/geo/place_from_request/', {}, { csrftoken: token });
    expect(again.cookies.find((c) => c.name === 'csrftoken')).toBeUndefined();
  });

  it('refuses a save without a matching X-CSRFToken header (403 with the error body)', async () => {
    const token = await csrf();
    for (const headers of [{}, { 'x-csrftoken': 'f'.repeat(32) }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v3/events/${eventId}/saves/`,
        headers: { 'x-demo-persona': 'attendee', ...headers },
        cookies: { csrftoken: token },
      });
      expect(res.statusCode).toBe(403);
      expect(json(res)).toMatchObject({ error: 'CSRF_FAILED', error_detail: {} });
      expect(typeof json(res).error_description).toBe('string');
    }
  });

  it('raises and lowers numSavedEvents from the persona fixture count', async () => {
    const token = await csrf();
    const call = (method: 'POST' | 'DELETE', id: string) =>
      t.app.inject({
        method,
        url: `/api/v3/events/${id}/saves/`,
        headers: { 'x-csrftoken': token },
        cookies: { csrftoken: token, demo_persona: 'attendee' },
      });
    const me = async () => json(await get('/api/v3/users/me/?persona=attendee')).numSavedEvents;
    expect(await me()).toBe(ATTENDEE_USER.numSavedEvents);
    expect(json(await call('POST', eventId))).toEqual({
      saved: true,
      numSavedEvents: ATTENDEE_USER.numSavedEvents + 1,
    });
    expect(json(await call('POST', eventId)).numSavedEvents).toBe(ATTENDEE_USER.numSavedEvents + 1);
    expect(json(await call('POST', '100000002')).numSavedEvents).toBe(ATTENDEE_USER.numSavedEvents + 2);
    expect(await me()).toBe(ATTENDEE_USER.numSavedEvents + 2);
    expect(json(await call('DELETE', eventId))).toEqual({
      saved: false,
      numSavedEvents: ATTENDEE_USER.numSavedEvents + 1,
    });
    expect((await call('POST', '999999999')).statusCode).toBe(404);
    expectArgumentsError(await call('POST', 'abc'), 'id');
  });

  it('accepts the JSON content type with an empty body on POST and DELETE (product API calls: client)', async () => {
    const token = await csrf();
    for (const [method, payload] of [
      ['POST', undefined],
      ['POST', '{}'],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/v3/events/100000003/saves/',
        headers: { 'content-type': 'application/json', 'x-csrftoken': token, 'x-demo-persona': 'staff' },
        cookies: { csrftoken: token },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.statusCode).toBe(200);
      expect(json(res).saved).toBe(method === 'POST');
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v3/events/100000003/saves/',
      headers: { 'content-type': 'application/json', 'x-csrftoken': token, 'x-demo-persona': 'staff' },
      cookies: { csrftoken: token },
      payload: '{oops',
    });
    expect(broken.statusCode).toBe(400);
    expect(json(broken)).toMatchObject({ error: 'BAD_REQUEST', error_detail: {} });
  });

  it('answers 401 for anonymous personas and 400 for unknown ones', async () => {
    const token = await csrf();
    const save = (cookies: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v3/events/${eventId}/saves/`,
        headers: { 'x-csrftoken': token },
        cookies: { csrftoken: token, ...cookies },
      });
    for (const res of [await save({}), await save({ demo_persona: 'anonymous' }), await get('/api/v3/users/me/')]) {
      expect(res.statusCode).toBe(401);
      expect(json(res)).toMatchObject({ error: 'NOT_AUTHORIZED', error_detail: {} });
    }
    expectArgumentsError(await save({ demo_persona: 'ghost' }), 'demo_persona');
    expectArgumentsError(await get('/api/v3/users/me/?persona=ghost'), 'persona');
  });
});

describe('registration', () => {
  it('works beside an app that already parses cookies, and keeps its CSRF cookie app-wide', async () => {
    const { default: Fastify } = await import('fastify');
    const { default: fastifyCookie } = await import('@fastify/cookie');
    const { default: apiPlugin } = await import('../src/api/index');
    const app = Fastify();
    await app.register(fastifyCookie);
    await app.register(apiPlugin, { warmUp: false });
    app.get('/some-page/', async () => 'page');
    const res = await app.inject({ url: '/some-page/' });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.some((c) => c.name === 'csrftoken')).toBe(true);
    await app.close();
  });
});

describe('fault switch and images', () => {
  const url = '/api/v3/trending/?location=ny--new-york';

  it('__fault=500 answers 500 with the error body', async () => {
    const res = await get(`${url}&__fault=500`);
    expect(res.statusCode).toBe(500);
    expect(json(res)).toMatchObject({ error: 'INTERNAL_ERROR', error_detail: {} });
  });

  it('__fault=malformed sends JSON that does not parse', async () => {
    const res = await get(`${url}&__fault=malformed`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toBe(MALFORMED_BODY);
    expect(() => JSON.parse(res.body)).toThrow();
  });

  it('__fault=timeout hangs, then answers 504', async () => {
    const started = Date.now();
    const res = await get(`${url}&__fault=timeout`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(res.statusCode).toBe(504);
  });

  it('the demo_fault cookie does the same on any endpoint; unknown __fault values are a 400', async () => {
    const res = await get('/home/api/geo/place_from_request/', {}, { demo_fault: '500' });
    expect(res.statusCode).toBe(500);
    expect((await get('/home/api/geo/place_from_request/', {}, { demo_fault: 'bogus' })).statusCode).toBe(200);
    // Images keep loading: hung images would hold every browser connection to the host.
    expect((await get('/demo-images/arts-1.svg', {}, { demo_fault: 'timeout' })).statusCode).toBe(200);
    expect((await get('/demo-images/arts-1.svg?__fault=500')).statusCode).toBe(500);
    expectArgumentsError(await get(`${url}&__fault=explode`), '__fault');
  });

  it('draws event images locally as SVG', async () => {
    const res = await get('/demo-images/music-3.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain('linearGradient');
    expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect(res.body).not.toBe((await get('/demo-images/music-4.svg')).body);
    for (const bad of ['music-99.svg', 'jazz-1.svg', 'music-1.png']) {
      const miss = await get(`/demo-images/${bad}`);
      expect(miss.statusCode).toBe(404);
      expect(json(miss).error).toBe('NOT_FOUND');
    }
  });
});
