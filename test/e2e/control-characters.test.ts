/**
 * The product validation rules: "Text inputs strip control characters". Text pasted into the search and
 * the location field (insertText: what a paste or a dictation puts in) keeps none of U+0007 (bell) or
 * U+0000 (null), and neither does the search address.
 */
import { describe, expect, it } from 'vitest';
import { header, waitForPath } from './support/demo-page';
import { setupDemo } from './support/setup-demo';
import { eventually } from './support/wait';

// eslint-disable-next-line no-control-regex -- the characters this test is about
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

describe('control characters in text inputs (product validation rules)', () => {
  const demo = setupDemo();

  it('the search field drops U+0007 and U+0000 from pasted text, and the search URL holds none', async () => {
    await demo.withPage('/', async ({ page, pageErrors }) => {
      const input = header(page).getByRole('combobox', { name: 'Search events' });
      await input.hover();
      await eventually(() => input.getAttribute('aria-controls'), 'the full search bar took over').toBeTruthy();
      await input.click();
      await page.keyboard.insertText('pot\u0007tery\u0000');
      await eventually(() => input.inputValue()).toBe('pottery');
      // The caret stays where the pasted text ended: typing goes on at the end of the word.
      await page.keyboard.type('s');
      await eventually(() => input.inputValue()).toBe('potterys');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Enter');
      await waitForPath(page, '/d/ny--new-york/events/pottery/');
      expect(decodeURIComponent(page.url())).not.toMatch(CONTROL);
      expect(page.url()).not.toMatch(/%0[07]/i);
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('the location field drops them too, and the cleaned text finds its place', async () => {
    await demo.withPage('/', async ({ page, pageErrors }) => {
      const picker = header(page).getByRole('combobox', { name: 'Choose a location' });
      await eventually(() => picker.inputValue()).toBe('New York');
      await picker.click();
      await eventually(() => picker.getAttribute('aria-expanded')).toBe('true');
      await picker.selectText();
      await page.keyboard.insertText('ber\u0007l\u0000');
      await eventually(() => picker.inputValue()).toBe('berl');
      await header(page)
        .getByRole('option', { name: /^Berlin/ })
        .first()
        .waitFor();
      // A paste in the middle keeps the caret after what was pasted.
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.insertText('\u0000x\u0007');
      await page.keyboard.type('y');
      await eventually(() => picker.inputValue()).toBe('bexyrl');
      expect(pageErrors.map(String)).toEqual([]);
    });
  });
});
