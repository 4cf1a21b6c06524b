// @vitest-environment node
/**
 * Fuzzed query strings (random known and unknown keys, hostile values, repeats) never make an
 * endpoint fail with a 5xx: bad input is a 400 with the product API error body, or a 401/404 where the
 * endpoint says so. The fault switch is left out (it exists to answer 500).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getPlaceDb } from '../src/data/places';
import { createTestApp, type TestApp } from './api-test-app';

const RUNS = 500;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t.app.close());

const sf = getPlaceDb().getBySlug('ca--san-francisco')!;
const VALUES = [
  '',
  ' ',
  'jazz',
  'jaz',
  'zur',
  'true',
  'false',
  '1',
  '0',
  '-1',
  '1e999',
  'NaN',
  'Infinity',
  '0x1f',
  '91',
  '-181',
  '1.5',
  sf.id,
  'ca--san-francisco',
  'online',
  'week',
  'month',
  'event,query',
  'event',
  'query,,',
  'primary_venue,image',
  'destination_event=image',
  'music',
  'Category/103',
  'holiday/halloweenhaunt',
  'SubCategory/3003',
  '3003,abc',
  'performances',
  'Format/6',
  'free',
  'paid',
  'this-weekend',
  'next_month',
  '2026-02-30',
  '2026-12-01',
  '-122.5,37.7,-122.3,37.8',
  '1,2,3',
  '(regions)',
  '(cities)',
  'country|locality',
  'attendee',
  'anonymous',
  '__proto__',
  'constructor',
  '%',
  '\u0000',
  '\ud83c\udfb7',
  'Zürich',
  'a'.repeat(1200),
  '<script>',
  "' OR 1=1 --",
];
const KEYS = [
  'q',
  'completion_types',
  'expand',
  'expand.destination_event',
  'place_id',
  'latitude',
  'longitude',
  'location',
  'timeframe',
  'googlePlaceId',
  'excludeNeighborhoods',
  'enableNeighborhoodsAndBoroughs',
  'input',
  'types',
  'bbox',
  'category',
  'subcategories',
  'format',
  'price',
  'date',
  'page',
  'page_size',
  'online',
  'persona',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  '',
];

const key = fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 12 }));
const value = fc.oneof(
  fc.constantFrom(...VALUES),
  fc.string({ maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.double().map(String),
  fc.integer().map(String),
);
const pairs = fc.array(fc.tuple(key, value), { maxLength: 8 });

function toQuery(list: ReadonlyArray<readonly [string, string]>): string {
  return list.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
}

function checkResponse(statusCode: number, body: string, allowed: readonly number[]) {
  expect(allowed).toContain(statusCode);
  const parsed = JSON.parse(body);
  if (statusCode >= 400) {
    expect(typeof parsed.error).toBe('string');
    expect(typeof parsed.error_description).toBe('string');
    expect(typeof parsed.error_detail).toBe('object');
    if (statusCode === 400) {
      expect(parsed.error).toBe('ARGUMENTS_ERROR');
      for (const messages of Object.values(parsed.error_detail.ARGUMENTS_ERROR)) {
        expect(Array.isArray(messages) && (messages as unknown[]).every((m) => typeof m === 'string')).toBe(true);
      }
    }
  }
}

/** Path, allowed statuses, and the required arguments each run starts with (random values), so runs reach the 200 path too. */
const GET_ENDPOINTS: Array<[string, number[], string[]]> = [
  ['/api/v3/destination/search/autocomplete/', [200, 400], ['q']],
  ['/api/v3/trending/', [200, 400], ['location']],
  ['/home/api/geo/place_from_request/', [200, 400], []],
  ['/home/api/geo/place_from_google_place_id/', [200, 400], ['googlePlaceId']],
  ['/home/api/geo/place_from_coordinates/', [200, 400], ['latitude', 'longitude']],
  ['/home/api/geo/place_suggestions/', [200, 400], ['input']],
  ['/home/api/geo/place_from_slug/', [200, 400, 404], ['slug']],
  ['/api/v3/events/search/', [200, 400], []],
  ['/api/v3/users/me/', [200, 400, 401], []],
];

describe('fuzzed query strings never give a 5xx', () => {
  it.each(GET_ENDPOINTS)(
    `GET %s (${RUNS} runs)`,
    async (path, allowed, required) => {
      const requiredPairs = fc.tuple(...required.map((name) => value.map((v) => [name, v] as const)));
      await fc.assert(
        fc.asyncProperty(
          requiredPairs,
          pairs,
          fc.option(fc.constantFrom('en-GB', 'de-DE;q=0.5, xx', ';;;', '*', 'pt-BR,pt;q=0.9')),
          async (base, list, lang) => {
            const query = toQuery([...(base as ReadonlyArray<readonly [string, string]>), ...list]);
            const res = await t.app.inject({
              method: 'GET',
              url: `${path}?${query}`,
              headers: lang ? { 'accept-language': lang } : {},
            });
            checkResponse(res.statusCode, res.body, allowed);
          },
        ),
        { numRuns: RUNS },
      );
    },
    300_000,
  );

  it(`POST and DELETE /api/v3/events/:id/saves/ with random ids, personas and tokens (${RUNS} runs)`, async () => {
    const token = 'a'.repeat(32);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('POST', 'DELETE') as fc.Arbitrary<'POST' | 'DELETE'>,
        fc.oneof(fc.constantFrom('100000001', '100000002', '0', '999999999999', 'abc'), fc.string({ maxLength: 10 })),
        fc.option(fc.oneof(fc.constantFrom('attendee', 'staff', 'anonymous', 'ghost'), fc.string({ maxLength: 10 }))),
        fc.boolean(),
        pairs,
        async (method, id, persona, withToken, list) => {
          const headers: Record<string, string> = withToken ? { 'x-csrftoken': token } : {};
          if (persona !== null) headers['x-demo-persona'] = persona;
          const res = await t.app.inject({
            method,
            url: `/api/v3/events/${encodeURIComponent(id)}/saves/?${toQuery(list)}`,
            headers,
            cookies: { csrftoken: token },
          });
          checkResponse(res.statusCode, res.body, [200, 400, 401, 403, 404]);
          if (!withToken) expect(res.statusCode).toBe(403);
        },
      ),
      { numRuns: RUNS },
    );
  }, 300_000);
});
