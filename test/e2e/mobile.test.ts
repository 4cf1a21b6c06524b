/**
 * A 375 px phone: the Menu button opens the nested menus (product routes: "Mobile nested menus"). Phones and
 * tablets from 320 to 768 px: the search input with the round search button beside it, opening the
 * search takeover (product routes: "Search").
 */
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT } from '../../src/config';
import { HEADER_HEIGHT_MOBILE } from '../../src/config/constants';
import { defaultMessages as M } from '../../src/i18n/english';
import { formatMessage } from '../../src/i18n/messages';
import { MOBILE_INPUT_MIN_WIDTH_PX } from '../../src/search/search-bar.styles';
import { getAxeViolations } from './support/axe';
import { MOBILE } from './support/browser';
import { describeFocus, header, isFocused } from './support/demo-page';
import { setupDemo } from './support/setup-demo';
import { eventually, settle } from './support/wait';

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

/** The widths a phone or a tablet in the mobile layout has. */
const MOBILE_LAYOUT_WIDTHS = [320, 375, 414, 768] as const;
const phone = (width: number): BrowserContextOptions => ({
  viewport: { width, height: 740 },
  isMobile: true,
  hasTouch: true,
});
/** What iPad Safari sends: a desktop user agent, no client hints (the server cannot tell it is narrow). */
const DESKTOP_USER_AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const LOGO = formatMessage(M.logoLabel, { product: DEFAULT_PRODUCT.name, home: M.home });
const SEARCH = { name: M.searchEvents, exact: true } as const;

/** The takeover's own search field, focused (the visitor can type at once). */
async function expectTakeoverFieldFocused(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', SEARCH);
  await dialog.waitFor();
  const field = dialog.getByRole('combobox', SEARCH);
  await eventually(() => isFocused(field), 'the takeover field has the focus')
    .toBe(true)
    .catch(async (error: unknown) => {
      throw new Error(`${(error as Error).message}; focus is on ${await describeFocus(page)}`);
    });
  return field;
}

/**
 * The header row as the visitor sees it: logo icon, search input, round search button and Menu, in that
 * order, side by side (their boxes share a band), inside the window, and nothing scrolls sideways.
 */
