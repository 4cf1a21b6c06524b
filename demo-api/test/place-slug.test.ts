// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPlaceDb } from '../src/data/places';
import { PLACE_SLUG_MAX_LENGTH } from '../src/api/place-from-slug';
import { createTestApp, expectArgumentsError, json, type TestApp } from './api-test-app';

const db = getPlaceDb();
const NEW_YORK = db.getBySlug('ny--new-york')!;
const SF = db.getBySlug('ca--san-francisco')!;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t.app.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /home/api/geo/place_from_slug/ (with the other geo endpoints)', () => {
  const path = '/home/api/geo/place_from_slug/';

  it('answers the server Place of a slug, read case- and space-insensitively', async () => {
    const res = await get(`${path}?slug=ny--new-york`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ place: db.toServerPlace(NEW_YORK) });
    expect(json(await get(`${path}?slug=%20NY--New-York%20`)).place.id).toBe(NEW_YORK.id);
  });

  it('answers 404 NOT_FOUND in the product API error body for an unknown slug', async () => {
    const res = await get(`${path}?slug=atlantis`);
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({
      error: 'NOT_FOUND',
      error_description: 'Place atlantis was not found.',
      error_detail: {},
    });
  });

  it.each([
    ['no slug', ''],
    ['an empty slug', '?slug=%20'],
    ['a repeated slug', '?slug=a&slug=b'],
    ['a slug that is too long', `?slug=${'a'.repeat(PLACE_SLUG_MAX_LENGTH + 1)}`],
  ])('answers 400 ARGUMENTS_ERROR naming slug for %s, with the same body as before the move', async (_name, query) => {
    const res = await get(`${path}${query}`);
    expect(expectArgumentsError(res, 'slug')).toEqual(['A location slug is required.']);
    expect(json(res)).toEqual({
      error: 'ARGUMENTS_ERROR',
      error_description: 'There are errors with your arguments: slug - A location slug is required.',
      error_detail: { ARGUMENTS_ERROR: { slug: ['A location slug is required.'] } },
    });
  });

  it('obeys the fault switch like every API endpoint', async () => {
    expect((await get(`${path}?slug=ny--new-york&__fault=500`)).statusCode).toBe(500);
  });
});

describe('GET /api/v3/events/search/ by location_slug', () => {
  const path = '/api/v3/events/search/';

  it('lists the same events for a location slug as for its place id', async () => {
    const bySlug = json(await get(`${path}?location_slug=ca--san-francisco&page_size=20`));
    const byId = json(await get(`${path}?place_id=${SF.id}&page_size=20`));
    expect(bySlug.pagination.object_count).toBeGreaterThan(0);
    expect(bySlug).toEqual(byId);
  });

  it('reads the slug case-insensitively and combines it with the other filters', async () => {
    const body = json(await get(`${path}?location_slug=CA--San-Francisco&category=music&page_size=100`));
    expect(body.events.length).toBeGreaterThan(0);
    expect(body.events.every((e: { category: { slug: string } }) => e.category.slug === 'music')).toBe(true);
  });

  it.each([
    ['an unknown slug', '?location_slug=atlantis', 'location_slug'],
    ['both a place id and a slug', `?place_id=${SF.id}&location_slug=ca--san-francisco`, 'location_slug'],
    ['a slug that is too long', `?location_slug=${'a'.repeat(PLACE_SLUG_MAX_LENGTH + 1)}`, 'location_slug'],
  ])('rejects %s naming %s', async (_name, query, arg) => {
    expectArgumentsError(await get(`${path}${query}`), arg);
  });
});
