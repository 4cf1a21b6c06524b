/**
 * Analytics you can see (product API calls): the header's beacons reach the demo server's collector,
 * and the QA panel lists what it received, with each event's fields, the product route page name included.
 * Every test here shares one demo server, so each one looks for events only it can have sent.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getAxeViolations } from './support/axe';
import { MOBILE } from './support/browser';
import { header, qaPanel, waitForPath } from './support/demo-page';
import { setupDemo } from './support/setup-demo';

/** The QA panel's entry for each received `category / action` event, newest first. */
function received(page: Page, categoryAndAction: string | RegExp): Locator {
  return qaPanel(page).getByRole('listitem').filter({ hasText: categoryAndAction });
}

/** The entries for `categoryAndAction` whose fields include `field` (e.g. `pageName: Discovery`). */
function receivedWith(page: Page, categoryAndAction: string, field: string): Locator {
  return received(page, categoryAndAction).filter({ has: page.getByRole('listitem').filter({ hasText: field }) });
}

const WAIT = { timeout: 10_000 };

describe('analytics in the QA panel', () => {
  const demo = setupDemo();

  it('desktop: Find Events, then Sign In on the page it led to; the panel shows both with the page each happened on', async () => {
    await demo.withPage('/', async ({ page, pageErrors }) => {
      const banner = header(page);
      await banner.getByRole('link', { name: 'Find Events' }).click();
      // The host routes it in-app (pushState): the header stays, the page is now a discovery page.
      await waitForPath(page, '/d/local/all-events/');
      await banner.getByRole('link', { name: 'Sign In' }).click();
      await waitForPath(page, '/signin/');

      await expect.poll(() => receivedWith(page, 'header / Discover', 'pageName: Home').count(), WAIT).toBe(1);
      await expect
        .poll(() => receivedWith(page, 'header / SignInClicked', 'pageName: Discovery').count(), WAIT)
        .toBe(1);
      // Newest first: Sign In came after Find Events.
      const entries = await received(page, /^header \/ /).allTextContents();
      expect(entries.slice(0, 2).map((text) => /^header \/ \w+/.exec(text)?.[0])).toEqual([
        'header / SignInClicked',
        'header / Discover',
      ]);
      expect(await getAxeViolations(page)).toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('mobile panel at 375 px: Sign In sends SignInClicked, the panel closes and the QA panel shows the event', async () => {
    await demo.withPage('/mytickets/', { context: MOBILE }, async ({ page, pageErrors }) => {
      await header(page).getByRole('button', { name: 'Menu', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await dialog.getByRole('link', { name: 'Sign In' }).click();
      await waitForPath(page, '/signin/');
      // The host routed the link in-app: without closing, the panel would hide the page it opened.
      await dialog.waitFor({ state: 'hidden' });
      await expect
        .poll(() => receivedWith(page, 'header / SignInClicked', 'pageName: My Tickets').count(), WAIT)
        .toBe(1);
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('the account menu counts ProfileDropdown once per opening, hover and click together being one', async () => {
    // The only test here that opens the account menu, so every ProfileDropdown received is its own.
    await demo.withPage('/organizer/overview/?persona=attendee', async ({ page, pageErrors }) => {
      const profile = () => received(page, 'header / ProfileDropdown').count();
      const trigger = header(page).getByRole('button', { name: /^Account menu for/ });
      // The mouse arrives (a wide screen opens on hover, product states), then clicks: one opening.
      await trigger.hover();
      await trigger.click();
      await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
      await trigger.click();
      await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
      await trigger.click();
      await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect.poll(profile, WAIT).toBe(2);
      // And nothing more arrives later, shown by an end marker rather than a wait: the menu closes and the
      // logo is clicked (LogoHome, sent by no other test here). The tracker sends each event as it happens,
      // so that beacon leaves after any ProfileDropdown these openings sent; once the panel lists it, it is
      // the newest header event and there are still two openings.
      await page.keyboard.press('Escape');
      await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
      await header(page).getByRole('link', { name: 'Evently home' }).click();
      await expect.poll(() => received(page, 'header / LogoHome').count(), WAIT).toBe(1);
      const newest = await received(page, /^header \/ /).allTextContents();
      expect(newest.slice(0, 3).map((text) => /^header \/ \w+/.exec(text)?.[0])).toEqual([
        'header / LogoHome',
        'header / ProfileDropdown',
        'header / ProfileDropdown',
      ]);
      expect(await profile()).toBe(2);
      expect(pageErrors.map(String)).toEqual([]);
    });
  });
});
