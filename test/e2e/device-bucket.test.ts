/**
 * The product roles hide Manage my events for an attendee "on a non-mobile screen"; the product limits' device buckets put
 * mobile under 481 px. At 600 px the header has its mobile layout (Menu button)
 * but the screen is a tablet. The layout is CSS's: the server's HTML shows the width's layout
 * before any script runs, whatever the user agent says; the account menu's items follow the bucket when
 * the menu opens.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE } from './support/browser';
import { header } from './support/demo-page';
import { setupDemo } from './support/setup-demo';

const TABLET = { viewport: { width: 600, height: 900 } };
const ACCOUNT = 'Account menu for Maya Okonkwo-Lindqvist';

describe('attendee Manage my events by device bucket', () => {
  const demo = setupDemo();

  for (const [width, context, shown] of [
    [375, MOBILE, true],
    [600, TABLET, false],
    [1280, DESKTOP, false],
  ] as const) {
    it(`${width} px: Manage my events is ${shown ? 'shown' : 'hidden'}`, async () => {
      await demo.withPage('/?persona=attendee', { context }, async ({ page }) => {
        const banner = header(page);
        // The layout is the 960 px switch: a Menu button below it, the main navigation above.
        await expect(banner.getByRole('button', { name: 'Menu', exact: true }).count()).resolves.toBe(
          width < 960 ? 1 : 0,
        );
        await banner.getByRole('button', { name: ACCOUNT }).click();
        const menu = page.getByRole('menu', { name: ACCOUNT });
        await menu.getByRole('menuitem', { name: 'Log out' }).waitFor();
        await expect(menu.getByRole('menuitem', { name: 'Manage my events' }).count()).resolves.toBe(shown ? 1 : 0);
      });
    });
  }

  for (const [width, layout] of [
    [600, 'mobile'],
    [834, 'mobile'],
    [1024, 'desktop'],
  ] as const) {
    it(`${width} px with a desktop user agent and no script: the server's HTML already shows the ${layout} layout`, async () => {
      // What an iPad sends (a desktop user agent, no client hints); no script, so only the server's HTML and CSS.
      const context = {
        viewport: { width, height: 800 },
        javaScriptEnabled: false,
        userAgent:
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      };
      await demo.withPage('/?persona=attendee', { context, waitForHeader: false }, async ({ page }) => {
        const banner = header(page);
        await banner.waitFor();
        await expect(banner.getByRole('button', { name: 'Menu', exact: true }).count()).resolves.toBe(
          layout === 'mobile' ? 1 : 0,
        );
        await expect(banner.getByRole('navigation', { name: 'Main navigation' }).count()).resolves.toBe(
          layout === 'mobile' ? 0 : 1,
        );
        // One search field either way: the mobile layout's opens the search takeover, a dialog (product routes).
        const search = banner.getByRole('combobox', { name: 'Search events' });
        await expect(search.count()).resolves.toBe(1);
        await expect(search.getAttribute('aria-haspopup')).resolves.toBe(layout === 'mobile' ? 'dialog' : null);
        await expect(banner.getByRole('button', { name: 'Search events' }).count()).resolves.toBe(
          layout === 'mobile' ? 1 : 0,
        );
      });
    });
  }

  it('follows a resize: a 600 px window narrowed to 400 px shows it on the next opening', async () => {
    await demo.withPage('/?persona=attendee', { context: TABLET }, async ({ page }) => {
      const trigger = header(page).getByRole('button', { name: ACCOUNT });
      const menu = page.getByRole('menu', { name: ACCOUNT });
      await trigger.click();
      await expect(menu.getByRole('menuitem', { name: 'Manage my events' }).count()).resolves.toBe(0);
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 400, height: 900 });
      await trigger.click();
      await menu.getByRole('menuitem', { name: 'Manage my events' }).waitFor();
    });
  });
});
