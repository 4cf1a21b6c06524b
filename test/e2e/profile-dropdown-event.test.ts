/**
 * Product API calls, "header" events: ProfileDropdown counts the account menu openings the
 * visitor asked for, by a click or a key. A menu that opened because the pointer rested on it
 * (product states, wide screens) is not counted, however long it stays open; a click on it then is.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { header } from './support/demo-page';
import { setupDemo } from './support/setup-demo';
import { eventually, settle, stopPageTime } from './support/wait';

/** The ProfileDropdown beacons the page has sent so far (recorded in the page, as they leave it). */
function profileDropdownBeacons(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { __beacons: string[] }).__beacons.filter((body) => body.includes('"ProfileDropdown"'))
        .length,
  );
}

describe('ProfileDropdown analytics', () => {
  const demo = setupDemo();

  it('a hover-open sends nothing even after 5 s open; the click that follows and a key-open send one each', async () => {
    await demo.withPage(
      '/organizer/overview/?persona=attendee',
      {
        beforeGoto: ({ page }) =>
          page.addInitScript(() => {
            const beacons: string[] = [];
            (window as unknown as { __beacons: string[] }).__beacons = beacons;
            const send = navigator.sendBeacon.bind(navigator);
            navigator.sendBeacon = (url, data) => {
              if (typeof data === 'string') beacons.push(data);
              return send(url, data);
            };
          }),
      },
      async ({ page, pageErrors }) => {
        const trigger = header(page).getByRole('button', { name: /^Account menu for/ });
        await trigger.waitFor();
        await stopPageTime(page);
        await trigger.hover();
        await eventually(() => trigger.getAttribute('aria-expanded')).toBe('true');
        await page.clock.runFor(5000);
        await settle(page);
        expect(await trigger.getAttribute('aria-expanded')).toBe('true');
        expect(await profileDropdownBeacons(page)).toBe(0);

        // The click on the menu the pointer opened is the visitor asking for it: one event.
        await trigger.click();
        await eventually(() => profileDropdownBeacons(page)).toBe(1);
        await page.keyboard.press('Escape');
        await eventually(() => trigger.getAttribute('aria-expanded')).toBe('false');

        // A key: one more.
        await trigger.focus();
        await page.keyboard.press('Enter');
        await eventually(() => trigger.getAttribute('aria-expanded')).toBe('true');
        await eventually(() => profileDropdownBeacons(page)).toBe(2);
        await page.clock.runFor(5000);
        await settle(page);
        expect(await profileDropdownBeacons(page)).toBe(2);
        expect(pageErrors.map(String)).toEqual([]);
      },
    );
  });
});
