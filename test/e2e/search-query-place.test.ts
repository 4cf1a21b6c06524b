/**
 * 5 and 6 in the built remote, inside the demo host, in Chromium at 1280 px: a
 * recent search runs as its text in the current place (product states), typed text is the `{query}` segment
 * and only the spec's refinements become chips (product routes), and a country place searches under
 * `united-states` (product routes), also after a reload reads it back from the cookie.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT_MAX } from '../../src/config/constants';
import { SEARCH_HISTORY_KEY } from '../../src/storage/search-history';
import { header } from './support/demo-page';
import { setupDemo } from './support/setup-demo';
import { eventually } from './support/wait';

const SEARCH = { name: 'Search events' } as const;
const PICKER = { name: 'Choose a location' } as const;
/** The demo guesses New York for an en-US browser with no location cookie (host-demo geo tables). */
const NEW_YORK_SLUG = 'ny--new-york';

/** Pointing at the field loads the full bar (intent); it has taken over once the input names its listbox. */
async function fullSearch(page: Page): Promise<Locator> {
  const input = header(page).getByRole('combobox', SEARCH);
  await input.hover();
  await eventually(() => input.getAttribute('aria-controls'), 'the full search bar took over').toBeTruthy();
  return input;
}

/** Types `text` into the search field (emptied first) and presses Enter. */
async function search(page: Page, text: string): Promise<void> {
  const input = await fullSearch(page);
  await input.click();
  await input.fill('');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** Picks a place by typing and Enter (the first suggestion, product validation rules); resolves once the picker shows it. */
async function pickPlace(page: Page, text: string, shown: string): Promise<void> {
  const picker = header(page).getByRole('combobox', PICKER);
  await picker.click();
  await eventually(() => picker.getAttribute('aria-expanded')).toBe('true');
  await picker.selectText();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await eventually(() => picker.inputValue(), `the picker shows ${shown}`).toBe(shown);
}

async function locationCookie(context: BrowserContext): Promise<Record<string, unknown> | undefined> {
  const cookie = (await context.cookies()).find((c) => c.name === 'location');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : undefined;
}

/** The address bar's path and query string, read until it shows `expected` (a failure names what it showed). */
async function expectUrl(page: Page, expected: string): Promise<void> {
  await eventually(() => {
    const url = new URL(page.url());
    return url.pathname + url.search;
  }).toBe(expected);
}

/** The chips the field shows, by label. */
function chipLabels(page: Page): Promise<string[]> {
  return header(page).getByRole('list', { name: 'Understood as' }).getByRole('listitem').allTextContents();
}

describe('search: the query and the place', () => {
  const demo = setupDemo();

  it('a recent "jazz" picked after choosing Berlin runs at Berlin\'s path, and the cookie stays Berlin (product states)', async () => {
    await demo.withPage('/', async ({ page, pageErrors }) => {
      await search(page, 'jazz');
      await page.waitForURL((url) => url.pathname.startsWith(`/d/${NEW_YORK_SLUG}/`));

      await pickPlace(page, 'berlin, germany', 'Berlin');
      const berlin = String((await locationCookie(page.context()))?.slug);
      expect(berlin).toMatch(/berlin$/);

      const input = await fullSearch(page);
      await input.click();
      await eventually(() => input.getAttribute('aria-expanded')).toBe('true');
      await input.fill(''); // empties the text: the recent list shows
      const recent = header(page).getByRole('listbox', { name: 'Recent searches' });
      // It may still say where it was searched; it runs in the current place.
      await recent.getByRole('option', { name: /^jazz/ }).click();

      await expectUrl(page, `/d/${berlin}/events/jazz/`);
      expect(await locationCookie(page.context())).toMatchObject({ slug: berlin });
      expect(await header(page).getByRole('combobox', PICKER).inputValue()).toBe('Berlin');
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('"Rock & Roll" searches rock-and-roll, with no chip and no subcategories (product routes: slug)', async () => {
    await demo.withPage('/', async ({ page }) => {
      const input = await fullSearch(page);
      await input.click();
      await page.keyboard.type('Rock & Roll');
      // Chips are derived in the render that shows the text.
      await eventually(() => input.inputValue()).toBe('Rock & Roll');
      expect(await header(page).getByRole('list', { name: 'Understood as' }).count()).toBe(0);
      await page.keyboard.press('Enter');
      await expectUrl(page, `/d/${NEW_YORK_SLUG}/events/rock-and-roll/`);
    });
  });

  it('"jazz", a subcategory name typed as text, stays the query: /events/jazz/ with no subcategories', async () => {
    await demo.withPage('/', async ({ page }) => {
      const input = await fullSearch(page);
      await input.click();
      await page.keyboard.type('jazz');
      await page.keyboard.press('Enter');
      await expectUrl(page, `/d/${NEW_YORK_SLUG}/events/jazz/`);
    });
  });

  it('"free music this weekend" still becomes the chips Free, Music, This weekend and the refined URL', async () => {
    await demo.withPage('/', async ({ page }) => {
      const input = await fullSearch(page);
      await input.click();
      await page.keyboard.type('free music this weekend');
      await eventually(() => chipLabels(page)).toEqual(['Free', 'Music', 'This weekend']);
      await page.keyboard.press('Enter');
      await expectUrl(page, `/d/${NEW_YORK_SLUG}/free--music--events--this-weekend/`);
    });
  });

  it('removing the Music chip puts "music" back in the query as a word', async () => {
    await demo.withPage('/', async ({ page }) => {
      const input = await fullSearch(page);
      await input.click();
      await page.keyboard.type('free music this weekend');
      await header(page).getByRole('button', { name: 'Remove Music, search it as words' }).click();
      await eventually(() => chipLabels(page)).toEqual(['Free', 'This weekend']);
      expect(await input.inputValue()).toBe('free music this weekend');
      await page.keyboard.press('Enter');
      await expectUrl(page, `/d/${NEW_YORK_SLUG}/free--events--this-weekend/music/`);
    });
  });

  it('after picking Germany a search goes under united-states, also after a reload reads the cookie (product routes)', async () => {
    await demo.withPage('/', async ({ page, pageErrors }) => {
      await pickPlace(page, 'germany', 'Germany');
      await search(page, 'yoga');
      // A country-level slug is `united-states` without a box (product routes; routes/discovery-url.ts rule 3).
      await expectUrl(page, '/d/united-states/events/yoga/');
      // The cookie keeps the place type, so the place searches the same after a reload.
      expect(await locationCookie(page.context())).toMatchObject({ slug: 'germany', placeType: 'country' });

      await page.reload({ waitUntil: 'domcontentloaded' });
      await eventually(() => header(page).getByRole('combobox', PICKER).inputValue()).toBe('Germany');
      await search(page, 'pottery');
      await expectUrl(page, '/d/united-states/events/pottery/');
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it(`the full bar's chunk blocked: Enter in the plain field runs the same search, capped at ${SEARCH_TEXT_MAX} characters and recorded`, async () => {
    await demo.withPage(
      '/',
      { beforeGoto: ({ page }) => page.route('**/search-bar.*.js', (route) => route.abort()) },
      async ({ page, consoleErrors, pageErrors }) => {
        const input = header(page).getByRole('combobox', SEARCH);
        await input.hover(); // intent: the full bar is asked for, and its chunk fails
        await eventually(() => consoleErrors.some((line) => line.includes('the search bar failed to load'))).toBe(true);
        await input.fill('jazz '.repeat(60)); // 300 characters
        await input.press('Enter');
        // The first 200 characters ("jazz " 40 times), a subcategory name kept as the query.
        await expectUrl(page, `/d/${NEW_YORK_SLUG}/events/${'jazz-'.repeat(39)}jazz/`);
        const history = await page.evaluate((key) => localStorage.getItem(key), SEARCH_HISTORY_KEY);
        expect(JSON.parse(history ?? '[]')).toEqual([Array.from({ length: 40 }, () => 'jazz').join(' ')]);
        expect(await locationCookie(page.context())).toMatchObject({ slug: NEW_YORK_SLUG });
        expect(pageErrors.map(String)).toEqual([]);
      },
    );
  });
});
