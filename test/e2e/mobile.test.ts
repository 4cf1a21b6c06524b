/** A 375 px phone: the Menu button opens the nested menus (spec 2 "Mobile nested menus"). */
import { describe, expect, it } from 'vitest';
import { HEADER_HEIGHT_MOBILE } from '../../src/config/constants';
import { getAxeViolations } from './support/axe';
import { MOBILE } from './support/browser';
import { describeFocus, header, isFocused } from './support/demo-page';
import { setupDemo } from './support/setup-demo';
import { eventually } from './support/wait';

describe('mobile viewport (375 px)', () => {
  const demo = setupDemo();

  it('the Menu button opens a dialog with the main links and the nested menus; Escape closes and returns focus', async () => {
    await demo.withPage('/?mobile=1', { context: MOBILE }, async ({ page, pageErrors }) => {
      const banner = header(page);
      await eventually(() => banner.boundingBox().then((box) => box?.height)).toBe(HEADER_HEIGHT_MOBILE);
      // The desktop links live in the menu on a phone.
      await eventually(() => banner.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);

      const menuButton = banner.getByRole('button', { name: 'Menu', exact: true });
      await menuButton.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await dialog.waitFor();
      const nav = dialog.getByRole('navigation', { name: 'Main navigation' });
      for (const name of ['Find Events', 'Create Events'])
        await eventually(() => nav.getByRole('link', { name }).count()).toBe(1);
      for (const name of ['Solutions', 'Industry', 'Event Types', 'Blog']) {
        await eventually(() => dialog.getByRole('button', { name, exact: true }).getAttribute('aria-expanded')).toBe(
          'false',
        );
      }
      for (const name of ['Contact Sales', 'Get Started'])
        await eventually(() => dialog.getByRole('link', { name }).count()).toBe(1);

      const solutions = dialog.getByRole('button', { name: 'Solutions', exact: true });
      await solutions.focus();
      await page.keyboard.press('Enter');
      await eventually(() => solutions.getAttribute('aria-expanded')).toBe('true');
      await dialog.getByRole('link', { name: 'Sell tickets' }).waitFor();
      expect(await getAxeViolations(page)).toEqual([]);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await eventually(() => isFocused(menuButton), 'focus returns to Menu')
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
        await eventually(measure).toEqual({ scroll: 375, viewport: 375, overflowing: [] });
        await header(page).getByRole('button', { name: 'Menu', exact: true }).click();
        await page.getByRole('dialog', { name: 'Menu' }).waitFor();
        await eventually(measure).toEqual({ scroll: 375, viewport: 375, overflowing: [] });
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
      await eventually(() => page.locator('main dd').first().textContent()).toBe('Marketing page');
      expect(pageErrors.map(String)).toEqual([]);
    });
  });
});
