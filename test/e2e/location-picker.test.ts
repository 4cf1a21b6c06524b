/**
 * The LocationPicker in the built remote, inside the demo host, in Chromium: picking by
 * pointer and keyboard, the location cookie, the location on a first visit, recent places, "Use my
 * current location" (resolved, denied, never answered), the product error catalogue failure texts, untrusted place
 * names, axe on the open list, the manifest, and a picker mounted apart from the Header sharing its
 * location.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GEOLOCATION_TIMEOUT_MS, LOCATION_COOKIE_DAYS } from '../../src/config/constants';
import { defaultMessages } from '../../src/i18n/english';
import { getAxeViolations } from './support/axe';
import { DESKTOP } from './support/browser';
import { header } from './support/demo-page';
import { openTestPage, setupDemo } from './support/setup-demo';
import { eventually } from './support/wait';

const PICKER = { name: 'Choose a location' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

function headerPicker(page: Page): Locator {
  return header(page).getByRole('combobox', PICKER);
}

/** The list the picker controls (its accessible name is the picker's label too). */
function pickerList(page: Page): Locator {
  return header(page).getByRole('listbox', PICKER);
}

/** Focus the picker by pointer, type, and wait for the option whose name starts with `optionName`. */
async function typeAndFind(page: Page, picker: Locator, text: string, optionName: RegExp): Promise<Locator> {
  await picker.click();
  await page.keyboard.type(text);
  const option = page.getByRole('option', { name: optionName });
  await option.first().waitFor();
  return option.first();
}

/**
 * Pick by typing and Enter (the first suggestion, product validation rules), then wait for the input to show the place.
 * The place name is selected first: a click into a field that already has the focus (after a pick)
 * only moves the caret, so typing would go into the name.
 */
async function pickByEnter(page: Page, picker: Locator, text: string, shown: string): Promise<void> {
  await picker.click();
  // The first focus may be the moment the full picker replaces the first-render input (it keeps
  // the focus and what is typed, tested below); selecting text needs the element that stays, the
  // full picker's, which opens its list on focus.
  await eventually(() => picker.getAttribute('aria-expanded')).toBe('true');
  await picker.selectText();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await eventually(() => picker.inputValue(), `the picker shows ${shown} after "${text}" + Enter`).toBe(shown);
}

async function locationCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'location');
}

/** The picker's product error catalogue message (its alert region, inside the header). */
function pickerAlert(page: Page, text: string): Locator {
  return header(page).getByRole('alert').filter({ hasText: text });
}

