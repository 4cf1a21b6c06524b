/**
 * Every loader is checked, in Chromium: no page on the demo's origin runs a changed
 * remote entry. Every small host under /hosts/ (React versions and the bundler matrix) loads the remote
 * through the verified manifest, so a `remoteEntry.js` (or `remoteEntry.slim.js`) with code appended is
 * refused there as on `/`, and its code never reads the demo's cookies; the page without React loads the
 * script tag's `global-header.mjs`, which its `integrity` refuses the same way. And the plugin refuses an entry
 * for the remote it guards that no checked manifest named (a bare `.js` entry): one console line, and the
 * fallback header.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NEXT_HOST_PAGE, REACT_HOST_PAGES } from '../../host-demo/hosts/server';
import { header, qaPanel } from './support/demo-page';
import { setupDemo } from './support/setup-demo';
import { eventually } from './support/wait';

/** The matrix pages that are the starter apps (host-demo/starters/), which show no status line. */
const STARTER_PAGES = ['/hosts/vite/', '/hosts/rsbuild/', NEXT_HOST_PAGE.path];

/** What the changed entry would leave behind if it ever ran: the cookies it could read. */
const MARKER = '__changedEntryRan';

/** Every remote entry, the script tag's module (`/non-react/`, checked by its `integrity`) included, with code appended. */
async function changeRemoteEntries(page: Page): Promise<void> {
  await page.route(/\/(remoteEntry(\.slim)?\.js|global-header\.mjs)(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const body = `${await response.text()}\n;window.${MARKER} = document.cookie || 'ran';`;
    await route.fulfill({ response, body });
  });
}

describe('every loader on the demo origin is checked', () => {
  const demo = setupDemo();

  it.each(['/', '/non-react/', ...REACT_HOST_PAGES.map((page) => page.path), NEXT_HOST_PAGE.path])(
    '%s: a changed remote entry never runs, and the page says the header failed to load',
    async (path) => {
      await demo.withPage(
        path,
        {
          waitForHeader: false,
          beforeGoto: async ({ page }) => {
            // A cookie of the demo's origin the changed entry could read, as it could the csrftoken.
            await page.context().addCookies([{ name: 'probe', value: 'secret', url: demo.host.origin }]);
            await changeRemoteEntries(page);
          },
        },
        async ({ page }) => {
          if (STARTER_PAGES.includes(path))
            // A starter app has no status line: the kit's HeaderSlot shows the fallback header once the load failed.
            await header(page).and(page.locator('[data-fallback-header]')).waitFor({ timeout: 20_000 });
          else {
            // Every other page says how the load ended (the main page in its QA panel): it failed, the remote was refused.
            const outcome = (path === '/' ? qaPanel(page) : page)
              .getByText(/^Header (remote failed to load|remote loaded|remote arrived|mounted with mount\(\))/)
              .first();
            await outcome.waitFor({ timeout: 20_000 });
            expect(await outcome.textContent()).toMatch(/^Header remote failed to load/);
          }
          expect(
            await page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], MARKER),
          ).toBeUndefined();
          expect(await header(page).getByRole('combobox', { name: 'Search events' }).count()).toBe(0);
        },
      );
    },
  );

  it('a bare .js entry for the guarded remote is refused: one console line and the fallback header', async () => {
    await demo.withPage(
      '/',
      {
        waitForHeader: false,
        beforeGoto: ({ page }) =>
          // The page's config names the remote entry itself instead of the signed manifest.
          page.route(
            (url) => url.origin === demo.host.origin && url.pathname === '/',
            async (route) => {
              const response = await route.fetch();
              const html = (await response.text()).replace(
                /("manifestUrl":"[^"]*\/)mf-manifest\.slim\.json"/,
                '$1remoteEntry.slim.js"',
              );
              expect(html).toContain('remoteEntry.slim.js"');
              await route.fulfill({ response, body: html });
            },
          ),
      },
      async ({ page, consoleErrors }) => {
        await qaPanel(page).getByRole('status').filter({ hasText: 'Header remote failed to load' }).waitFor();
        const nav = header(page).getByRole('navigation', { name: 'Main navigation' });
        await eventually(() => nav.getByRole('link', { name: 'Find Events' }).count()).toBe(1);
        expect(await header(page).getByRole('combobox').count()).toBe(0);
        const refusals = consoleErrors.filter((line) => line.includes('[global-header] refused'));
        expect(refusals).toHaveLength(1);
        expect(refusals[0]).toMatch(/remoteEntry\.slim\.js.*no checked manifest named it/);
      },
    );
  });
});
