/**
 * A place nobody knows gets its product error catalogue text while the visitor types, as soon as the
 * suggestion call answers none, not only after Enter; a later answer with places hides it again;
 * Enter on it still resets the field (product error catalogue: "zero results; location reset"). At 1280 px in the
 * header, at 375 px in the search takeover.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultMessages } from '../../src/i18n/english';
import { getAxeViolations } from './support/axe';
import { MOBILE } from './support/browser';
import { header } from './support/demo-page';
import { setupDemo } from './support/setup-demo';
import { eventually } from './support/wait';

const PICKER = { name: 'Choose a location' } as const;
const UNKNOWN_PLACE = 'qqzxqq';
const NO_RESULTS = defaultMessages.locationNoResults;

/** Types an unknown place, sees the text without Enter, then a known one hides it. */
async function typeUnknownThenKnown(page: Page, area: Locator): Promise<void> {
  const picker = area.getByRole('combobox', PICKER);
  await picker.click();
  await eventually(() => picker.getAttribute('aria-expanded')).toBe('true');
  await picker.selectText();
  await page.keyboard.type(UNKNOWN_PLACE);
  // Announced (role=alert) and tied to the field, with no Enter pressed; what was typed stays to be corrected.
  await area.getByRole('alert').filter({ hasText: NO_RESULTS }).waitFor();
  await eventually(() => picker.inputValue()).toBe(UNKNOWN_PLACE);
  const describedBy = await picker.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(NO_RESULTS);

  // A later answer with places hides it.
  await picker.selectText();
  await page.keyboard.type('berl');
  await area
    .getByRole('option', { name: /^Berlin/ })
    .first()
    .waitFor();
  await eventually(() => area.getByRole('alert').filter({ hasText: NO_RESULTS }).count()).toBe(0);
  expect(await picker.getAttribute('aria-describedby')).toBeNull();

  // Enter on an unknown place: the text again, and the field reset (product error catalogue).
  await picker.selectText();
  await page.keyboard.type(UNKNOWN_PLACE);
  await page.keyboard.press('Enter');
  await area.getByRole('alert').filter({ hasText: NO_RESULTS }).waitFor();
  await eventually(() => picker.inputValue()).toBe('');
}

describe('zero location results while typing (product error catalogue)', () => {
  const demo = setupDemo();

  it('1280 px: the header picker shows the no-results text as soon as the answer is empty; axe clean', async () => {
    await demo.withPage('/', async ({ page, pageErrors }) => {
      await eventually(() => header(page).getByRole('combobox', PICKER).inputValue()).toBe('New York');
      await typeUnknownThenKnown(page, header(page));
      expect(await getAxeViolations(page)).toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('375 px: the picker in the search takeover does the same', async () => {
    await demo.withPage('/', { context: MOBILE }, async ({ page, pageErrors }) => {
      await header(page).getByRole('button', { name: 'Search events' }).click();
      const dialog = page.getByRole('dialog', { name: 'Search events' });
      await dialog.waitFor();
      await eventually(() => dialog.getByRole('combobox', PICKER).inputValue()).toBe('New York');
      await typeUnknownThenKnown(page, dialog);
      expect(pageErrors.map(String)).toEqual([]);
    });
  });
});
