/**
 * The demo host's pages against a hostile or broken API, on the built demo: a request with
 * `Host: evil.example` gets a page that links nowhere but the configured origin, and with the QA
 * panel's timeout fault (every API call hangs 30 s) a discovery page's first byte still comes within
 * 1.5 s, in its loading state, and the page works in Chromium.
 */
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAULT_COOKIE } from '@global-header/demo-api/fault-names';
import { waitForRemoteHeader } from './support/demo-page';
import { openTestPage, setupDemo } from './support/setup-demo';

/** The bound on the first byte of a page whose API hangs. */
const FIRST_BYTE_BOUND_MS = 1500;
const DISCOVERY = '/d/ny--new-york/events/jazz/';

const demo = setupDemo();

beforeAll(async () => {
  // Places, catalogue and index are built on first use; pay for it once, here.
  expect((await fetch(`${demo.host.origin}/home/api/geo/place_from_slug/?slug=ny--new-york`)).status).toBe(200);
}, 180_000);

/** GET over plain HTTP with the given headers (fetch would not send a Host of our choosing). */
function get(
  pathAndQuery: string,
  headers: Record<string, string>,
): Promise<{ status: number; firstByteMs: number; body: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(`${demo.host.origin}${pathAndQuery}`, { headers }, (response) => {
      const firstByteMs = performance.now() - started;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, firstByteMs, body }));
    });
    request.on('error', reject);
  });
}

describe('pages and the Host header', () => {
  it.each(['/', DISCOVERY])('%s requested with Host: evil.example links nowhere near it', async (path) => {
    const { status, body } = await get(path, { host: 'evil.example' });
    expect(status).toBe(200);
    expect(body).toContain('data-server-rendered');
    expect(body).not.toContain('evil.example');
    expect(body).toContain(`<meta property="og:url" content="${demo.host.origin}${path}">`);
  });
});

describe('pages while the API hangs (the QA timeout fault)', () => {
  it('a discovery page answers within 1.5 s, in its loading state', async () => {
    const { status, firstByteMs, body } = await get(`${DISCOVERY}?fault=timeout`, {
      cookie: `${FAULT_COOKIE}=timeout`,
    });
    expect(status).toBe(200);
    expect(firstByteMs).toBeLessThan(FIRST_BYTE_BOUND_MS);
    expect(body).toContain('data-server-rendered');
  });

  it('and the page still works in the browser: header, search and QA panel', async () => {
    const { page, pageErrors } = await openTestPage(demo.browser);
    await page.context().addCookies([{ name: FAULT_COOKIE, value: 'timeout', url: demo.host.origin }]);
    const started = performance.now();
    await page.goto(`${demo.host.origin}${DISCOVERY}?fault=timeout`, { waitUntil: 'commit' });
    expect(performance.now() - started).toBeLessThan(FIRST_BYTE_BOUND_MS);
    await waitForRemoteHeader(page);
    await page.getByRole('main').waitFor();
    await page.getByRole('searchbox', { name: 'Search events' }).fill('blues');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/d/ny--new-york/events/blues/');
    await page.getByRole('complementary', { name: 'QA panel' }).waitFor();
    expect(pageErrors.map(String)).toEqual([]);
  });
});