async function expectMobileSearchRow(page: Page, width: number): Promise<void> {
  const banner = header(page);
  const parts = {
    logo: banner.getByRole('link', { name: LOGO }),
    input: banner.getByRole('combobox', SEARCH),
    button: banner.getByRole('button', SEARCH),
    menu: banner.getByRole('button', { name: M.menu, exact: true }),
  };
  for (const [name, part] of Object.entries(parts))
    await eventually(() => part.isVisible(), `${name} shown`).toBe(true);
  // The input is the mobile trigger: it opens a dialog, not a listbox.
  await expect(parts.input.getAttribute('aria-haspopup')).resolves.toBe('dialog');
  await expect(parts.input.getAttribute('aria-expanded')).resolves.toBe('false');
  const boxOf = async (part: Locator) => {
    const box = await part.boundingBox();
    if (!box) throw new Error(`${String(part)} has no box`);
    return box;
  };
  const [logo, input, button, menu] = [
    await boxOf(parts.logo),
    await boxOf(parts.input),
    await boxOf(parts.button),
    await boxOf(parts.menu),
  ];
  const boxes = [logo, input, button, menu];
  const row = {
    order: [logo.x + logo.width <= input.x, input.x + input.width <= button.x, button.x + button.width <= menu.x],
    inWindow: boxes.every((box) => box.x >= 0 && box.x + box.width <= width + 0.5),
    sideBySide: boxes.every((box) => box.y < input.y + input.height && box.y + box.height > input.y),
    // A field a thumb can hit that shows the start of its placeholder (WCAG 2.5.8 asks 24 px).
    inputWideEnough: input.width >= MOBILE_INPUT_MIN_WIDTH_PX,
  };
  const where = boxes.map((box) => `${Math.round(box.x)}..${Math.round(box.x + box.width)}`).join(', ');
  expect(row, `logo, input, button, Menu at ${where} in ${width} px`).toEqual({
    order: [true, true, true],
    inWindow: true,
    sideBySide: true,
    inputWideEnough: true,
  });
  await eventually(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe('mobile search: an input with the round search button beside it (product routes)', () => {
  const demo = setupDemo();

  for (const width of MOBILE_LAYOUT_WIDTHS) {
    it(`${width} px: the input and the round button sit between the logo icon and Menu; a tap on the input opens the takeover with its field focused, and the letters typed before it loaded are kept`, async () => {
      // The takeover's code is held back until the visitor has typed: nothing typed meanwhile may be lost.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const beforeGoto = ({ page }: { page: Page }) =>
        page.route(/\/search-takeover(\.slim)?\.js(\?|$)/, async (route) => {
          await held;
          await route.continue();
        });
      await demo.withPage('/', { context: phone(width), beforeGoto }, async ({ page, pageErrors }) => {
        await expectMobileSearchRow(page, width);
        expect(await getAxeViolations(page)).toEqual([]);

        const input = header(page).getByRole('combobox', SEARCH);
        await input.tap();
        await eventually(() => isFocused(input), 'the tapped input has the focus').toBe(true);
        await expect(input.getAttribute('aria-expanded')).resolves.toBe('true');
        await page.keyboard.type('ja');
        release();
        const field = await expectTakeoverFieldFocused(page);
        await eventually(() => field.inputValue()).toBe('ja');
        await page.keyboard.type('zz');
        await eventually(() => field.inputValue()).toBe('jazz');
        await eventually(() => page.getByRole('dialog', SEARCH).getByRole('option').count()).toBeGreaterThan(0);
        expect(await getAxeViolations(page)).toEqual([]);
        expect(pageErrors.map(String)).toEqual([]);
      });
    });

    it(`${width} px: a tap on the round search button opens the takeover with its field focused`, async () => {
      await demo.withPage('/', { context: phone(width) }, async ({ page, pageErrors }) => {
        await expectMobileSearchRow(page, width);
        await header(page).getByRole('button', SEARCH).tap();
        const field = await expectTakeoverFieldFocused(page);
        await page.keyboard.type('yoga');
        await eventually(() => field.inputValue()).toBe('yoga');
        expect(pageErrors.map(String)).toEqual([]);
      });
    });
  }

  it('the keyboard: Tab onto the input opens the takeover; Escape closes it, focus back on the input and the takeover stays closed', async () => {
    await demo.withPage('/', { context: phone(375) }, async ({ page }) => {
      const input = header(page).getByRole('combobox', SEARCH);
      await input.waitFor();
      // Tab from the logo link, the control before the input.
      await header(page).getByRole('link', { name: LOGO }).focus();
      await page.keyboard.press('Tab');
      await expectTakeoverFieldFocused(page);
      // The first Escape closes the field's dropdown (product states), the next one the takeover.
      const dialog = page.getByRole('dialog', SEARCH);
      for (let presses = 0; presses < 3 && (await dialog.count()) > 0; presses += 1) {
        await page.keyboard.press('Escape');
        await settle(page);
      }
      await dialog.waitFor({ state: 'hidden' });
      await eventually(() => isFocused(input), 'focus back on the input').toBe(true);
      // Focus coming back is not a new visit: the takeover stays closed (a clock, not a sleep, proves it).
      await page.clock.install();
      await page.clock.runFor(2_000);
      await expect(page.getByRole('dialog', SEARCH).count()).resolves.toBe(0);
      await expect(input.getAttribute('aria-expanded')).resolves.toBe('false');
    });
  });

  it('Escape from the location picker in the takeover: the first press closes its list, the next one the takeover', async () => {
    await demo.withPage('/', { context: phone(375) }, async ({ page }) => {
      await header(page).getByRole('button', SEARCH).click();
      await expectTakeoverFieldFocused(page);
      const dialog = page.getByRole('dialog', SEARCH);
      const picker = dialog.getByRole('combobox', { name: 'Choose a location' });
      await picker.click();
      await page.keyboard.type('San');
      await eventually(() => picker.getAttribute('aria-expanded'), 'the picker list is open').toBe('true');
      await page.keyboard.press('Escape');
      await eventually(() => picker.getAttribute('aria-expanded'), 'the picker list is closed').toBe('false');
      await expect(dialog.count()).resolves.toBe(1);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).hash).toBe('');
    });
  });

  it('Escape in the takeover: one press closes an open list, the next the takeover, from the search field, the picker or a button; focus back on the trigger', async () => {
    await demo.withPage('/', { context: phone(375) }, async ({ page, pageErrors }) => {
      const trigger = header(page).getByRole('button', SEARCH);
      const dialog = page.getByRole('dialog', SEARCH);
      const expectClosedOnTrigger = async (from: string) => {
        await dialog.waitFor({ state: 'hidden' });
        await eventually(() => isFocused(trigger), `focus back on the search button (from ${from})`).toBe(true);
        expect(new URL(page.url()).hash).toBe('');
      };

      // The search field with text in it: the first Escape closes its list and keeps the text, the next the takeover.
      await trigger.click();
      const field = await expectTakeoverFieldFocused(page);
      await page.keyboard.type('jazz');
      await eventually(() => field.getAttribute('aria-expanded'), 'the field list is open').toBe('true');
      await page.keyboard.press('Escape');
      await eventually(() => field.getAttribute('aria-expanded'), 'the field list is closed').toBe('false');
      expect(await field.inputValue()).toBe('jazz');
      await expect(dialog.count()).resolves.toBe(1);
      await page.keyboard.press('Escape');
      await expectClosedOnTrigger('the search field');

      // The picker with its list closed: one press.
      await trigger.click();
      await expectTakeoverFieldFocused(page);
      const picker = dialog.getByRole('combobox', { name: 'Choose a location' });
      await picker.click();
      await eventually(() => picker.getAttribute('aria-expanded'), 'the picker list is open').toBe('true');
      await page.keyboard.press('Escape');
      await eventually(() => picker.getAttribute('aria-expanded'), 'the picker list is closed').toBe('false');
      await page.keyboard.press('Escape');
      await expectClosedOnTrigger('the picker');

      // A button in it (the close button): one press.
      await trigger.click();
      await expectTakeoverFieldFocused(page);
      await dialog.getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Escape');
      await expectClosedOnTrigger('the close button');
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  for (const persona of ['anonymous', 'staff-tikibar'] as const) {
    it(`${persona} at 320 px: the search row fits, nothing scrolls sideways`, async () => {
      await demo.withPage(`/?persona=${persona}`, { context: phone(320) }, async ({ page }) => {
        await expectMobileSearchRow(page, 320);
      });
    });
  }

  it('768 px with a desktop user agent (an iPad): the same mobile search row, no sideways scroll, takeover on tap', async () => {
    const context = { viewport: { width: 768, height: 1024 }, hasTouch: true, userAgent: DESKTOP_USER_AGENT };
    await demo.withPage('/', { context }, async ({ page }) => {
      await expectMobileSearchRow(page, 768);
      expect(await getAxeViolations(page)).toEqual([]);
      await header(page).getByRole('combobox', SEARCH).tap();
      await expectTakeoverFieldFocused(page);
    });
  });
});
