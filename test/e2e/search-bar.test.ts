/**
 * The SearchBar in the built remote, inside the demo host, in Chromium:
 * suggestions after the debounce carrying the place, the cache, untrusted and regex-special text,
 * a late answer for older text, the failure text through the demo fault switch, trending and recent
 * lists, running a search (history, cookie, URL), the overlay hash and Back, IME composition, the
 * chips grammar, the manifest, and axe on the open dropdown and the 375 px takeover.
 */
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../src/config/constants';
import { SEARCH_HISTORY_KEY } from '../../src/storage/search-history';
import { getAxeViolations } from './support/axe';
import { MOBILE } from './support/browser';
import { fullSearchBar, header, waitForPath } from './support/demo-page';
import { setupDemo } from './support/setup-demo';
import { eventually, settle, stopPageTime } from './support/wait';

const SEARCH = { name: 'Search events' } as const;
const AUTOCOMPLETE = '/api/v3/destination/search/autocomplete/';
/** The demo guesses New York for an en-US browser with no location cookie (host-demo geo tables). */
const NEW_YORK_SLUG = 'ny--new-york';

/** Every autocomplete request the page sends, in order. */
function recordAutocomplete(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(AUTOCOMPLETE)) requests.push(request);
  });
  return requests;
}

/** Types like a person: one key every `delayMs`. */
async function typeSlowly(page: Page, text: string, delayMs = 150): Promise<void> {
  await page.keyboard.type(text, { delay: delayMs });
}

async function listbox(page: Page, name: string): Promise<Locator> {
  const list = header(page).getByRole('listbox', { name });
  await list.waitFor();
  return list;
}

