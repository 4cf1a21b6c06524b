/**
 * The search overlay's states in the built remote, inside the demo host, in Chromium (the state
 * machine is in docs/search.md "Overlay states"):
 * - only a visitor's pick closes the search (product limits, at 660 px and up); the server's location guess
 *   arriving after the visitor opened the search leaves it open, on the desktop bar and the takeover;
 * - no dimmed trap: once the dropdown is closed, a click on the dim closes the overlay too (product states);
 * - the overlay mirrors `#search` (product routes and states): a page loaded with it opens the search, Back closes it
 *   in one press, Forward reopens it, a reload keeps it, and closing it adds no history entry.
 */
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultMessages } from '../../src/i18n/english';
import { DESKTOP, MOBILE } from './support/browser';
import {
  fullSearchBar,
  getWindowMarker,
  header,
  isFocused,
  searchInput,
  setWindowMarker,
  waitForRemoteHeader,
} from './support/demo-page';
import { typeSanFranciscoInPicker } from './support/host-pages';
import { setupDemo } from './support/setup-demo';
import { eventually, settle } from './support/wait';

const SEARCH = { name: 'Search events' } as const;
const PICKER = { name: 'Choose a location' } as const;
/** Under 960 px and at 660 px or more: the takeover, where a pick closes it (product limits). */
const TAKEOVER_700: BrowserContextOptions = { viewport: { width: 700, height: 900 } };
/** The demo guesses New York for a browser with no location cookie (host-demo geo tables). */
const GUESSED = 'New York';
/** The demo's home without server rendering: the browser finds the visitor's place itself. */
const CLIENT_ONLY = '/?ssr=off';

const hashOf = (page: Page) => new URL(page.url()).hash;
const historyLength = (page: Page) => page.evaluate(() => window.history.length);

/**
 * Holds the server's location guess back until the returned function is called: the visitor can open
 * the search while the page still looks for its place. Only a page the server did not render asks from the
 * browser (a server-rendered one has the place in its HTML): `CLIENT_ONLY`.
 */
async function holdBackGuess(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/home/api/geo/place_from_request/'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/**
 * A point on the page content, away from the dropdown that hangs under the field (its lower left).
 * What is under it tells whether the page is dimmed.
 */
async function contentPoint(page: Page): Promise<{ x: number; y: number }> {
  const box = (await page.locator('#main-content').boundingBox())!;
  return { x: box.x + 16, y: box.y + box.height - 24 };
}

/**
 * Whether the page content is covered: a pointer on it reaches something else (the dimming overlay).
 * What a visitor sees as "the page is dimmed and does not answer".
 */
async function pageIsCovered(page: Page): Promise<boolean> {
  const { x, y } = await contentPoint(page);
  return page.evaluate(
    ([px, py]) => !document.getElementById('main-content')!.contains(document.elementFromPoint(px!, py!)),
    [x, y],
  );
}

/** A click on the dim, over the page content. */
async function clickTheDim(page: Page): Promise<void> {
  const { x, y } = await contentPoint(page);
  await page.mouse.click(x, y);
}

function takeover(page: Page): Locator {
  return page.getByRole('dialog', SEARCH);
}

/** Picks San Francisco by pointer in the given picker (the takeover may close with it: nothing waits on the picker after). */
async function pickSanFrancisco(page: Page, picker: Locator): Promise<void> {
  await typeSanFranciscoInPicker(page, picker);
  await page
    .getByRole('option', { name: /^San Francisco.*California/ })
    .first()
    .click();
}

/** The location cookie's slug: the pick has landed. */
async function cookieSlug(page: Page): Promise<string | undefined> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'location');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { slug?: string }).slug : undefined;
}

