// @vitest-environment node
/**
 * Trending reflects people: a text counts once per client and day, shows only once
 * TRENDING_MIN_CLIENTS clients searched it, and URLs, e-mail addresses and phone numbers never show, however
 * they are spelt (look-alike letters, other dots, underscores).
 * A client is a `csrftoken` cookie the server issued and signed, at most
 * TRENDING_NEW_CLIENTS_PER_ADDRESS_PER_DAY of them per address and day: made-up or forged
 * cookies, and cookies collected by one address, move nothing.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_IDS_PER_ADDRESS_BURST,
  CLIENT_IDS_PER_ADDRESS_PER_MINUTE,
  TRENDING_MIN_CLIENTS,
  TRENDING_NEW_CLIENTS_PER_ADDRESS_PER_DAY,
} from '../src/config';
import { getPlaceDb } from '../src/data/places';
import { addressKey } from '../src/api/search-client';
import { createTestApp, json, newVisitor, visitorAddress, type TestApp, type Visitor } from './api-test-app';

const NEW_YORK = getPlaceDb().getBySlug('ny--new-york')!;
const PARIS = getPlaceDb().getBySlug('france--paris')!;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t.app.close());

const trending = async (slug = 'ny--new-york'): Promise<string[]> =>
  json(await t.app.inject({ url: `/api/v3/trending/?location=${slug}&timeframe=week` })).trending.trending_searches.map(
    (s: { term: string }) => s.term,
  );
const search = (q: string, cookies: Record<string, string> = {}, remoteAddress = '127.0.0.1', place = NEW_YORK) =>
  t.app.inject({
    url: `/api/v3/events/search/?place_id=${place.id}&q=${encodeURIComponent(q)}`,
    cookies,
    remoteAddress,
  });
const searchAs = (q: string, visitor: Visitor) => search(q, visitor.cookies, visitor.remoteAddress);
/** A cookie a client made up: the shape of an old token, or of a signed one. */
const madeUp = (i: number) => ({ csrftoken: randomBytes(i % 2 === 0 ? 16 : 32).toString('hex') });

