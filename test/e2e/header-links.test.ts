/**
 * Every link the real header renders lands on a host-demo page that names the route: the
 * links are collected from the live DOM with every menu opened, then matched against the demo's
 * route table. Catches a header link the demo would show as an unknown route.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../host-demo/common/route-table';
import { DESKTOP, MOBILE } from './support/browser';
import { header } from './support/demo-page';
import { setupDemo } from './support/setup-demo';
import { eventually } from './support/wait';

/** Header links anywhere in the document (menus and dialogs may render in portals), minus the page and QA panel. */
function collectHeaderHrefs(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
      .filter((anchor) => !anchor.closest('main, aside'))
      .map((anchor) => anchor.href),
  );
}

async function openEveryDesktopMenu(page: Page): Promise<string[]> {
  const hrefs = new Set(await collectHeaderHrefs(page));
  const triggers = header(page).locator('button[aria-haspopup="menu"]');
  for (let index = 0; index < (await triggers.count()); index += 1) {
    await triggers.nth(index).click();
    await page.getByRole('menu').first().waitFor();
    for (const href of await collectHeaderHrefs(page)) hrefs.add(href);
    await page.keyboard.press('Escape');
    // Closed before the next trigger opens its menu, so the wait above never sees this one.
    await page.getByRole('menu').first().waitFor({ state: 'hidden' });
  }
  return [...hrefs];
}

describe('every header link lands on a named demo route', () => {
  const demo = setupDemo();

  function expectNamedRoutes(hrefs: string[]) {
    const adminOrigin = `http://localhost:${demo.host.port}`;
    const unnamed: string[] = [];
    let checked = 0;
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== demo.host.origin && url.origin !== adminOrigin) {
        unnamed.push(`${href} (not on the demo host)`);
        continue;
      }
      if (url.hash && url.pathname === '/' && href.includes('#main-content')) continue; // the skip link
      checked += 1;
      if (matchRoute(url.pathname).name === null) unnamed.push(href);
    }
    expect(unnamed).toEqual([]);
    return checked;
  }

  for (const persona of ['staff-tikibar', 'anonymous', 'anonymous-new-links'] as const) {
    it(`${persona}, desktop, every menu open`, async () => {
      await demo.withPage(
        `/?persona=${persona}&flags=enableOldCollectionsLinkInHeader,isDetachInterestsEnabled&homePage=1`,
        { context: DESKTOP },
        async ({ page }) => {
          const hrefs = await openEveryDesktopMenu(page);
          expect(expectNamedRoutes(hrefs)).toBeGreaterThanOrEqual(persona === 'staff-tikibar' ? 20 : 6);
        },
      );
    });
  }

  it('anonymous, mobile menu with every nested menu expanded', async () => {
    await demo.withPage('/?persona=anonymous&mobile=1', { context: MOBILE }, async ({ page }) => {
      await header(page).getByRole('button', { name: 'Menu', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await dialog.waitFor();
      const hrefs = new Set(await collectHeaderHrefs(page));
      // Open each nested menu in turn (one may close another), collecting its links.
      for (const name of ['Help Center', 'Solutions', 'Industry', 'Event Types', 'Blog']) {
        const toggle = dialog.getByRole('button', { name, exact: true });
        if ((await toggle.getAttribute('aria-expanded')) === 'false') {
          await toggle.focus();
          await page.keyboard.press('Enter');
        }
        await eventually(() => toggle.getAttribute('aria-expanded')).toBe('true');
        for (const href of await collectHeaderHrefs(page)) hrefs.add(href);
      }
      expect(expectNamedRoutes([...hrefs])).toBeGreaterThanOrEqual(15);
    });
  });
});
