/** A 375 px phone: the Menu button opens the nested menus (spec 2 "Mobile nested menus"). */
import { describe, expect, it } from 'vitest';
import { HEADER_HEIGHT_MOBILE } from '../../src/config/constants';
import { getAxeViolations } from './support/axe';
import { MOBILE } from './support/browser';
import { describeFocus, header, isFocused } from './support/demo-page';
import { setupDemo } from './support/setup-demo';

describe('mobile viewport (375 px)', () => {
  const demo = setupDemo();

  it('the Menu button opens a dialog with the main links and the nested menus; Escape closes and returns focus', async () => {
    await demo.withPage('/?mobile=1', { context: MOBILE }, async ({ page, pageErrors }) => {
      const banner = header(page);
      await expect(banner.boundingBox().then((box) => box?.height)).resolves.toBe(HEADER_HEIGHT_MOBILE);
      // The desktop links live in the menu on a phone.
      await expect(banner.getByRole('navigation', { name: 'Main navigation' }).count()).resolves.toBe(0);

      const menuButton = banner.getByRole('button', { name: 'Menu', exact: true });
      await menuButton.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await dialog.waitFor();
      const nav = dialog.getByRole('navigation', { name: 'Main navigation' });
      for (const name of ['Find Events', 'Create Events'])
        await expect(nav.getByRole('link', { name }).count()).resolves.toBe(1);
      for (const name of ['Solutions', 'Industry', 'Event Types', 'Blog']) {
        await expect(dialog.getByRole('button', { name, exact: true }).getAttribute('aria-expanded')).resolves.toBe(
          'false',
        );
      }
      for (const name of ['Contact Sales', 'Get Started'])
        await expect(dialog.getByRole('link', { name }).count()).resolves.toBe(1);

      const solutions = dialog.getByRole('button', { name: 'Solutions', exact: true });
      await solutions.focus();
      await page.keyboard.press('Enter');
      await expect(solutions.getAttribute('aria-expanded')).resolves.toBe('true');
      await dialog.getByRole('link', { name: 'Sell tickets' }).waitFor();
      expect(await getAxeViolations(page)).toEqual([]);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect
        .poll(() => isFocused(menuButton), { message: 'focus returns to Menu' })
        .toBe(true)
        .catch(async (error: unknown) => {
          throw new Error(`${(error as Error).message}; focus is on ${await describeFocus(page)}`);
        });
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  for (const persona of ['anonymous', 'staff-tikibar'] as const) {
    it(`${persona}: nothing scrolls sideways at 375 px (WCAG 1.4.10 reflow), header and page included`, async () => {
      await demo.withPage(`/signin/?persona=${persona}&mobile=1`, { context: MOBILE }, async ({ page }) => {
        // The widths, plus what sticks out past 375 px (named, for the failure message).
        const measure = () =>
          page.evaluate(() => ({
            scroll: document.documentElement.scrollWidth,
            viewport: window.innerWidth,
            overflowing: Array.from(document.querySelectorAll('body *'))
              .filter((element) => element.getBoundingClientRect().right > 375.5)
              .map(
                (element) =>
                  `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}" right=${Math.round(element.getBoundingClientRect().right)}`,
              )
              .slice(0, 5),
          }));
        expect(await measure()).toEqual({ scroll: 375, viewport: 375, overflowing: [] });
        await header(page).getByRole('button', { name: 'Menu', exact: true }).click();
        await page.getByRole('dialog', { name: 'Menu' }).waitFor();
        expect(await measure()).toEqual({ scroll: 375, viewport: 375, overflowing: [] });
      });
    });
  }

  it('a nested menu link navigates in-app to its marketing page', async () => {
    await demo.withPage('/', { context: MOBILE }, async ({ page, pageErrors }) => {
      await header(page).getByRole('button', { name: 'Menu', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await dialog.getByRole('button', { name: 'Solutions', exact: true }).click();
      await dialog.getByRole('link', { name: 'Sell tickets' }).click();
      await page.getByRole('heading', { level: 1, name: /^Route reached: \/l\/sell-tickets/ }).waitFor();
      await expect(page.locator('main dd').first().textContent()).resolves.toBe('Marketing page');
      expect(pageErrors.map(String)).toEqual([]);
    });
  });
});
