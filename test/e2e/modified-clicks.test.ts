/**
 * Clicks as browsers mean them: Ctrl+click opens a link in a new tab and leaves the
 * current page, and its dialogs, alone; only a plain click goes through the host router or the
 * create-event modal.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { header } from './support/demo-page';
import { setupDemo } from './support/setup-demo';

/** Ctrl+clicks `link` and returns the tab it opened, loaded. */
async function ctrlClickOpensTab(page: Page, link: Locator): Promise<Page> {
  const opened = page.context().waitForEvent('page');
  await link.click({ modifiers: ['Control'] });
  const tab = await opened;
  await tab.waitForLoadState('domcontentloaded');
  return tab;
}

describe('modified clicks are left to the browser', () => {
  const demo = setupDemo();

  it('Ctrl+click on Find Events opens it in a new tab; this page stays where it was', async () => {
    await demo.withPage('/?persona=attendee', async ({ page, pageErrors }) => {
      const before = page.url();
      const tab = await ctrlClickOpensTab(page, header(page).getByRole('link', { name: 'Find Events' }));
      expect(new URL(tab.url()).pathname).toBe('/d/local/all-events/');
      expect(page.url()).toBe(before);
      await expect(page.getByRole('heading', { level: 1, name: /Route reached/ }).count()).resolves.toBe(0);
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('Ctrl+click on "Create an event" opens auto-create in a new tab, without the modal here; a plain click opens the modal', async () => {
    await demo.withPage('/?persona=organizer', async ({ page, pageErrors }) => {
      const before = page.url();
      const cta = header(page).getByRole('link', { name: 'Create an event' });
      const tab = await ctrlClickOpensTab(page, cta);
      expect(new URL(tab.url()).pathname).toBe('/manage/events/auto-create/');
      expect(page.url()).toBe(before);
      await expect(cta.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);

      await cta.click();
      await page.getByRole('dialog', { name: 'How do you want to build your event?' }).waitFor();
      expect(page.url()).toBe(before);
      expect(pageErrors.map(String)).toEqual([]);
    });
  });
});
