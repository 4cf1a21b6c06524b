/**
 * Keyboard-only QA of the remote header inside the demo host (WAI-ARIA menu button and modal dialog
 * patterns, the product states): every desktop menu opens with Enter and Down, arrows move and wrap, Escape
 * closes and returns focus; the create-event dialog keeps focus off the inert page; the skip link
 * reaches main content.
 * Each state ends with an axe check.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getAxeViolations } from './support/axe';
import { describeFocus, getWindowMarker, header, isFocused, setWindowMarker } from './support/demo-page';
import { setupDemo } from './support/setup-demo';
import { eventually } from './support/wait';

async function expectFocus(page: Page, locator: ReturnType<Page['locator']>, what: string) {
  await eventually(() => isFocused(locator), `focus should be on ${what}`)
    .toBe(true)
    .catch(async (error: unknown) => {
      throw new Error(`${(error as Error).message}; focus is on ${await describeFocus(page)}`);
    });
}

/**
 * Drives one menu button by keyboard: Enter opens on the first item, Down moves, Up from the first
 * wraps to the last, Escape closes and puts focus back on the trigger; Down also opens; axe runs with
 * the menu open.
 */
async function checkMenuByKeyboard(page: Page, triggerName: string, expectedItems: string[]) {
  const trigger = header(page).getByRole('button', { name: triggerName, exact: true });
  const menu = page.getByRole('menu', { name: triggerName, exact: true });
  await trigger.focus();
  await eventually(() => trigger.getAttribute('aria-haspopup')).toBe('menu');
  await eventually(() => trigger.getAttribute('aria-expanded')).toBe('false');

  await page.keyboard.press('Enter');
  await menu.waitFor();
  await eventually(() => trigger.getAttribute('aria-expanded')).toBe('true');
  const items = menu.getByRole('menuitem');
  // Each expected item is one whose text starts with it; a failure lists what the menu does have.
  const missingItems = async () => {
    const names = (await items.allTextContents()).map((text) => text.trim());
    return expectedItems
      .filter((expected) => !names.some((name) => name.startsWith(expected)))
      .map((expected) => `"${expected}" is not in ${JSON.stringify(names)}`);
  };
  await eventually(missingItems, `${triggerName} items`).toEqual([]);
  await expectFocus(page, items.first(), `the first item of ${triggerName}`);
  await page.keyboard.press('ArrowDown');
  await expectFocus(page, items.nth(1), `the second item of ${triggerName}`);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expectFocus(page, items.last(), `the last item of ${triggerName} (Up wraps)`);

  expect(await getAxeViolations(page), `axe with ${triggerName} open`).toEqual([]);

  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  await eventually(() => trigger.getAttribute('aria-expanded')).toBe('false');
  await expectFocus(page, trigger, `the ${triggerName} trigger after Escape`);

  await page.keyboard.press('ArrowDown');
  await menu.waitFor();
  await expectFocus(page, items.first(), `the first item of ${triggerName} (opened with Down)`);
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  await expectFocus(page, trigger, `the ${triggerName} trigger after the second Escape`);
}