describe('search overlay: only a pick closes it (product limits)', () => {
  const demo = setupDemo();

  it('1280 px: the location guess landing after the search opened leaves dropdown, overlay and #search', async () => {
    let release = () => {};
    await demo.withPage(
      CLIENT_ONLY,
      { beforeGoto: async ({ page }) => void (release = await holdBackGuess(page)) },
      async ({ page }) => {
        const picker = header(page).getByRole('combobox', PICKER);
        const input = await fullSearchBar(page);
        await input.click();
        await eventually(() => hashOf(page)).toBe('#search');
        expect(await picker.inputValue()).toBe(defaultMessages.findingLocation);
        release();
        await eventually(() => picker.inputValue(), 'the guess arrived').toBe(GUESSED);
        await settle(page);
        expect(await input.getAttribute('aria-expanded')).toBe('true');
        expect(hashOf(page)).toBe('#search');
        expect(await pageIsCovered(page)).toBe(true);
      },
    );
  });

  it('700 px: the location guess landing after the takeover opened leaves the takeover and #search', async () => {
    let release = () => {};
    await demo.withPage(
      CLIENT_ONLY,
      { context: TAKEOVER_700, beforeGoto: async ({ page }) => void (release = await holdBackGuess(page)) },
      async ({ page }) => {
        await header(page).getByRole('button', SEARCH).click();
        const dialog = takeover(page);
        await dialog.waitFor();
        const picker = dialog.getByRole('combobox', PICKER);
        await eventually(() => picker.inputValue()).toBe(defaultMessages.findingLocation);
        expect(hashOf(page)).toBe('#search');
        release();
        await eventually(() => picker.inputValue(), 'the guess arrived').toBe(GUESSED);
        await settle(page);
        expect(await dialog.isVisible()).toBe(true);
        expect(hashOf(page)).toBe('#search');
      },
    );
  });

  it('1280 px: a place picked while the search is open closes dropdown, overlay and #search', async () => {
    await demo.withPage('/', async ({ page }) => {
      const input = await fullSearchBar(page);
      await input.click();
      await eventually(() => hashOf(page)).toBe('#search');
      const picker = header(page).getByRole('combobox', PICKER);
      await pickSanFrancisco(page, picker);
      await eventually(() => picker.inputValue()).toBe('San Francisco');
      await eventually(() => hashOf(page)).toBe('');
      expect(await pageIsCovered(page)).toBe(false);
    });
  });

  it('700 px: a place picked in the takeover closes it; 375 px: it stays open for the search', async () => {
    await demo.withPage('/', { context: TAKEOVER_700 }, async ({ page }) => {
      await header(page).getByRole('button', SEARCH).click();
      await takeover(page).waitFor();
      await pickSanFrancisco(page, takeover(page).getByRole('combobox', PICKER));
      await eventually(() => cookieSlug(page)).toMatch(/san-francisco$/);
      await takeover(page).waitFor({ state: 'hidden' });
      await eventually(() => hashOf(page)).toBe('');
    });
    await demo.withPage('/', { context: MOBILE }, async ({ page }) => {
      await header(page).getByRole('button', SEARCH).click();
      await takeover(page).waitFor();
      const picker = takeover(page).getByRole('combobox', PICKER);
      await pickSanFrancisco(page, picker);
      await eventually(() => picker.inputValue()).toBe('San Francisco');
      await settle(page);
      expect(await takeover(page).isVisible()).toBe(true);
      expect(hashOf(page)).toBe('#search');
    });
  });
});

describe('search overlay: no dimmed trap (product states)', () => {
  const demo = setupDemo();

  it('1280 px: a click on the dim closes the dropdown; a second click closes the overlay and its hash, adding no history entry', async () => {
    await demo.withPage('/', async ({ page }) => {
      const input = await fullSearchBar(page);
      await input.click();
      await eventually(() => hashOf(page)).toBe('#search');
      const length = await historyLength(page);
      await clickTheDim(page);
      await eventually(() => input.getAttribute('aria-expanded')).toBe('false');
      expect(await pageIsCovered(page)).toBe(true);
      expect(hashOf(page)).toBe('#search');
      await clickTheDim(page);
      await eventually(() => pageIsCovered(page), 'the dim is gone').toBe(false);
      await eventually(() => hashOf(page)).toBe('');
      expect(await historyLength(page)).toBe(length);
      expect(new URL(page.url()).pathname).toBe('/');
    });
  });

  it('1280 px: a click on the location control closes only the dropdown; then a click on the dim closes the overlay', async () => {
    await demo.withPage('/', async ({ page }) => {
      const input = await fullSearchBar(page);
      await input.click();
      await eventually(() => hashOf(page)).toBe('#search');
      await header(page).getByRole('combobox', PICKER).click();
      await eventually(() => input.getAttribute('aria-expanded')).toBe('false');
      expect(await pageIsCovered(page)).toBe(true);
      expect(hashOf(page)).toBe('#search');
      await clickTheDim(page);
      await eventually(() => pageIsCovered(page), 'the dim is gone').toBe(false);
      await eventually(() => hashOf(page)).toBe('');
    });
  });
});

