/**
 * The demo host registers the header remote at runtime and loads it cross-origin from the
 * remote server; the slot reserves the header's height so the page does not move when it arrives.
 */
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HEADER_HEIGHT_DESKTOP, HEADER_HEIGHT_MOBILE, REMOTE_LOAD_TIMEOUT_MS } from '../../src/config/constants';
import { getAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TrackedPage } from './support/browser';
import { getTimings, header, qaPanel, RECORD_TIMINGS } from './support/demo-page';
import { setupDemo } from './support/setup-demo';
import { eventually } from './support/wait';

describe('header remote loading', () => {
  const demo = setupDemo();

  it('loads the manifest and remote entry cross-origin from the remote server and renders the banner', async () => {
    const requests: Request[] = [];
    const recordRequests = ({ page }: TrackedPage) => {
      page.on('request', (request) => requests.push(request));
    };
    await demo.withPage('/', { beforeGoto: recordRequests }, async ({ page, pageErrors, consoleErrors }) => {
      expect(demo.remote.origin).not.toBe(demo.host.origin);
      const fromRemote = requests
        .map((request) => request.url())
        .filter((url) => url.startsWith(`${demo.remote.origin}/`));
      expect(fromRemote).toContain(demo.manifestUrl);
      // The slim build: the host lends its one federation runtime core, so no file of the
      // default build (whose entry carries a second core) is fetched.
      expect(fromRemote.some((url) => /\/remoteEntry\.slim\.js(\?|$)/.test(url))).toBe(true);
      const remoteScripts = fromRemote.filter((url) => /\.js(\?|$)/.test(url));
      expect(remoteScripts.filter((url) => !/\.slim\.js(\?|$)/.test(url))).toEqual([]);
      // Nothing of the header is served by the host itself.
      const hostScripts = requests
        .filter((r) => r.url().startsWith(demo.host.origin) && r.resourceType() === 'script')
        .map((r) => r.url());
      expect(hostScripts.some((url) => url.includes('remoteEntry'))).toBe(false);

      const manifest = requests.find((request) => request.url() === demo.manifestUrl)!;
      const response = await manifest.response();
      expect(response?.status()).toBe(200);
      expect((await response?.allHeaders())?.['access-control-allow-origin']).toBe('*');

      const banner = header(page);
      await eventually(() => banner.getByRole('link', { name: 'Evently home' }).count()).toBe(1);
      await eventually(() => banner.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(1);
      await eventually(() => banner.getByRole('link', { name: 'Find my tickets' }).count()).toBe(1);
      await eventually(() => qaPanel(page).getByRole('status').first().textContent()).toMatch(
        new RegExp(
          `Header remote loaded from ${demo.manifestUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} in \\d+ ms\\.`,
        ),
      );
      expect(pageErrors.map(String)).toEqual([]);
      // A clean load writes no console errors either (no 404s, no React warnings, no federation errors).
      expect(consoleErrors).toEqual([]);
    });
  });

  for (const [name, options, height] of [
    ['desktop', DESKTOP, HEADER_HEIGHT_DESKTOP],
    ['mobile (375 px)', MOBILE, HEADER_HEIGHT_MOBILE],
  ] as const) {
    it(`reserves the header's ${height} px before the remote arrives, so main content does not move (${name})`, async () => {
      const recordTimings = ({ page }: TrackedPage) => page.addInitScript(RECORD_TIMINGS);
      // The page without server rendering (?ssr=off): the browser loads the header alone.
      await demo.withPage(
        '/?persona=attendee&ssr=off',
        { context: options, beforeGoto: recordTimings },
        async ({ page, pageErrors }) => {
          const { firstMainTop, slotEmptyAtFirst } = await getTimings(page);
          // Main appeared while the slot was still empty, already below the reserved height.
          expect(slotEmptyAtFirst).toBe(true);
          expect(firstMainTop).toBeGreaterThanOrEqual(height);
          // One read on purpose: "does not move" is about every moment, and re-reading until the top
          // matches could hide a shift; getBoundingClientRect lays out first, so the read is current.
          const now = await page.locator('#main-content').evaluate((element) => element.getBoundingClientRect().top);
          expect(now).toBe(firstMainTop);
          await eventually(() =>
            header(page)
              .boundingBox()
              .then((box) => box?.height),
          ).toBe(height);
          expect(pageErrors.map(String)).toEqual([]);
        },
      );
    });
  }

  it('a slow remote: the fallback shows at the 3 s limit, then the late header replaces it without moving the page', async () => {
    // The manifest is held back until the fallback has shown (past REMOTE_LOAD_TIMEOUT_MS by the
    // page's own timer), then let go: late by construction, not by a delay.
    let releaseManifest = () => {};
    const manifestReleased = new Promise<void>((resolve) => (releaseManifest = resolve));
    const holdManifestBack = async ({ page }: TrackedPage) => {
      await page.route(demo.manifestUrl, async (route) => {
        await manifestReleased;
        await route.continue();
      });
      await page.addInitScript(RECORD_TIMINGS);
    };
    // The fallback comes first here, so the helper does not wait for the remote header.
    // Without server rendering (?ssr=off), as a host that does not render the header on its server.
    await demo.withPage(
      '/?persona=staff&ssr=off',
      { beforeGoto: holdManifestBack, waitForHeader: false },
      async ({ page, pageErrors }) => {
        const status = qaPanel(page).getByRole('status').first();
        await status
          .filter({ hasText: `Header remote failed to load: no response within ${REMOTE_LOAD_TIMEOUT_MS} ms` })
          .waitFor();
        // The fallback appeared at the limit, measured from the moment the shell started the load.
        const { mainAt, bannerAt } = await getTimings(page);
        expect(bannerAt! - mainAt!).toBeGreaterThanOrEqual(REMOTE_LOAD_TIMEOUT_MS - 50);
        expect(bannerAt! - mainAt!).toBeLessThan(REMOTE_LOAD_TIMEOUT_MS + 1000);
        // The fallback: core links, no user menu.
        await eventually(() => header(page).getByRole('link', { name: 'Sign In' }).count()).toBe(1);
        const mainTop = await page.locator('#main-content').evaluate((element) => element.getBoundingClientRect().top);
        expect(await getAxeViolations(page)).toEqual([]);

        releaseManifest();
        await status
          .filter({ hasText: /Header remote arrived after \d+ ms \(over the 3000 ms limit\)/ })
          .waitFor({ timeout: 15_000 });
        await header(page).getByRole('button', { name: 'Account menu for Sam Staff' }).waitFor();
        // One read on purpose, as in the test above: waiting for the top to match could hide a shift.
        await expect(
          page.locator('#main-content').evaluate((element) => element.getBoundingClientRect().top),
        ).resolves.toBe(mainTop);
        expect(pageErrors.map(String)).toEqual([]);
      },
    );
  });
});
