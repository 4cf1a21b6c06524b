/**
 * Spec 6 hides Manage my events for an attendee "on a non-mobile screen"; spec 9's device buckets put
 * mobile under 481 px (issue 8 point 3). At 600 px the header has its mobile layout (Menu button)
 * but the screen is a tablet.
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
