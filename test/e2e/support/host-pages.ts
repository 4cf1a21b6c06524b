/**
 * The small hosts under /hosts/ (React versions; bundlers): waiting for their header and
 * checking that the host's own React content still answers.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TrackedPage } from './browser';
import { header } from './demo-page';
import { eventually } from './wait';

/**
 * The header is in when the banner shows Find Events. A page error, a failed load or a host that failed to
 * start fails at once with its own message, rather than as a timeout 20 s later.
 */
export async function waitForBanner({ page, pageErrors }: TrackedPage): Promise<void> {
  const findEvents = header(page).getByRole('link', { name: 'Find Events' });
  const failedLoad = page.getByRole('status').filter({ hasText: 'failed to load' });
  const failedStart = page.getByText(/^This host failed to start/);
  await expect
    .poll(
      async () => {
        if (pageErrors.length > 0) return `page error: ${String(pageErrors[0])}`;
        if ((await failedLoad.count()) > 0) return String(await failedLoad.textContent());
        if ((await failedStart.count()) > 0) return String(await failedStart.textContent());
        return (await findEvents.isVisible()) ? 'header shown' : 'waiting';
      },
      { timeout: 20_000, message: 'the header shows Find Events' },
    )
    .toBe('header shown');
}

/** The host's h1 names its React version, and its own counter still counts. */
export async function expectHostAlive(page: Page, react: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: new RegExp(`React ${react.replace(/\./g, '\\.')}$`) }).waitFor();
  const counter = page.getByRole('region', { name: 'Host widget' }).getByRole('button', { name: /^Host counter: / });
  const before = Number((await counter.textContent())?.replace(/\D/g, ''));
  await counter.click();
  await eventually(() => counter.textContent()).toBe(`Host counter: ${before + 1}`);
}

/**
 * Types "san fr" into a location picker (default the header's; its full picker opens its list on focus) and
 * waits for the San Francisco suggestion; returns the picker.
 */
export async function typeSanFranciscoInPicker(
  page: Page,
  picker: Locator = header(page).getByRole('combobox', { name: 'Choose a location' }),
) {
  await picker.click();
  await eventually(() => picker.getAttribute('aria-expanded')).toBe('true');
  await picker.selectText();
  await page.keyboard.type('san fr');
  await page
    .getByRole('option', { name: /^San Francisco.*California/ })
    .first()
    .waitFor();
  return picker;
}

/** Opens the header's Help Center menu, waits for its "Find your tickets" item, and closes it with Escape. */
export async function openAndCloseHelpCenterMenu(page: Page, banner: Locator = header(page)): Promise<void> {
  await banner.getByRole('button', { name: 'Help Center', exact: true }).click();
  const menu = page.getByRole('menu', { name: 'Help Center' });
  await menu.getByRole('menuitem', { name: /^Find your tickets/ }).waitFor();
  await page.keyboard.press('Escape');
  await eventually(() => menu.count()).toBe(0);
}

/**
 * Points at the header's search (intent loads the full bar, which has taken over once the input names the
 * listbox it controls), types "jazz" and waits for suggestions; returns their listbox.
 */
export async function showJazzSuggestions(page: Page, banner: Locator = header(page)): Promise<Locator> {
  const search = banner.getByRole('combobox', { name: 'Search events' });
  await search.hover();
  await eventually(() => search.getAttribute('aria-controls'), 'the full search bar took over').toBeTruthy();
  await search.click();
  await page.keyboard.type('jazz', { delay: 100 });
  const suggestions = banner.getByRole('listbox', { name: 'Suggestions' });
  await eventually(() => suggestions.getByRole('option').count()).toBeGreaterThan(0);
  return suggestions;
}

/**
 * A control the header rendered is live once React has attached its props to the element: at once on a page
 * rendered in the browser; after the header's code has loaded and hydrated on a server-rendered one, whose
 * controls show, and do nothing, before that.
 */
export async function waitForInteractive({ pageErrors }: TrackedPage, control: Locator) {
  await expect
    .poll(
      async () =>
        pageErrors.length > 0
          ? `page error: ${String(pageErrors[0])}`
          : (await control.count()) === 1 &&
            (await control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))),
      { timeout: 30_000, message: 'the header is rendered by React in the page' },
    )
    .toBe(true);
}

/**
 * Which React rendered an element: each react-dom copy marks the elements it renders with a key of its own
 * (`__reactFiber$<random>`), the same for the app's elements and the header's when one React renders both. (A count
 * of renderers would not tell: Next.js's dev overlay starts a React of its own.)
 */
export function reactOf(element: Locator): Promise<string | undefined> {
  return element.evaluate((node) => Object.keys(node).find((key) => key.startsWith('__reactFiber$')));
}
