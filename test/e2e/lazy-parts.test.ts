/**
 * Parts fail alone: with a lazily loaded part's chunk blocked (create-event-modal.<hash>.js,
 * mobile-menu.<hash>.js in dist/remote), the header stays on the page, the action still gets the
 * visitor where they were going, one console error names the part, and the next press loads the part
 * once its chunk is reachable again.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getAxeViolations } from './support/axe';
import { MOBILE } from './support/browser';
import { describeFocus, header, isFocused, waitForPath } from './support/demo-page';
import { setupDemo } from './support/setup-demo';

const MODAL_CHUNK = '**/create-event-modal*.js';
const MENU_CHUNK = '**/mobile-menu*.js';
const MENU_CODE_CHUNK = '**/menu.*.js';
const EVENT_CREATION_PATH = '/manage/events/auto-create/';
const MODAL_NAME = 'How do you want to build your event?';

const blockChunk = (page: Page, glob: string) => page.route(glob, (route) => route.abort());

/** console.error lines from the header that name the part. */
const partErrors = (consoleErrors: string[], part: string) =>
  consoleErrors.filter((line) => line.startsWith(`[global-header] ${part} failed to load:`));

/** Resolves with the next request to `pathname`, held until the test answers it. */
function holdNavigation(page: Page, pathname: string): Promise<Route> {
  return new Promise((resolve) => {
    void page.route((url) => url.pathname === pathname, resolve);
  });
}