describe('SearchBar in the demo host', () => {
  const demo = setupDemo();

  it('New York: "jazz" shows suggestions after the debounce (1 or 2 requests with the place), Enter lands on the discovery page', async () => {
    await demo.withPage('/', async ({ page, pageErrors }) => {
      const requests = recordAutocomplete(page);
      const input = await fullSearchBar(page);
      await input.click();
      await typeSlowly(page, 'jazz', 100);
      const list = await listbox(page, 'Suggestions');
      await eventually(() => list.getByRole('option').count()).toBeGreaterThan(0);
      expect(requests.length).toBeGreaterThanOrEqual(1);
      expect(requests.length).toBeLessThanOrEqual(2);
      const last = new URL(requests[requests.length - 1]!.url());
      expect(last.searchParams.get('q')).toBe('jazz');
      expect(last.searchParams.get('place_id')).toBeTruthy();
      await page.keyboard.press('Enter');
      // A subcategory name typed as text stays the query (product routes; docs/search.md).
      await waitForPath(page, `/d/${NEW_YORK_SLUG}/events/jazz/`);
      expect(new URL(page.url()).search).toBe('');
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('typing "jazz festival" at 150 ms per key sends 1 request; again in the same place within 5 minutes sends none', async () => {
    await demo.withPage('/', async ({ page }) => {
      const requests = recordAutocomplete(page);
      const input = await fullSearchBar(page);
      await input.click();
      await typeSlowly(page, 'jazz festival');
      await eventually(() => header(page).getByRole('option').count()).toBeGreaterThan(0);
      const first = requests.length;
      expect(first).toBe(1);
      // The first Escape closes the dropdown and keeps the text, the second clears it (APG combobox).
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await eventually(() => input.inputValue()).toBe('');
      // From here the page's timers run on the test's clock: past the debounce, a request would go.
      await stopPageTime(page);
      await typeSlowly(page, 'jazz festival');
      await page.clock.runFor(SEARCH_DEBOUNCE_MS * 2);
      await eventually(() => header(page).getByRole('option').count()).toBeGreaterThan(0);
      await settle(page);
      expect(requests.length).toBe(first);
    });
  });

  it('a suggestion <img src=x onerror=alert(1)> renders as text; "(", "[" and "\\" still show suggestions', async () => {
    await demo.withPage(
      '/',
      {
        beforeGoto: ({ page }) =>
          page.route(`**${AUTOCOMPLETE}**`, (route) =>
            route.fulfill({
              contentType: 'application/json',
              body: JSON.stringify({
                query: ['<img src=x onerror=alert(1)>', 'jazz (live)', 'rock [classic]', 'back\\slash'],
              }),
            }),
          ),
      },
      async ({ page }) => {
        let dialogs = 0;
        page.on('dialog', (dialog) => {
          dialogs += 1;
          void dialog.dismiss();
        });
        const input = await fullSearchBar(page);
        await input.click();
        await page.keyboard.type('img');
        const option = header(page).getByRole('option', { name: '<img src=x onerror=alert(1)>' });
        await option.waitFor();
        expect(await header(page).getByRole('listbox').locator('img').count()).toBe(0);
        for (const text of ['(', '[', '\\']) {
          await input.fill('');
          await page.keyboard.type(text);
          await eventually(() => header(page).getByRole('option').count(), `suggestions for ${text}`).toBe(4);
        }
        expect(dialogs).toBe(0);
      },
    );
  });

  it('an answer for "ja" that arrives after the answer for "jazz" is never shown', async () => {
    // The answer for "ja" is held until "jazz" has its answer on screen, then let go: it arrives
    // last by construction, not by a delay that a busy machine could outrun.
    let releaseStale = () => {};
    const staleReleased = new Promise<void>((resolve) => (releaseStale = resolve));
    let staleDone = Promise.resolve();
    await demo.withPage(
      '/',
      {
        beforeGoto: ({ page }) =>
          page.route(`**${AUTOCOMPLETE}**`, async (route) => {
            const q = new URL(route.request().url()).searchParams.get('q');
            if (q === 'ja') {
              staleDone = staleReleased.then(
                () =>
                  route
                    .fulfill({
                      contentType: 'application/json',
                      body: JSON.stringify({ query: ['STALE answer for ja'] }),
                    })
                    .catch(() => undefined), // the page may have aborted it
              );
              return;
            }
            await route.continue();
          }),
      },
      async ({ page }) => {
        const requests = recordAutocomplete(page);
        const input = await fullSearchBar(page);
        await input.click();
        await page.keyboard.type('ja');
        await eventually(() => requests.length).toBe(1);
        await page.keyboard.type('zz');
        await eventually(() => header(page).getByRole('option').count()).toBeGreaterThan(0);
        // Now the late answer arrives (or meets the abort): once the page has handled it, it must not show.
        releaseStale();
        await staleDone;
        await settle(page);
        expect(await header(page).getByRole('option', { name: /STALE/ }).count()).toBe(0);
        expect(await header(page).getByRole('option').count()).toBeGreaterThan(0);
        expect(await input.inputValue()).toBe('jazz');
      },
    );
  });

  it('a failing autocomplete (demo fault switch) shows the product error catalogue text', async () => {
    await demo.withPage(
      '/',
      {
        beforeGoto: ({ page }) =>
          // The fault switch for the autocomplete call only (the `fault` QA key would break the geo calls too).
          page.route(`**${AUTOCOMPLETE}**`, (route) => {
            const url = new URL(route.request().url());
            url.searchParams.set('__fault', '500');
            return route.continue({ url: url.href });
          }),
      },
      async ({ page }) => {
        const input = await fullSearchBar(page);
        await input.click();
        await page.keyboard.type('jazz');
        await header(page)
          .getByRole('alert')
          .filter({ hasText: 'Looks like we had a problem running your search.' })
          .waitFor();
      },
    );
  });

  it('with no history the empty input shows 1 to 5 trending searches', async () => {
    await demo.withPage('/', async ({ page }) => {
      const input = await fullSearchBar(page);
      await input.click();
      const list = await listbox(page, 'Trending searches');
      await eventually(() => list.getByRole('option').count()).toBeGreaterThanOrEqual(1);
      expect(await list.getByRole('option').count()).toBeLessThanOrEqual(5);
    });
  });

  it('with 50 stored terms it shows at most 5 and a Clear button that empties the list', async () => {
    await demo.withPage(
      '/',
      {
        beforeGoto: ({ page }) =>
          page.addInitScript((key: string) => {
            if (!sessionStorage.getItem('seeded')) {
              sessionStorage.setItem('seeded', '1');
              localStorage.setItem(key, JSON.stringify(Array.from({ length: 50 }, (_, i) => `term ${i}`)));
            }
          }, SEARCH_HISTORY_KEY),
      },
      async ({ page }) => {
        const input = await fullSearchBar(page);
        await input.click();
        const list = await listbox(page, 'Recent searches');
        expect(await list.getByRole('option').count()).toBe(5);
        await header(page).getByRole('button', { name: 'Clear' }).click();
        await eventually(() => page.evaluate((key) => localStorage.getItem(key), SEARCH_HISTORY_KEY)).toBeNull();
        await eventually(() => header(page).getByRole('option', { name: /^term/ }).count()).toBe(0);
      },
    );
  });

  it('"  JAZZ Nights " stores "jazz nights" first and sets the location cookie, even over corrupt stored JSON', async () => {
    await demo.withPage(
      '/',
      {
        beforeGoto: ({ page }) =>
          page.addInitScript((key: string) => {
            if (!sessionStorage.getItem('seeded')) {
              sessionStorage.setItem('seeded', '1');
              localStorage.setItem(key, '{"corrupt":');
            }
          }, SEARCH_HISTORY_KEY),
      },
      async ({ page }) => {
        const input = await fullSearchBar(page);
        await input.click();
        await page.keyboard.type('  JAZZ Nights ');
        await page.keyboard.press('Enter');
        await waitForPath(page, `/d/${NEW_YORK_SLUG}/events/jazz-nights/`);
        const history = JSON.parse(
          (await page.evaluate((key) => localStorage.getItem(key), SEARCH_HISTORY_KEY)) ?? '[]',
        ) as string[];
        expect(history[0]).toBe('jazz nights');
        expect(history.length).toBeLessThanOrEqual(40);
        const cookie = (await page.context().cookies()).find((c) => c.name === 'location');
        expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ slug: NEW_YORK_SLUG });
      },
    );
  });

  it('opening the dropdown sets a URL hash; Back closes it and stays on the page', async () => {
    await demo.withPage('/', async ({ page }) => {
      const input = await fullSearchBar(page);
      const path = new URL(page.url()).pathname;
      await input.click();
      await eventually(() => new URL(page.url()).hash).toBe('#search');
      expect(await input.getAttribute('aria-expanded')).toBe('true');
      await page.goBack();
      await eventually(() => input.getAttribute('aria-expanded')).toBe('false');
      expect(new URL(page.url()).pathname).toBe(path);
      expect(new URL(page.url()).hash).toBe('');
    });
  });

  it('during an IME composition no request is sent and the Enter that ends it does not navigate', async () => {
    await demo.withPage('/', async ({ page }) => {
      const requests = recordAutocomplete(page);
      const navigations: Request[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest()) navigations.push(request);
      });
      const input = await fullSearchBar(page);
      await input.click();
      // The page's timers run on the test's clock: twice the debounce passes at once, and its work runs.
      await stopPageTime(page);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.imeSetComposition', { text: 'じゃず', selectionStart: 3, selectionEnd: 3 });
      await page.clock.runFor(SEARCH_DEBOUNCE_MS * 2);
      await settle(page);
      expect(requests).toHaveLength(0);
      const path = new URL(page.url()).pathname;
      // The Enter that confirms the composition: isComposing true, keyCode 229.
      await input.evaluate((element) => {
        element.dispatchEvent(
          new KeyboardEvent('keydown', {
            key: 'Enter',
            keyCode: 229,
            isComposing: true,
            bubbles: true,
            cancelable: true,
          }),
        );
      });
      await cdp.send('Input.insertText', { text: 'じゃず' });
      await settle(page);
      expect(navigations).toEqual([]);
      expect(new URL(page.url()).pathname).toBe(path);
      // Once composed, the text is asked for like typed text.
      await page.clock.runFor(SEARCH_DEBOUNCE_MS * 2);
      await eventually(() => requests.length).toBe(1);
    });
  });

  it('"free jazz festivals this weekend" shows chips first and lands on the refined URL, "jazz" the query', async () => {
    await demo.withPage('/', async ({ page }) => {
      const input = await fullSearchBar(page);
      await input.click();
      await page.keyboard.type('free jazz festivals this weekend');
      const chips = header(page).getByRole('list', { name: 'Understood as' });
      await eventually(() => chips.getByRole('listitem').allTextContents()).toEqual([
        'Free',
        'Festival or Fair',
        'This weekend',
      ]);
      // The chips come before the input in the field.
      const chipsFirst = await chips.evaluate(
        (list, inputElement) => !!(list.compareDocumentPosition(inputElement!) & Node.DOCUMENT_POSITION_FOLLOWING),
        await input.elementHandle(),
      );
      expect(chipsFirst).toBe(true);
      await page.keyboard.press('Enter');
      await waitForPath(page, `/d/${NEW_YORK_SLUG}/free--festivals--this-weekend/jazz/`);
      expect(new URL(page.url()).search).toBe('');
    });
  });

  it('axe finds nothing on the open dropdown', async () => {
    await demo.withPage('/', async ({ page }) => {
      const input = await fullSearchBar(page);
      await input.click();
      await page.keyboard.type('jazz');
      await eventually(() => header(page).getByRole('option').count()).toBeGreaterThan(0);
      expect(await getAxeViolations(page)).toEqual([]);
    });
  });

  it('375 px: the round search button opens the takeover with search and picker; axe finds nothing', async () => {
    await demo.withPage('/', { context: MOBILE }, async ({ page }) => {
      await header(page).getByRole('button', SEARCH).click();
      const dialog = page.getByRole('dialog', SEARCH);
      await dialog.waitFor();
      const input = dialog.getByRole('combobox', SEARCH);
      await eventually(() => input.getAttribute('aria-controls')).toBeTruthy();
      await eventually(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
      await dialog.getByRole('combobox', { name: 'Choose a location' }).waitFor();
      await eventually(() => dialog.getByRole('option').count()).toBeGreaterThan(0);
      expect(await getAxeViolations(page)).toEqual([]);
    });
  });

  it('mf-manifest.json lists ./SearchBar', async () => {
    const response = await fetch(demo.manifestUrl);
    const manifest = (await response.json()) as { exposes: { path: string }[] };
    expect(manifest.exposes.map((expose) => expose.path)).toEqual(expect.arrayContaining(['./SearchBar']));
  });
});
