/**
 * The demo API's guards seen from the demo host in Chromium:
 * - a POST to `/%61pi/v3/events/ID/saves/` (the router reads it as `/api/`) without the X-CSRFToken
 *   header is refused and saves nothing;
 * - trending counts the client id a page view is issued (signed by the server), at most one per address
 *   and day (a phrase needs TRENDING_MIN_CLIENTS addresses), and nothing for made-up cookies;
 * - a 1 MB nested JSON body to an API path is refused, token or not.
 */
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { getPlaceDb } from '@global-header/demo-api';
import { TRENDING_MIN_CLIENTS } from '../../demo-api/src/config';
import { setupDemo } from './support/setup-demo';

const demo = setupDemo();
const PARIS = getPlaceDb().getBySlug('france--paris')!;
const EVENT_ID = '100000001';

beforeAll(async () => {
  // Places, catalogue and index are built on first use; pay for it once, here.
  expect((await fetch(`${demo.host.origin}/home/api/geo/place_from_slug/?slug=ny--new-york`)).status).toBe(200);
}, 180_000);

/** A GET from another loopback address (127.0.0.2): another visitor, as the server sees it. */
function getFrom(
  localAddress: string,
  pathAndQuery: string,
  cookie = '',
): Promise<{ status: number; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${demo.host.origin}${pathAndQuery}`,
      { localAddress, headers: cookie ? { cookie } : {} },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, setCookie: response.headers['set-cookie'] ?? [] }),
        );
      },
    );
    request.on('error', reject);
  });
}

const trendingIn = async (slug: string): Promise<string[]> => {
  const body = (await (await fetch(`${demo.host.origin}/api/v3/trending/?location=${slug}&timeframe=week`)).json()) as {
    trending: { trending_searches: { term: string }[] };
  };
  return body.trending.trending_searches.map((s) => s.term);
};

/** Runs an events search in Paris from the page, with the cookies the browser holds. */
const searchFromPage = (page: import('playwright-core').Page, q: string) =>
  page.evaluate(
    async ({ placeId, text }) =>
      (await fetch(`/api/v3/events/search/?place_id=${placeId}&q=${encodeURIComponent(text)}`)).status,
    { placeId: PARIS.id, text: q },
  );

describe('CSRF on the path the router sees', () => {
  it('POST /%61pi/v3/events/ID/saves/ without the token is refused and saves nothing', async () => {
    await demo.withPage('/', async ({ page }) => {
      const result = await page.evaluate(async (id) => {
        const count = async () =>
          ((await (await fetch('/api/v3/users/me/?persona=attendee')).json()) as { numSavedEvents: number })
            .numSavedEvents;
        const before = await count();
        const response = await fetch(`/%61pi/v3/events/${id}/saves/`, {
          method: 'POST',
          headers: { 'x-demo-persona': 'attendee' },
        });
        return { status: response.status, body: await response.text(), before, after: await count() };
      }, EVENT_ID);
      expect(result.status).toBe(403);
      expect(JSON.parse(result.body)).toMatchObject({ error: 'CSRF_FAILED' });
      expect(result.after).toBe(result.before);
    });
  });
});

describe('trending counts the client ids the server issued', () => {
  it(`counts a page view's id, one per address, and ${TRENDING_MIN_CLIENTS} addresses make a phrase trend`, async () => {
    const phrase = 'rooftop cinema club';
    // Three visitors load the demo in Chromium (127.0.0.1) and search: only one counts from one address.
    for (let i = 0; i < 3; i += 1) {
      await demo.withPage('/', async ({ page }) => {
        expect(await searchFromPage(page, phrase)).toBe(200);
      });
    }
    // Visitors from other addresses: the page view gives each its id, its search is one more client.
    const searchFrom = async (address: string) => {
      const pageView = await getFrom(address, '/');
      const cookie = pageView.setCookie.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('csrftoken='));
      expect(cookie).toMatch(/^csrftoken=[0-9a-f]{64}$/);
      const search = await getFrom(
        address,
        `/api/v3/events/search/?place_id=${PARIS.id}&q=${encodeURIComponent(phrase)}`,
        cookie,
      );
      expect(search.status).toBe(200);
    };
    for (let i = 2; i < TRENDING_MIN_CLIENTS; i += 1) await searchFrom(`127.0.0.${i}`);
    expect(await trendingIn('france--paris')).not.toContain(phrase);
    await searchFrom(`127.0.0.${TRENDING_MIN_CLIENTS}`);
    expect(await trendingIn('france--paris')).toContain(phrase);
  });

  it('3 visitors with fresh random cookies do not put a phrase in Paris trending', async () => {
    const phrase = 'free casino chips';
    for (let i = 0; i < 3; i += 1) {
      await demo.withPage('/', async ({ page }) => {
        // A cookie the visitor makes up after the page view gave it a signed one.
        await page.context().addCookies([
          {
            name: 'csrftoken',
            value: Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join(''),
            url: demo.host.origin,
          },
        ]);
        expect(await searchFromPage(page, phrase)).toBe(200);
      });
    }
    expect(await trendingIn('france--paris')).not.toContain(phrase);
  });
});

describe('request bodies', () => {
  it('a 1 MB nested JSON body to an API path is refused (413), even with the CSRF token', async () => {
    await demo.withPage('/', async ({ page }) => {
      const status = await page.evaluate(async (id) => {
        const token = /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
        const body = '['.repeat(500_000) + ']'.repeat(500_000);
        const response = await fetch(`/api/v3/events/${id}/saves/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrftoken': token, 'x-demo-persona': 'attendee' },
          body,
        });
        return response.status;
      }, EVENT_ID);
      expect(status).toBe(413);
    });
  });
});
