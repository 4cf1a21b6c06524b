/**
 * The header's two comboboxes, the search and the location picker, against the WAI-ARIA APG combobox pattern
 * (its list-autocomplete example and that example's tests) in Chromium, with real key presses in the demo host,
 * where the product spec is silent (docs/search.md and docs/location.md "Keyboard"):
 * - Left, Right, Home and End with an option active return to the text: no option highlighted, so no
 *   aria-activedescendant, and the caret moves as in any text field;
 * - Escape dismisses a visible list and keeps the text; only the next Escape clears it (the picker's
 *   cleared text is its place);
 * - typing with an option active edits the text.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fullSearchBar, header } from './support/demo-page';
import { setupDemo } from './support/setup-demo';
import { eventually } from './support/wait';

interface Combobox {
  name: string;
  /** Loads the full field, types `text` in it and waits for its options. */
  open(page: Page, text: string): Promise<Locator>;
  /** What the field shows once its typed text is cleared (after a second Escape). */
  cleared(page: Page): string | Promise<string>;
  /** What is typed to get options. */
  text: string;
}

/** The demo guesses New York for an en-US browser with no location cookie (host-demo geo tables). */
const DEMO_PLACE = 'New York';

const COMBOBOXES: Combobox[] = [
  {
    name: 'Search events',
    text: 'jazz',
    async open(page, text) {
      const input = await fullSearchBar(page);
      await input.click();
      await page.keyboard.type(text);
      return input;
    },
    cleared: () => '',
  },
  {
    name: 'Choose a location',
    text: 'san fr',
    async open(page, text) {
      const input = header(page).getByRole('combobox', { name: 'Choose a location' });
      await eventually(() => input.inputValue()).toBe(DEMO_PLACE);
      await input.click();
      // The click may be the moment the full picker replaces the first-render input: select in the one that stays.
      await eventually(() => input.getAttribute('aria-expanded')).toBe('true');
      await input.selectText();
      await page.keyboard.type(text);
      return input;
    },
    cleared: () => DEMO_PLACE,
  },
];

/** The option the input points at (aria-activedescendant), '' for none, as the APG tests read it. */
const activeDescendant = async (input: Locator) => (await input.getAttribute('aria-activedescendant')) ?? '';

const caret = (input: Locator) => input.evaluate((element: HTMLInputElement) => element.selectionStart);

/** Options of the list shown, and an option made active with Down. */
async function activateOption(page: Page, input: Locator, what: string) {
  await eventually(() => header(page).getByRole('option').count(), `options for ${what}`).toBeGreaterThan(0);
  await page.keyboard.press('ArrowDown');
  await eventually(() => activeDescendant(input), `Down makes an option active (${what})`).not.toBe('');
  await eventually(() => header(page).getByRole('option', { selected: true }).count()).toBe(1);
}

describe('APG combobox keys of the search and the location picker in Chromium', () => {
  const demo = setupDemo();

  for (const combobox of COMBOBOXES) {
    const { name, text } = combobox;

    it(`${name}: Left, Right, Home and End with an option active return to the text and move the caret`, async () => {
      await demo.withPage('/', async ({ page, pageErrors }) => {
        const input = await combobox.open(page, text);
        // [key, where the caret ends]: Down keeps the caret, so Right after Left comes back to the end.
        for (const [key, at] of [
          ['ArrowLeft', text.length - 1],
          ['ArrowRight', text.length],
          ['Home', 0],
          ['End', text.length],
        ] as const) {
          await activateOption(page, input, `${name} before ${key}`);
          await page.keyboard.press(key);
          await eventually(() => activeDescendant(input), `${key}: no aria-activedescendant`).toBe('');
          await eventually(
            () => header(page).getByRole('option', { selected: true }).count(),
            `${key}: no option highlighted`,
          ).toBe(0);
          expect(await caret(input), `${key}: the caret`).toBe(at);
          expect(await input.inputValue(), `${key}: the text`).toBe(text);
          expect(await input.getAttribute('aria-expanded'), `${key}: the list stays`).toBe('true');
        }
        expect(pageErrors.map(String)).toEqual([]);
      });
    });

    it(`${name}: Escape with an option active dismisses the list and keeps the text; a second Escape clears it`, async () => {
      await demo.withPage('/', async ({ page, pageErrors }) => {
        const input = await combobox.open(page, text);
        await activateOption(page, input, name);
        await page.keyboard.press('Escape');
        await eventually(() => input.getAttribute('aria-expanded'), 'the first Escape closes the list').toBe('false');
        expect(await input.inputValue(), 'the first Escape keeps the text').toBe(text);
        expect(await activeDescendant(input)).toBe('');
        await page.keyboard.press('Escape');
        await eventually(() => input.inputValue(), 'the second Escape clears the text').toBe(
          await combobox.cleared(page),
        );
        expect(await input.getAttribute('aria-expanded'), 'the list stays closed').toBe('false');
        expect(pageErrors.map(String)).toEqual([]);
      });
    });

    it(`${name}: typing with an option active edits the text`, async () => {
      await demo.withPage('/', async ({ page, pageErrors }) => {
        const input = await combobox.open(page, text);
        await activateOption(page, input, name);
        await page.keyboard.type('x');
        await eventually(() => input.inputValue()).toBe(`${text}x`);
        await eventually(() => activeDescendant(input), 'the typed key returns to the text').toBe('');
        expect(pageErrors.map(String)).toEqual([]);
      });
    });
  }
});