describe('GET /api/v3/trending/ counts people, not requests', () => {
  it('40 searches of one phrase from one client leave trending unchanged', async () => {
    const before = await trending();
    const visitor = await newVisitor(t.app, '10.20.0.1');
    for (let i = 0; i < 40; i += 1) expect((await searchAs('free pottery workshop', visitor)).statusCode).toBe(200);
    for (let i = 0; i < 40; i += 1) expect((await search('free pottery workshop')).statusCode).toBe(200);
    expect(await trending()).toEqual(before);
  });

  it('40 searches from one address with fresh random cookies leave trending unchanged', async () => {
    const before = await trending();
    const country = await trending('united-states');
    for (let i = 0; i < 40; i += 1) expect((await search('cheap flights hack', madeUp(i))).statusCode).toBe(200);
    expect(await trending()).toEqual(before);
    expect(await trending('united-states')).toEqual(country);
  });

  it('3 requests with fresh random cookies do not put a phrase in Paris trending, from one address or three', async () => {
    for (let i = 0; i < 3; i += 1) await search('casino bonus paris', madeUp(i), '127.0.0.1', PARIS);
    for (let i = 0; i < 3; i += 1) await search('casino bonus paris', madeUp(i), visitorAddress(900 + i), PARIS);
    expect(await trending('france--paris')).not.toContain('casino bonus paris');
  });

  it('a cookie signed by another server, or with a changed signature, counts nothing', async () => {
    const other = await createTestApp({ clientIdSecret: 'another server' });
    try {
      for (let i = 0; i < TRENDING_MIN_CLIENTS; i += 1) {
        const foreign = await newVisitor(other.app, visitorAddress(1000 + i));
        await searchAs('forged salsa night', foreign);
        const own = (await newVisitor(t.app, visitorAddress(1100 + i))).cookies.csrftoken;
        const last = own.at(-1) === '0' ? '1' : '0';
        await search('forged salsa night', { csrftoken: `${own.slice(0, -1)}${last}` }, visitorAddress(1100 + i));
      }
    } finally {
      await other.app.close();
    }
    expect(await trending()).not.toContain('forged salsa night');
  });

  it(`shows a phrase once ${TRENDING_MIN_CLIENTS} issued clients searched it`, async () => {
    const visitors = await Promise.all(
      Array.from({ length: TRENDING_MIN_CLIENTS }, (_, i) => newVisitor(t.app, visitorAddress(i + 1))),
    );
    for (const visitor of visitors.slice(0, -1)) await searchAs('salsa social', visitor);
    expect(await trending()).not.toContain('salsa social');
    await searchAs('salsa social', visitors.at(-1)!);
    expect(await trending()).toContain('salsa social');
  });

  it('three addresses do not put a phrase in trending, however many ids each collects and however often', async () => {
    for (const address of ['10.40.0.1', '10.40.0.2', '10.40.0.3']) {
      for (let i = 0; i < 10; i += 1) {
        const visitor = await newVisitor(t.app, address);
        for (let j = 0; j < 5; j += 1) await searchAs('crypto giveaway', visitor);
      }
    }
    expect(await trending()).not.toContain('crypto giveaway');
  });

  it(`counts at most ${TRENDING_NEW_CLIENTS_PER_ADDRESS_PER_DAY} issued client per address and day`, async () => {
    // One address collects ten issued cookies: only the first one it searches with counts.
    for (let i = 0; i < 10; i += 1) await searchAs('tango marathon', await newVisitor(t.app, '10.30.0.1'));
    for (let i = 2; i < TRENDING_MIN_CLIENTS; i += 1) {
      await searchAs('tango marathon', await newVisitor(t.app, `10.30.0.${i}`));
    }
    expect(await trending()).not.toContain('tango marathon');
    // A client from one more address makes TRENDING_MIN_CLIENTS.
    await searchAs('tango marathon', await newVisitor(t.app, `10.30.0.${TRENDING_MIN_CLIENTS}`));
    expect(await trending()).toContain('tango marathon');
  });

  it('counts the addresses of one IPv6 /64 as one address', async () => {
    for (const address of ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:ffff::3', '2001:db8:5:6:1:2:3:4'])
      await searchAs('swing dance lessons', await newVisitor(t.app, address));
    for (let i = 2; i < TRENDING_MIN_CLIENTS; i += 1) {
      await searchAs('swing dance lessons', await newVisitor(t.app, `2001:db8:5:${10 + i}::1`));
    }
    expect(await trending()).not.toContain('swing dance lessons');
    await searchAs('swing dance lessons', await newVisitor(t.app, '2001:db8:5:7::1'));
    expect(await trending()).toContain('swing dance lessons');
  });

  it('never shows URLs, e-mail addresses or phone numbers, however many search them', async () => {
    const texts = ['visit evil.example now', 'https://x.test/a', 'me@example.com', 'call 212 555 0199'];
    for (const [i, text] of texts.entries()) {
      for (let c = 0; c < TRENDING_MIN_CLIENTS; c += 1) {
        await searchAs(text, await newVisitor(t.app, visitorAddress(2000 + i * 10 + c)));
      }
    }
    const shown = await trending();
    for (const text of texts) expect(shown).not.toContain(text);
  });

  it('never shows them spelt with look-alike letters, other dots, invisible characters or underscores', async () => {
    const texts = [
      'evіl.сom', // Cyrillic і and с
      'evil。com', // ideographic full stop
      'ｅｖｉｌ．ｃｏｍ', // fullwidth
      'evil\u200b.com', // a zero-width space
      'еvіl.example/promo', // Cyrillic е and і
      'www․evil․com', // one-dot leaders
      'mе＠example.com', // Cyrillic е, fullwidth @
      '555_123_4567',
      '555‐123‐4567', // Unicode hyphens
      '٥٥٥١٢٣٤٥٦٧', // Arabic-Indic digits
    ];
    // A control spelt plainly shows from as many clients: the look-alikes are left out for what they say.
    for (const [i, text] of [...texts, 'rooftop jazz brunch'].entries()) {
      for (let c = 0; c < TRENDING_MIN_CLIENTS; c += 1) {
        await searchAs(text, await newVisitor(t.app, visitorAddress(3000 + i * 10 + c)));
      }
    }
    const shown = await trending();
    expect(shown).toContain('rooftop jazz brunch');
    for (const text of texts) expect(shown).not.toContain(text.normalize('NFKC').toLowerCase());
  });
});

describe('addressKey: the address a quota is kept for', () => {
  it('is the IPv4 address, an IPv4-mapped one unwrapped, and the /64 of an IPv6 one', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:5:6::1')).toBe(addressKey('2001:0db8:0005:0006:ffff:1:2:3'));
    expect(addressKey('2001:db8:5:6::1')).not.toBe(addressKey('2001:db8:5:7::1'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('new client ids per address', () => {
  it(`issues an address ${CLIENT_IDS_PER_ADDRESS_BURST} ids at once, then answers 429 with Retry-After until its bucket refills`, async () => {
    const { app, clock } = await createTestApp({
      newClientIds: { burst: CLIENT_IDS_PER_ADDRESS_BURST, perMinute: CLIENT_IDS_PER_ADDRESS_PER_MINUTE },
    });
    const pageView = (remoteAddress: string, cookies: Record<string, string> = {}) =>
      app.inject({ url: '/some-page/', remoteAddress, cookies });
    const issued: string[] = [];
    for (let i = 0; i < CLIENT_IDS_PER_ADDRESS_BURST; i += 1) {
      const res = await pageView('192.0.2.7');
      issued.push(res.cookies.find((c) => c.name === 'csrftoken')!.value);
    }
    expect(new Set(issued).size).toBe(CLIENT_IDS_PER_ADDRESS_BURST);
    const refused = await pageView('192.0.2.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(json(refused).error).toBe('TOO_MANY_CLIENTS');
    expect(refused.cookies.find((c) => c.name === 'csrftoken')).toBeUndefined();
    // A made-up cookie is no way round it: it is replaced, so it needs a new id too.
    expect((await pageView('192.0.2.7', { csrftoken: 'f'.repeat(64) })).statusCode).toBe(429);
    // A visitor keeping its cookie, and another address, are not held up.
    expect((await pageView('192.0.2.7', { csrftoken: issued[0]! })).statusCode).not.toBe(429);
    expect((await pageView('198.51.100.1')).statusCode).not.toBe(429);
    // The bucket refills at CLIENT_IDS_PER_ADDRESS_PER_MINUTE.
    clock.now += Math.ceil(60_000 / CLIENT_IDS_PER_ADDRESS_PER_MINUTE);
    expect((await pageView('192.0.2.7')).statusCode).not.toBe(429);
    expect((await pageView('192.0.2.7')).statusCode).toBe(429);
    await app.close();
  });
});