describe('lazy parts fail alone', () => {
  const demo = setupDemo();

  it('create-event modal chunk blocked: "Create an event" still lands on event creation, its own href', async () => {
    await demo.withPage(
      '/?persona=organizer',
      { beforeGoto: ({ page }) => blockChunk(page, MODAL_CHUNK) },
      async ({ page, pageErrors, consoleErrors }) => {
        await header(page).getByRole('link', { name: 'Create an event' }).click();
        await waitForPath(page, EVENT_CREATION_PATH);
        await page.getByRole('heading', { level: 1, name: `Route reached: ${EVENT_CREATION_PATH}` }).waitFor();
        expect(partErrors(consoleErrors, 'the create-event modal')).toHaveLength(1);
        expect(pageErrors.map(String)).toEqual([]);
      },
    );
  });

  it('create-event modal chunk blocked: the header stays whole, and the next press loads the modal once the chunk is back', async () => {
    await demo.withPage(
      '/?persona=organizer',
      { beforeGoto: ({ page }) => blockChunk(page, MODAL_CHUNK) },
      async ({ page, pageErrors, consoleErrors }) => {
        // Answer the fallback navigation with 204 No Content: the browser stays, and the page it
        // would have left can be inspected (Playwright cannot evaluate in a page while it navigates).
        const navigation = holdNavigation(page, EVENT_CREATION_PATH);
        const cta = header(page).getByRole('link', { name: 'Create an event' });
        // The click may wait for the navigation it starts (when the blocked chunk fails fast) and the
        // navigation waits for this answer: answer it while the click is still under way.
        const clicked = cta.click();
        await (await navigation).fulfill({ status: 204 });
        await clicked;

        await expect(header(page).getByRole('navigation', { name: 'Main navigation' }).count()).resolves.toBe(1);
        await expect(cta.isVisible()).resolves.toBe(true);
        await expect(cta.getAttribute('aria-expanded')).resolves.toBe('false');
        await expect(page.getByRole('dialog').count()).resolves.toBe(0);
        expect(partErrors(consoleErrors, 'the create-event modal')).toHaveLength(1);

        await page.unroute(MODAL_CHUNK);
        await cta.click();
        const dialog = page.getByRole('dialog', { name: MODAL_NAME });
        await dialog.waitFor();
        await expect(dialog.getByRole('button', { name: 'Start from scratch' }).isEnabled()).resolves.toBe(true);
        expect(new URL(page.url()).pathname).toBe('/');
        expect(partErrors(consoleErrors, 'the create-event modal')).toHaveLength(1);
        expect(pageErrors.map(String)).toEqual([]);
      },
    );
  });

  it('mobile menu chunk blocked at 375 px: Menu discloses the plain links in the header; the next opening loads the panel', async () => {
    await demo.withPage(
      '/?mobile=1',
      { context: MOBILE, beforeGoto: ({ page }) => blockChunk(page, MENU_CHUNK) },
      async ({ page, pageErrors, consoleErrors }) => {
        const menuButton = header(page).getByRole('button', { name: 'Menu', exact: true });
        await menuButton.click();
        const nav = header(page).getByRole('navigation', { name: 'Main navigation' });
        await nav.waitFor();
        await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('true');
        for (const name of ['Find my tickets', 'Sign In', 'Find Events', 'Create Events', 'Help Center'])
          await expect(nav.getByRole('link', { name, exact: true }).isVisible(), name).resolves.toBe(true);
        // Under the header, across the phone's width, above the page.
        const [bar, list] = await Promise.all([header(page).boundingBox(), nav.boundingBox()]);
        // (It starts on the header's 1 px bottom border: absolute positioning counts from inside the border.)
        expect(Math.abs((list?.y ?? NaN) - ((bar?.y ?? NaN) + (bar?.height ?? NaN)))).toBeLessThanOrEqual(1);
        expect(list?.width).toBe(375);
        await expect(
          nav.getByRole('link', { name: 'Help Center' }).evaluate((link) => {
            const box = link.getBoundingClientRect();
            return link.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
          }),
        ).resolves.toBe(true);
        // The nested menus come with the panel's code only.
        await expect(page.getByRole('button', { name: 'Solutions', exact: true }).count()).resolves.toBe(0);
        expect(partErrors(consoleErrors, 'the mobile menu')).toHaveLength(1);
        expect(await getAxeViolations(page)).toEqual([]);

        await page.keyboard.press('Tab');
        await expect.poll(() => isFocused(nav.getByRole('link', { name: 'Find my tickets' }))).toBe(true);
        await page.keyboard.press('Escape');
        await nav.waitFor({ state: 'detached' });
        await expect
          .poll(() => isFocused(menuButton), { message: 'focus returns to Menu' })
          .toBe(true)
          .catch(async (error: unknown) => {
            throw new Error(`${(error as Error).message}; focus is on ${await describeFocus(page)}`);
          });

        await page.unroute(MENU_CHUNK);
        await menuButton.click();
        await page
          .getByRole('dialog', { name: 'Menu' })
          .getByRole('button', { name: 'Solutions', exact: true })
          .waitFor();
        expect(partErrors(consoleErrors, 'the mobile menu')).toHaveLength(1);
        expect(pageErrors.map(String)).toEqual([]);
      },
    );
  });

  it('a link in the plain links navigates like any link: Find Events reaches discovery', async () => {
    await demo.withPage(
      '/?mobile=1',
      { context: MOBILE, beforeGoto: ({ page }) => blockChunk(page, MENU_CHUNK) },
      async ({ page, pageErrors }) => {
        await header(page).getByRole('button', { name: 'Menu', exact: true }).click();
        await header(page)
          .getByRole('navigation', { name: 'Main navigation' })
          .getByRole('link', { name: 'Find Events' })
          .click();
        await waitForPath(page, '/d/local/all-events/');
        await header(page).waitFor();
        expect(pageErrors.map(String)).toEqual([]);
      },
    );
  });

  it('menu chunk blocked at 1280 px: Help Center lists its links as plain links; the next opening loads the menu', async () => {
    await demo.withPage(
      '/',
      { beforeGoto: ({ page }) => blockChunk(page, MENU_CODE_CHUNK) },
      async ({ page, pageErrors, consoleErrors }) => {
        const trigger = header(page).getByRole('button', { name: 'Help Center', exact: true });
        await trigger.click();
        const links = header(page).getByRole('list', { name: 'Help Center' });
        await links.waitFor();
        await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
        for (const name of ['Help Center', 'Find your tickets', 'Contact your event organizer'])
          await expect(links.getByRole('link', { name, exact: true }).isVisible(), name).resolves.toBe(true);
        await expect(page.getByRole('menu').count()).resolves.toBe(0);
        expect(partErrors(consoleErrors, 'the menu')).toHaveLength(1);
        expect(await getAxeViolations(page)).toEqual([]);

        // Tab goes on into the links; Escape closes them and focus returns to the trigger.
        await page.keyboard.press('Tab');
        await expect.poll(() => isFocused(links.getByRole('link', { name: 'Help Center' }))).toBe(true);
        await page.keyboard.press('Escape');
        await links.waitFor({ state: 'detached' });
        await expect.poll(() => isFocused(trigger), { message: 'focus returns to Help Center' }).toBe(true);

        await page.unroute(MENU_CODE_CHUNK);
        await page.keyboard.press('Enter');
        const menu = header(page).getByRole('menu', { name: 'Help Center' });
        await menu.waitFor();
        await expect
          .poll(() => isFocused(menu.getByRole('menuitem', { name: 'Help Center' })), {
            message: 'the first item is focused once the menu is in',
          })
          .toBe(true);
        expect(partErrors(consoleErrors, 'the menu')).toHaveLength(1);
        expect(pageErrors.map(String)).toEqual([]);
      },
    );
  });
});