describe('search overlay mirrors #search (product routes and states)', () => {
  const demo = setupDemo();

  it('1280 px: /#search opens the search with the field focused; Back closes it in one press, Forward reopens, a reload keeps it; Escape closes without a history entry', async () => {
    await demo.withPage('/#search', { context: DESKTOP }, async ({ page, pageErrors }) => {
      const input = searchInput(page);
      await eventually(() => isFocused(input), 'the search field has the focus').toBe(true);
      await eventually(() => input.getAttribute('aria-expanded')).toBe('true');
      expect(await pageIsCovered(page)).toBe(true);
      await setWindowMarker(page, 'same document');

      await page.goBack();
      await eventually(() => input.getAttribute('aria-expanded')).toBe('false');
      expect(hashOf(page)).toBe('');
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await pageIsCovered(page)).toBe(false);
      expect(await getWindowMarker(page)).toBe('same document');

      await page.goForward();
      await eventually(() => input.getAttribute('aria-expanded')).toBe('true');
      expect(hashOf(page)).toBe('#search');
      expect(await isFocused(input)).toBe(true);
      expect(await pageIsCovered(page)).toBe(true);

      await page.reload({ waitUntil: 'domcontentloaded' });
      await waitForRemoteHeader(page);
      await eventually(() => searchInput(page).getAttribute('aria-expanded')).toBe('true');
      await eventually(() => isFocused(searchInput(page))).toBe(true);
      expect(hashOf(page)).toBe('#search');

      // Closing from the page after the reload stays in this document (no load of the page without the hash).
      await setWindowMarker(page, 'after reload');
      const length = await historyLength(page);
      await page.keyboard.press('Escape');
      await eventually(() => searchInput(page).getAttribute('aria-expanded')).toBe('false');
      await eventually(() => hashOf(page)).toBe('');
      expect(await pageIsCovered(page)).toBe(false);
      expect(await historyLength(page)).toBe(length);
      expect(await getWindowMarker(page)).toBe('after reload');
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  // Closed by one click on its Close button at both widths: at 700 px the dialog sits at the top, so the
  // press that closes the dropdown under it does not move the button from under the pointer.
  for (const [width, context, closeBy] of [
    [375, MOBILE, 'its Close button'],
    [700, TAKEOVER_700, 'its Close button'],
  ] as const) {
    it(`${width} px: /#search opens the takeover with its text field focused; Back closes it, Forward reopens, a reload keeps it; one click on ${closeBy} closes it and adds no history entry`, async () => {
      await demo.withPage('/#search', { context }, async ({ page, pageErrors }) => {
        const dialog = takeover(page);
        await dialog.waitFor();
        const field = dialog.getByRole('combobox', SEARCH);
        await eventually(() => isFocused(field), 'the takeover field has the focus').toBe(true);

        await page.goBack();
        await dialog.waitFor({ state: 'hidden' });
        expect(hashOf(page)).toBe('');
        expect(new URL(page.url()).pathname).toBe('/');

        await page.goForward();
        await dialog.waitFor();
        expect(hashOf(page)).toBe('#search');
        await eventually(() => isFocused(field)).toBe(true);

        await page.reload({ waitUntil: 'domcontentloaded' });
        await waitForRemoteHeader(page);
        await takeover(page).waitFor();
        expect(hashOf(page)).toBe('#search');

        await setWindowMarker(page, 'after reload');
        const length = await historyLength(page);
        await takeover(page).getByRole('button', { name: defaultMessages.close, exact: true }).click();
        await takeover(page).waitFor({ state: 'hidden' });
        await eventually(() => hashOf(page)).toBe('');
        expect(await historyLength(page)).toBe(length);
        expect(await getWindowMarker(page)).toBe('after reload');
        expect(pageErrors.map(String)).toEqual([]);
      });
    });
  }
});
