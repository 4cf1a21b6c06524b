/**
 * A visitor who only looks at a server-rendered page downloads none of the header's hidden parts: until they
 * point at, touch, focus or click something in the header, no request goes out for the menus, the
 * create-event modal, the mobile Menu panel, the full search bar, the search takeover or the full location
 * picker. Nor does the browser guess the visitor's place: the server found it (the location cookie's, else its
 * guess from the request) and rendered it, so no `place_from_request` call goes out and no request library loads
 * (docs/figures.md, "What a page fetches until idle", counts the bytes). Then each part still opens on the
 * visitor's first act, and what they typed before it arrived is kept.
 */
import type { Request, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BYTES_UNTIL_IDLE_BUDGET, PAGES } from '../../scripts/bench/15-bytes-until-idle.mjs';
import { DESKTOP, MOBILE } from './support/browser';
import { header, searchInput } from './support/demo-page';
import { setupDemo } from './support/setup-demo';
import { eventually } from './support/wait';

/** The lazy parts' chunks (their webpackChunkName), in both builds and on the own-React layer. */
const HIDDEN_PARTS = ['menu', 'create-event-modal', 'mobile-menu', 'search-bar', 'search-takeover', 'location-picker'];

/** The hidden parts' chunks among `urls`. */
function hiddenRequests(urls: string[]): string[] {
  return urls.filter((url) => {
    const file = new URL(url).pathname.split('/').at(-1) ?? '';
    return HIDDEN_PARTS.some((part) => file.startsWith(`${part}.`) || file.startsWith(`${part}-own-react.`));
  });
}