describe('keyboard', () => {
  const demo = setupDemo();

  it('the skip link is the first Tab stop and Enter moves focus to the main content', async () => {
    await demo.withPage('/?persona=attendee', async ({ page, pageErrors }) => {
      await page.keyboard.press('Tab');
      const skip = header(page).getByRole('link', { name: 'Skip Main Navigation' });
      await expectFocus(page, skip, 'the skip link');
      await eventually(() => skip.getAttribute('href')).toMatch(/#main-content$/);
      expect(await getAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Enter');
      await expectFocus(page, page.locator('main#main-content'), 'main content');
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('Help Center menu (anonymous): open, move, wrap, Escape; Enter on an item navigates in-app', async () => {
    await demo.withPage('/', async ({ page, pageErrors }) => {
      await setWindowMarker(page, 'help-center');
      await checkMenuByKeyboard(page, 'Help Center', [
        'Help Center',
        'Find your tickets',
        'Contact your event organizer',
      ]);

      const trigger = header(page).getByRole('button', { name: 'Help Center', exact: true });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: 'Help Center' });
      await menu.waitFor();
      await page.keyboard.press('ArrowDown');
      await expectFocus(page, menu.getByRole('menuitem', { name: /^Find your tickets/ }), 'Find your tickets');
      await page.keyboard.press('Enter');
      await page
        .getByRole('heading', { level: 1, name: 'Route reached: /help/en-us/articles/find-your-tickets/' })
        .waitFor();
      expect(await getWindowMarker(page)).toBe('help-center');
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('Organize and Help menus (organizer) come from the environment link lists', async () => {
    await demo.withPage('/?persona=organizer', async ({ page, pageErrors }) => {
      await checkMenuByKeyboard(page, 'Organize', ['Organizer home', 'Create events', 'Pricing', 'Marketing']);
      await checkMenuByKeyboard(page, 'Help', ['Help Center', 'Find your tickets', 'Contact your event organizer']);
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('user menu (staff with Tikibar): staff items, Log out, Escape returns focus', async () => {
    await demo.withPage('/?persona=staff-tikibar', async ({ page, pageErrors }) => {
      await checkMenuByKeyboard(page, 'Account menu for Sam Staff', ['Admin', 'Feature Flags', 'Tikibar', 'Log out']);
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('user menu (attendee): no staff items, Log out present', async () => {
    await demo.withPage('/?persona=attendee', async ({ page }) => {
      await checkMenuByKeyboard(page, 'Account menu for Maya Okonkwo-Lindqvist', ['Log out']);
      const trigger = header(page).getByRole('button', { name: 'Account menu for Maya Okonkwo-Lindqvist' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: 'Account menu for Maya Okonkwo-Lindqvist' });
      // Wait until the menu is open (its Log out item is there): read earlier, an empty list would pass.
      await menu.getByRole('menuitem', { name: /^Log out/ }).waitFor();
      const staffItems = async () =>
        (await menu.getByRole('menuitem').allTextContents()).filter(
          (name) => name.startsWith('Admin') || name.startsWith('Feature Flags'),
        );
      await eventually(staffItems).toEqual([]);
    });
  });

  it('the create-event dialog opens from the keyboard, keeps focus off the page, closes on Escape and returns focus', async () => {
    await demo.withPage('/?persona=organizer', async ({ page, pageErrors }) => {
      const trigger = header(page).getByRole('link', { name: 'Create an event' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'How do you want to build your event?' });
      await dialog.waitFor();
      // A native modal dialog: in the top layer, the page behind it inert.
      await eventually(() => dialog.evaluate((element) => element.matches('dialog:modal'))).toBe(true);
      await eventually(() => dialog.getByText('Start from scratch').count()).toBeGreaterThan(0);
      await eventually(() => dialog.getByText('Create my event faster with AI').count()).toBeGreaterThan(0);
      await eventually(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      // One read per key below on purpose: Tab moves focus while the key is dispatched, and waiting could
      // hide focus escaping for a moment.

      // A full cycle forwards and backwards never reaches the inert page: focus is in the dialog, or
      // past its last control on the browser's own UI (document.body here), as the platform does for
      // modal dialogs, and the next Tab comes back into the dialog.
      for (const key of [
        'Tab',
        'Tab',
        'Tab',
        'Tab',
        'Tab',
        'Shift+Tab',
        'Shift+Tab',
        'Shift+Tab',
        'Shift+Tab',
        'Shift+Tab',
        'Shift+Tab',
      ]) {
        await page.keyboard.press(key);
        const where = await dialog.evaluate((element) =>
          element.contains(document.activeElement)
            ? 'dialog'
            : document.activeElement === document.body || !document.activeElement
              ? 'browser'
              : 'page',
        );
        expect(where, `after ${key}, focus is on ${await describeFocus(page)}`).not.toBe('page');
      }
      expect(await getAxeViolations(page)).toEqual([]);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expectFocus(page, trigger, 'the Create an event button');
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('picking "Start from scratch" lands on the event-creation route', async () => {
    await demo.withPage('/?persona=organizer', async ({ page, pageErrors }) => {
      await header(page).getByRole('link', { name: 'Create an event' }).click();
      const dialog = page.getByRole('dialog', { name: 'How do you want to build your event?' });
      await dialog.getByText('Start from scratch').click();
      await page.getByRole('heading', { level: 1, name: /^Route reached: \/manage\/events\/create/ }).waitFor();
      expect(pageErrors.map(String)).toEqual([]);
    });
  });
});
