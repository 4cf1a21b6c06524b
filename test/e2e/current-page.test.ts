/**
 * The page the visitor is on, always current, in Chromium against host-demo's plain
 * pushState router: once with the header following the browser (Navigation API), once with the
 * host passing the page as the `currentUrl` prop (`currentUrlProp=1`), and once in a browser without
 * the Navigation API, where a pushState announces nothing and the header re-reads the address when
 * a link is used.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { header, waitForPath } from './support/demo-page';
import { setupDemo, type DemoPageOptions } from './support/setup-demo';

/** Hides the Navigation API before any script runs, as in browsers that do not have it. */
const WITHOUT_NAVIGATION_API: DemoPageOptions = {
  beforeGoto: ({ page }) =>
    page.addInitScript(() => {
      Object.defineProperty(window, 'navigation', { configurable: true, get: () => undefined });
    }),
};

const VARIANTS = [
  { name: 'following the browser (Navigation API)', query: '', options: {} },
  { name: 'with the currentUrl prop from the host router', query: '&currentUrlProp=1', options: {} },
  { name: 'without the Navigation API (re-read when a link is used)', query: '', options: WITHOUT_NAVIGATION_API },
] as const;

async function moveInAppToDiscovery(page: Page): Promise<string> {
  await header(page).getByRole('link', { name: 'Find Events' }).click();
  await waitForPath(page, '/d/local/all-events/');
  await page.locator('main h1').waitFor();
  return page.url();
}

describe('links that depend on the current page follow in-app navigation', () => {
  const demo = setupDemo();

  for (const variant of VARIANTS) {
    describe(variant.name, () => {
      it('after an in-app move from / to a discovery page, the detached Interests referrer is the discovery page', async () => {
        await demo.withPage(
          `/?persona=attendee&flags=isDetachInterestsEnabled${variant.query}`,
          variant.options,
          async ({ page, pageErrors }) => {
            const navigationApi = await page.evaluate(() => 'navigation' in window && Boolean(window.navigation));
            expect(navigationApi).toBe(variant.options !== WITHOUT_NAVIGATION_API);
            const discoveryUrl = await moveInAppToDiscovery(page);
            const account = header(page).getByRole('button', { name: 'Account menu for Maya Okonkwo-Lindqvist' });
            await account.click();
            const interests = page
              .getByRole('menu', { name: 'Account menu for Maya Okonkwo-Lindqvist' })
              .getByRole('menuitem', { name: 'Interests' });
            const href = new URL((await interests.getAttribute('href'))!);
            expect(href.pathname).toBe('/u/interests/tags/');
            expect(href.searchParams.get('referrer')).toBe(discoveryUrl);
            // Following it lands on the tags page, carrying the discovery page back.
            await interests.click();
            await waitForPath(page, '/u/interests/tags/');
            expect(new URL(page.url()).searchParams.get('referrer')).toBe(discoveryUrl);
            expect(pageErrors.map(String)).toEqual([]);
          },
        );
      });

      it('after leaving /organizer/overview/ by Find Events, Sign In carries no organizer referrer', async () => {
        await demo.withPage(
          `/organizer/overview/?persona=anonymous${variant.query}`,
          variant.options,
          async ({ page }) => {
            const signIn = header(page).getByRole('link', { name: 'Sign In', exact: true });
            // On the organizer page the sign-in page returns there (product states).
            const before = new URL((await signIn.getAttribute('href'))!);
            expect(before.searchParams.get('referrer')).toMatch(/^\/organizer\/overview\//);
            await moveInAppToDiscovery(page);
            if (variant.options !== WITHOUT_NAVIGATION_API) {
              // The browser announced the move: the link is already current, before any use.
              await expect
                .poll(async () => new URL((await signIn.getAttribute('href'))!).searchParams.get('referrer'))
                .toBeNull();
            }
            await signIn.click();
            await waitForPath(page, '/signin/');
            await page.getByRole('heading', { level: 1, name: 'Route reached: /signin/', exact: true }).waitFor();
            expect(new URL(page.url()).searchParams.get('referrer')).toBeNull();
          },
        );
      });
    });
  }
});
