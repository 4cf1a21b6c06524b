/**
 * Every product error catalogue text can be made to appear from the QA panel. Each test starts
 * on a plain demo page and reaches its texts in turn with the panel's switches (geolocation, demo API
 * fault, stage, persona) and the header as a visitor uses it: no routes intercepted, no scripts
 * injected, no QA link typed.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultMessages } from '../../src/i18n/english';
import { chooseQaOption, header, qaPanel, waitForPath } from './support/demo-page';
import { setupDemo } from './support/setup-demo';
import { eventually } from './support/wait';

const PICKER = { name: 'Choose a location' } as const;
const SEARCH = { name: 'Search events' } as const;

function alertWith(area: Locator, text: string): Locator {
  return area.getByRole('alert').filter({ hasText: text });
}

/** The panel's demo API fault switch; the QA state is in the address, so it is set once the address says so. */
async function chooseFault(page: Page, fault: '' | '500'): Promise<void> {
  await chooseQaOption(page, 'Demo API fault (every JSON call)', fault);
  await eventually(() => new URL(page.url()).searchParams.get('fault')).toBe(fault || null);
}

/** "Use my current location" in the header's picker. */
async function useMyCurrentLocation(page: Page): Promise<void> {
  const picker = header(page).getByRole('combobox', PICKER);
  await picker.click();
  await header(page).getByRole('option', { name: defaultMessages.useMyCurrentLocation }).click();
}

/** Types into the header's picker in place of what it shows. */
async function typePlace(page: Page, text: string): Promise<void> {
  const picker = header(page).getByRole('combobox', PICKER);
  await picker.click();
  await eventually(() => picker.getAttribute('aria-expanded')).toBe('true');
  await picker.selectText();
  await page.keyboard.type(text);
}

describe('every product error catalogue text from the QA panel', () => {
  const demo = setupDemo();

  it('location texts: permission denied, position failed, not resolved, lookup failure, zero results', async () => {
    await demo.withPage('/', async ({ page, pageErrors }) => {
      const banner = header(page);
      await eventually(() => banner.getByRole('combobox', PICKER).inputValue()).toBe('New York');

      await chooseQaOption(page, 'Geolocation (Use my current location)', 'denied');
      await useMyCurrentLocation(page);
      await alertWith(banner, defaultMessages.locationPermissionDenied).waitFor();

      await chooseQaOption(page, 'Geolocation (Use my current location)', 'unavailable');
      await useMyCurrentLocation(page);
      await alertWith(banner, defaultMessages.locationUnavailable).waitFor();

      // Coordinates in the open sea: the demo API's place_from_coordinates answers no place.
      await chooseQaOption(page, 'Geolocation (Use my current location)', 'nowhere');
      await useMyCurrentLocation(page);
      await alertWith(banner, defaultMessages.locationUnresolved).waitFor();

      await chooseFault(page, '500');
      await typePlace(page, 'par');
      await alertWith(banner, defaultMessages.locationLookupFailed).waitFor();

      await chooseFault(page, '');
      await typePlace(page, 'qqzxqq');
      await alertWith(banner, defaultMessages.locationNoResults).waitFor();
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('search and listing texts: autosuggest failure, no events nearby, save failed, saved', async () => {
    await demo.withPage('/', async ({ page, pageErrors }) => {
      const banner = header(page);
      const search = banner.getByRole('combobox', SEARCH);
      await eventually(() => banner.getByRole('combobox', PICKER).inputValue()).toBe('New York');

      await chooseFault(page, '500');
      await search.click();
      await page.keyboard.type('jazz');
      await alertWith(banner, defaultMessages.searchFailed).waitFor();
      // Escape closes the dropdown, the next clears the text, the next closes the search (and its #search history
      // entry) before QA switches again.
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await eventually(() => new URL(page.url()).hash).toBe('');

      await chooseFault(page, '');
      await search.fill('qqqzzzxxyy');
      await page.keyboard.press('Enter');
      await waitForPath(page, '/d/ny--new-york/events/qqqzzzxxyy/');
      await page.getByText(defaultMessages.noEventsNearby, { exact: true }).waitFor({ timeout: 20_000 });

      await chooseQaOption(page, 'Persona', 'attendee');
      await search.fill('jazz');
      await page.keyboard.press('Enter');
      // Whatever refinements "jazz" reads as, a New York listing of jazz events.
      await page.waitForURL((url) => url.pathname.startsWith('/d/ny--new-york/') && !url.pathname.includes('qqq'));
      const save = page
        .getByRole('main')
        .getByRole('button', { name: /^Save / })
        .first();
      await save.waitFor({ timeout: 20_000 });
      await chooseFault(page, '500');
      await save.click();
      await page.getByRole('status').filter({ hasText: defaultMessages.eventSaveFailed }).waitFor();

      await chooseFault(page, '');
      await save.click();
      await page.getByRole('status').filter({ hasText: defaultMessages.eventSaved }).waitFor();
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('"Unknown stage: {value}": the panel passes an unknown stage as it is and shows what the header reported', async () => {
    await demo.withPage('/', async ({ page, pageErrors }) => {
      await chooseQaOption(page, 'Stage', 'staging');
      await eventually(() => new URL(page.url()).searchParams.get('stage')).toBe('staging');
      const reports = qaPanel(page).getByRole('list', { name: 'Header reports' });
      await reports.getByRole('listitem').filter({ hasText: 'Unknown stage: staging' }).waitFor();
      // The header still works, as prod (product limits: default stage).
      await header(page).getByRole('link', { name: 'Sign In' }).waitFor();
      expect(pageErrors.map(String)).toEqual([]);
    });
  });
});