describe('LocationPicker in the demo host', () => {
  const demo = setupDemo();

  it('type "san fr", pick San Francisco (California): the location cookie lives 30 days and a reload keeps the place', async () => {
    await demo.withPage('/', async ({ page, pageErrors }) => {
      const picker = headerPicker(page);
      const option = await typeAndFind(page, picker, 'san fr', /^San Francisco.*California/);
      await option.click();
      await eventually(() => picker.inputValue()).toBe('San Francisco');

      await eventually(() => locationCookie(page.context())).toBeDefined();
      const saved = (await locationCookie(page.context()))!;
      expect(JSON.parse(decodeURIComponent(saved.value))).toMatchObject({
        slug: expect.stringMatching(/san-francisco$/),
        isOnline: false,
      });
      expect(saved.path).toBe('/');
      const daysLeft = (saved.expires * 1000 - Date.now()) / DAY_MS;
      expect(daysLeft).toBeGreaterThan(LOCATION_COOKIE_DAYS - 0.01);
      expect(daysLeft).toBeLessThanOrEqual(LOCATION_COOKIE_DAYS);

      await page.reload({ waitUntil: 'domcontentloaded' });
      await eventually(() => headerPicker(page).inputValue()).toBe('San Francisco');
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('on a first visit (no cookie) the picker shows a place, not "Finding location...", within 2.5 s', async () => {
    await demo.withPage(
      '/',
      {
        waitForHeader: false,
        beforeGoto: ({ page }) =>
          // In the page's own clock: when the picker first appeared and when it first showed a place.
          page.addInitScript((finding: string) => {
            const times: { pickerAt?: number; placeAt?: number; place?: string } = {};
            (window as unknown as { __picker: typeof times }).__picker = times;
            const check = () => {
              const input = document.querySelector<HTMLInputElement>(
                'header input[role="combobox"][placeholder="Choose a location"]',
              );
              if (input && times.pickerAt === undefined) times.pickerAt = performance.now();
              if (input && input.value !== '' && input.value !== finding) {
                times.placeAt = performance.now();
                times.place = input.value;
                return;
              }
              requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          }, defaultMessages.findingLocation),
      },
      async ({ page }) => {
        await eventually(() =>
          page.evaluate(() => (window as unknown as { __picker: { placeAt?: number } }).__picker),
        ).toHaveProperty('placeAt');
        const { pickerAt, placeAt, place } = await page.evaluate(
          () => (window as unknown as { __picker: { pickerAt: number; placeAt: number; place: string } }).__picker,
        );
        // The demo guesses from Accept-Language: en-US is the largest US city.
        expect(place).toBe('New York');
        expect(placeAt - pickerAt).toBeLessThan(2500);
      },
    );
  });

  it('Enter after typing "berl" picks Berlin without arrow keys (product validation rules)', async () => {
    await demo.withPage('/', async ({ page }) => {
      await pickByEnter(page, headerPicker(page), 'berl', 'Berlin');
      expect(JSON.parse(decodeURIComponent((await locationCookie(page.context()))!.value))).toMatchObject({
        slug: expect.stringMatching(/berlin$/),
      });
    });
  });

  it('after six picks the empty input lists at most 5 recent places, newest first (product validation rules)', async () => {
    await demo.withPage('/', async ({ page }) => {
      const picker = headerPicker(page);
      // Each text's first suggestion is that city wherever the previous pick was (product validation rules' 200 km bias
      // puts nearby namesakes first: "berl" from New York is Berlin, New Jersey).
      const picks: [string, string][] = [
        ['tokyo', 'Tokyo'],
        ['madrid', 'Madrid'],
        ['rome', 'Rome'],
        ['berlin', 'Berlin'],
        ['london', 'London'],
        ['paris', 'Paris'],
      ];
      for (const [text, shown] of picks) await pickByEnter(page, picker, text, shown);

      // Still focused after the last pick: select the place name and delete it.
      await picker.click();
      await picker.selectText();
      await page.keyboard.press('Backspace');
      await eventually(() => picker.inputValue()).toBe('');
      const names = () => pickerList(page).getByRole('option').allTextContents();
      await eventually(names).toHaveLength(6);
      const shown = await names();
      expect(shown[0]).toBe(defaultMessages.useMyCurrentLocation);
      // Each option: the city, its region and country, and the hidden "Recent location".
      expect(shown.slice(1)).toEqual(
        ['Paris', 'London', 'Berlin', 'Rome', 'Madrid'].map((city) =>
          expect.stringMatching(new RegExp(`^${city}[^a-z].*${defaultMessages.recentLocation}$`)),
        ),
      );
    });
  });

  it('"Use my current location" with a position near Paris picks Paris (product states)', async () => {
    await demo.withPage(
      '/',
      {
        context: {
          ...DESKTOP,
          geolocation: { latitude: 48.8589, longitude: 2.347 },
          permissions: ['geolocation'],
        },
      },
      async ({ page }) => {
        const picker = headerPicker(page);
        await picker.click();
        await page.getByRole('option', { name: defaultMessages.useMyCurrentLocation }).click();
        await eventually(() => picker.inputValue()).toBe('Paris');
        expect(JSON.parse(decodeURIComponent((await locationCookie(page.context()))!.value))).toMatchObject({
          slug: expect.stringMatching(/paris$/),
        });
      },
    );
  });

  it('"Use my current location" without the permission shows the permission text (product error catalogue)', async () => {
    await demo.withPage('/', async ({ page }) => {
      const picker = headerPicker(page);
      await eventually(() => picker.inputValue()).toBe('New York');
      await picker.click();
      await page.getByRole('option', { name: defaultMessages.useMyCurrentLocation }).click();
      await pickerAlert(page, defaultMessages.locationPermissionDenied).waitFor();
      // The location stays what it was.
      await eventually(() => picker.inputValue()).toBe('New York');
    });
  });

  it('a position that never comes shows the timeout text after about 6 s, not before (product states, error catalogue and limits)', async () => {
    await demo.withPage(
      '/',
      {
        context: { ...DESKTOP, permissions: ['geolocation'] },
        beforeGoto: ({ page }) =>
          page.addInitScript((unavailable: string) => {
            // Some browsers never call back at all (a dismissed prompt): neither success nor error.
            navigator.geolocation.getCurrentPosition = () => undefined;
            const at: { shownAt?: number } = {};
            (window as unknown as { __alert: typeof at }).__alert = at;
            new MutationObserver(() => {
              if (at.shownAt === undefined && document.body.textContent?.includes(unavailable))
                at.shownAt = performance.now();
            }).observe(document, { childList: true, subtree: true, characterData: true });
          }, defaultMessages.locationUnavailable),
      },
      async ({ page }) => {
        const picker = headerPicker(page);
        await picker.click();
        const option = page.getByRole('option', { name: defaultMessages.useMyCurrentLocation });
        await option.waitFor();
        const clickedAt = await page.evaluate(() => performance.now());
        await option.click();
        await pickerAlert(page, defaultMessages.locationUnavailable).waitFor({ timeout: 20_000 });
        const { shownAt } = await page.evaluate(() => (window as unknown as { __alert: { shownAt: number } }).__alert);
        const waited = shownAt - clickedAt;
        expect(waited).toBeGreaterThanOrEqual(GEOLOCATION_TIMEOUT_MS);
        expect(waited).toBeLessThan(GEOLOCATION_TIMEOUT_MS + 3000);
      },
    );
  });

  it('a failing place_suggestions shows the lookup-failure text and empties the input (product error catalogue)', async () => {
    // The QA fault switch: every JSON call of the demo API answers 500.
    await demo.withPage('/?fault=500', async ({ page }) => {
      const picker = headerPicker(page);
      await picker.click();
      await page.keyboard.type('par');
      await pickerAlert(page, defaultMessages.locationLookupFailed).waitFor();
      await eventually(() => picker.inputValue()).toBe('');
    });
  });

  it('zero results shows the no-results text (product error catalogue)', async () => {
    await demo.withPage('/', async ({ page }) => {
      const picker = headerPicker(page);
      await picker.click();
      await page.keyboard.type('qqzxqq');
      await page.keyboard.press('Enter');
      await pickerAlert(page, defaultMessages.locationNoResults).waitFor();
      await eventually(() => picker.inputValue()).toBe('');
    });
  });

  it('keyboard only: from focus to a picked place, then axe on the page', async () => {
    await demo.withPage('/', async ({ page }) => {
      const picker = headerPicker(page);
      // Skip link, logo, the search, then the picker.
      for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
      await eventually(() => picker.evaluate((element) => element === document.activeElement)).toBe(true);
      await eventually(() => picker.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.type('lond');
      // From New York the nearest namesake comes first (New London, Connecticut): Down to London, England.
      const london = pickerList(page).getByRole('option', { name: /^London\s*England/ });
      await london.waitFor();
      const highlighted = () => pickerList(page).getByRole('option', { selected: true });
      for (let step = 0; step < 5 && (await london.getAttribute('aria-selected')) !== 'true'; step += 1) {
        await page.keyboard.press('ArrowDown');
        await eventually(() => highlighted().count()).toBe(1);
      }
      expect(await london.getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('Enter');
      await eventually(() => picker.inputValue()).toBe('London');
      expect(await picker.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await getAxeViolations(page)).toEqual([]);
    });
  });

  it('typing while the full picker arrives loses no keystroke and keeps the focus', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await demo.withPage(
      '/',
      {
        // The picker's chunk (downshift and its logic) is held until the test has typed half the text.
        beforeGoto: ({ page }) =>
          page.route(/\/location-picker\.js$/, async (route) => {
            await held;
            await route.continue();
          }),
      },
      async ({ page }) => {
        const picker = headerPicker(page);
        await picker.click();
        await page.keyboard.type('san f', { delay: 50 });
        release();
        await page.keyboard.type('rancisco', { delay: 50 });
        await eventually(() => picker.inputValue()).toBe('san francisco');
        await pickerList(page)
          .getByRole('option', { name: /^San Francisco/ })
          .first()
          .waitFor();
        expect(await picker.evaluate((element) => element === document.activeElement)).toBe(true);
      },
    );
  });

  it('Enter pressed before the full picker arrives picks the first suggestion once it is in', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await demo.withPage(
      '/',
      {
        beforeGoto: ({ page }) =>
          page.route(/\/location-picker\.js$/, async (route) => {
            await held;
            await route.continue();
          }),
      },
      async ({ page }) => {
        const picker = headerPicker(page);
        await picker.click();
        await page.keyboard.type('tokyo');
        await page.keyboard.press('Enter');
        release();
        await eventually(() => picker.inputValue()).toBe('Tokyo');
      },
    );
  });

  it('a place named <img src=x onerror=alert(1)> is shown as text, never run', async () => {
    const markup = '<img src=x onerror=alert(1)>';
    await demo.withPage(
      '/',
      {
        beforeGoto: ({ page }) =>
          page.route('**/home/api/geo/place_suggestions/**', (route) =>
            route.fulfill({
              json: {
                predictions: [
                  {
                    content: markup,
                    secondaryContent: `${markup}, Nowhere`,
                    placeType: 'locality',
                    value: '999999999',
                    currentPlace: markup,
                    currentPlaceParent: 'Nowhere',
                    country: 'Nowhere',
                  },
                ],
              },
            }),
          ),
      },
      async ({ page }) => {
        const dialogs: string[] = [];
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        const option = await typeAndFind(page, headerPicker(page), 'img', /^<img src=x onerror=alert\(1\)>/);
        expect(await option.textContent()).toContain(markup);
        expect(await header(page).locator('img[src="x"]').count()).toBe(0);
        expect(dialogs).toEqual([]);
      },
    );
  });

  it('axe finds nothing with the suggestion list open', async () => {
    await demo.withPage('/', async ({ page }) => {
      await typeAndFind(page, headerPicker(page), 'new', /^New York/);
      await eventually(() => headerPicker(page).getAttribute('aria-expanded')).toBe('true');
      expect(await getAxeViolations(page)).toEqual([]);
    });
  });

  it('the QA panel geolocation switch drives "Use my current location" without a reload', async () => {
    await demo.withPage('/?geo=denied', async ({ page }) => {
      const picker = headerPicker(page);
      await picker.click();
      await page.getByRole('option', { name: defaultMessages.useMyCurrentLocation }).click();
      await pickerAlert(page, defaultMessages.locationPermissionDenied).waitFor();
      await page
        .getByRole('complementary', { name: 'QA panel' })
        .getByLabel(/^Geolocation/)
        .selectOption('paris');
      await picker.click();
      await page.getByRole('option', { name: defaultMessages.useMyCurrentLocation }).click();
      await eventually(() => picker.inputValue()).toBe('Paris');
    });
  });

  it('mf-manifest.json lists ./LocationPicker beside ./Header and ./mount', async () => {
    const response = await fetch(demo.manifestUrl);
    const manifest = (await response.json()) as { exposes: { path: string }[] };
    expect(manifest.exposes.map((expose) => expose.path)).toEqual(
      expect.arrayContaining(['./Header', './mount', './LocationPicker']),
    );
  });
});

describe('Header and LocationPicker mounted apart share one location', () => {
  const demo = setupDemo();

  it('on the page without React: a pick in the separate picker shows in the header, and back', async () => {
    const { page, pageErrors } = await openTestPage(demo.browser);
    await page.goto(`${demo.host.origin}/non-react/`, { waitUntil: 'domcontentloaded' });
    const inHeader = headerPicker(page);
    const alone = page.getByRole('main').getByRole('combobox', PICKER);
    await inHeader.waitFor({ timeout: 15_000 });
    await alone.waitFor({ timeout: 15_000 });
    await eventually(() => inHeader.inputValue()).toBe('New York');
    await eventually(() => alone.inputValue()).toBe('New York');

    await alone.click();
    await page.keyboard.type('tokyo');
    await page.keyboard.press('Enter');
    await eventually(() => alone.inputValue()).toBe('Tokyo');
    await eventually(() => inHeader.inputValue(), 'the header follows the separate picker').toBe('Tokyo');
    await page.getByText(/Picked here: Tokyo/).waitFor();

    await inHeader.click();
    await page.keyboard.type('madrid');
    await page.keyboard.press('Enter');
    await eventually(() => inHeader.inputValue()).toBe('Madrid');
    await eventually(() => alone.inputValue(), 'the separate picker follows the header').toBe('Madrid');
    expect(await getAxeViolations(page)).toEqual([]);
    expect(pageErrors.map(String)).toEqual([]);
  });
});
