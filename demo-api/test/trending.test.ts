// @vitest-environment node
/**
 * Trending reflects people (issue 20): a text counts once per client (its `csrftoken` cookie, else its
 * address) and day, shows only once TRENDING_MIN_CLIENTS clients searched it, and URLs, e-mail addresses
 * and phone numbers never show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRENDING_MIN_CLIENTS } from '../src/config';
import { getPlaceDb } from '../src/data/places';
import { createTestApp, json, type TestApp } from './api-test-app';

const NEW_YORK = getPlaceDb().getBySlug('ny--new-york')!;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t.app.close());

const trending = async (): Promise<string[]> =>
  json(
    await t.app.inject({ url: '/api/v3/trending/?location=ny--new-york&timeframe=week' }),
  ).trending.trending_searches.map((s: { term: string }) => s.term);
const search = (q: string, cookies: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    url: `/api/v3/events/search/?place_id=${NEW_YORK.id}&q=${encodeURIComponent(q)}`,
    cookies,
    remoteAddress,
  });
const visitor = (name: string) => ({ csrftoken: name.padEnd(32, '0') });

describe('GET /api/v3/trending/ counts people, not requests', () => {
  it('40 searches of one phrase from one client leave trending unchanged', async () => {
    const before = await trending();
    for (let i = 0; i < 40; i += 1)
      expect((await search('free pottery workshop', visitor('one'))).statusCode).toBe(200);
    for (let i = 0; i < 40; i += 1) expect((await search('free pottery workshop')).statusCode).toBe(200);
    expect(await trending()).toEqual(before);
  });

  it(`shows a phrase once ${TRENDING_MIN_CLIENTS} clients searched it (cookie, else address)`, async () => {
    await search('salsa social', visitor('first'));
    await search('salsa social', {}, '10.0.0.2');
    expect(await trending()).not.toContain('salsa social');
    await search('salsa social', {}, '10.0.0.3');
    expect(await trending()).toContain('salsa social');
  });

  it('never shows URLs, e-mail addresses or phone numbers, however many search them', async () => {
    const texts = ['visit evil.example now', 'https://x.test/a', 'me@example.com', 'call 212 555 0199'];
    for (const [i, text] of texts.entries()) {
      for (let c = 0; c < 5; c += 1) await search(text, visitor(`spam${i}x${c}`));
    }
    const shown = await trending();
    for (const text of texts) expect(shown).not.toContain(text);
  });
});