describe('nothing hidden is fetched before the visitor acts', () => {
  const demo = setupDemo();

  for (const path of PAGES) {
    for (const [device, context] of [
      ['desktop', DESKTOP],
      ['phone', MOBILE],
    ] as const) {
      it(`${path} on a ${device}: no hidden part, no place guess, no request library and at most 40 KiB of remote JS until idle`, async () => {
        const urls: string[] = [];
        const scripts: { url: string; body: Promise<string> }[] = [];
        /** Bytes of each script as sent (brotli, the remote's pre-compressed files), by URL. */
        const sent: { url: string; bytes: Promise<number> }[] = [];
        await demo.withPage(
          `${path}?persona=organizer`,
          {
            context,
            beforeGoto: ({ page }) => {
              page.on('request', (request: Request) => urls.push(request.url()));
              page.on('requestfinished', (request: Request) => {
                if (/\.m?js$/.test(new URL(request.url()).pathname))
                  sent.push({ url: request.url(), bytes: request.sizes().then((size) => size.responseBodySize) });
              });
              page.on('response', (response: Response) => {
                if (/\.m?js$/.test(new URL(response.url()).pathname))
                  scripts.push({ url: response.url(), body: response.text().catch(() => '') });
              });
            },
          },
          async ({ page, pageErrors }) => {
            // The server's HTML names the place already (the demo guesses New York for an en-US browser).
            const html = await page.evaluate(() => document.querySelector('[data-server-header]')?.innerHTML ?? '');
            expect(html).toMatch(/placeholder="Choose a location"[^>]*value="New York"/);
            await page.waitForLoadState('networkidle');
            expect(urls.filter((url) => url.includes('/place_from_request/'))).toEqual([]);
            // axios's own error class is in none of the remote's scripts the page fetched (the demo host's own
            // pages have a client of their own).
            const remoteEntry = urls.find((url) => /remoteEntry/.test(url));
            const remoteOrigin = remoteEntry ? new URL(remoteEntry).origin : '';
            const remoteScripts = scripts.filter(({ url }) => new URL(url).origin === remoteOrigin);
            expect(remoteScripts.length, 'the remote did load').toBeGreaterThan(0);
            const withAxios = [];
            for (const { url, body } of remoteScripts) if ((await body).includes('AxiosError')) withAxios.push(url);
            expect(withAxios).toEqual([]);
            // The figure, as the bench counts it (docs/figures.md, "What a page fetches until idle").
            expect(BYTES_UNTIL_IDLE_BUDGET).toBe(40 * 1024);
            let remoteBytes = 0;
            for (const { url, bytes } of sent) if (new URL(url).origin === remoteOrigin) remoteBytes += await bytes;
            expect(remoteBytes, 'remote JS as sent until idle').toBeGreaterThan(0);
            expect(remoteBytes, 'remote JS as sent until idle').toBeLessThanOrEqual(BYTES_UNTIL_IDLE_BUDGET);
            // Hydrated, the header's location field (the desktop one: a phone's is in the search takeover, not yet
            // opened, and the desktop row is hidden there) still holds the place.
            expect(
              await page.evaluate(() =>
                [...document.querySelectorAll<HTMLInputElement>('header input[placeholder="Choose a location"]')].map(
                  (input) => input.value,
                ),
              ),
            ).toEqual(['New York']);
            // The header is the server's, and it shows a place already.
            expect(
              await page.evaluate(() =>
                document.querySelector('[data-server-header]')?.getAttribute('data-server-header'),
              ),
            ).toBe('header');
            expect(hiddenRequests(urls)).toEqual([]);
            expect(
              urls.some((url) => /remoteEntry|__federation_expose_/.test(url)),
              'the remote did load',
            ).toBe(true);
            expect(pageErrors.map(String)).toEqual([]);
          },
        );
      });
    }
  }

  it('on a desktop, each part opens on the first act and keeps what was typed while it came', async () => {
    await demo.withPage('/?persona=organizer', { context: DESKTOP }, async ({ page, pageErrors }) => {
      await page.waitForLoadState('networkidle');
      const banner = header(page);
      // The create-event modal opens on its first click.
      await banner.getByRole('link', { name: 'Create an event' }).click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await eventually(() => page.getByRole('dialog').count()).toBe(0);
      // Typing at once: the focus loads the full bar, which takes over the text typed meanwhile.
      const search = searchInput(page);
      await search.click();
      await page.keyboard.type('jazz', { delay: 20 });
      await eventually(() => search.getAttribute('aria-controls'), 'the full search bar took over').toBeTruthy();
      await expect.poll(() => search.inputValue()).toBe('jazz');
      await expect.poll(() => page.getByRole('listbox').count()).toBeGreaterThan(0);
      // The location field: typed before the full picker came, kept once it did.
      const picker = banner.getByRole('combobox', { name: 'Choose a location' });
      await picker.click();
      await page.keyboard.type('san fr', { delay: 20 });
      await eventually(() => picker.getAttribute('aria-controls'), 'the full picker took over').toBeTruthy();
      await expect.poll(() => picker.inputValue()).toBe('san fr');
      expect(pageErrors.map(String)).toEqual([]);
    });
    // An attendee's Help Center menu opens on its first click, its list loaded then.
    await demo.withPage('/?persona=attendee', { context: DESKTOP }, async ({ page, pageErrors }) => {
      await page.waitForLoadState('networkidle');
      await header(page).getByRole('button', { name: 'Help Center', exact: true }).click();
      await page.getByRole('menu', { name: 'Help Center' }).waitFor();
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('on a phone, the Menu panel and the search takeover open on the first tap', async () => {
    await demo.withPage('/?persona=organizer', { context: MOBILE }, async ({ page, pageErrors }) => {
      await page.waitForLoadState('networkidle');
      const banner = header(page);
      await banner.getByRole('button', { name: 'Menu', exact: true }).tap();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close' }).tap();
      await eventually(() => page.getByRole('dialog').count()).toBe(0);
      await banner.getByRole('button', { name: 'Search events', exact: true }).tap();
      await page.getByRole('dialog').getByRole('combobox', { name: 'Search events' }).waitFor();
      expect(pageErrors.map(String)).toEqual([]);
    });
  });
});
