/** Helpers for driving the demo host the way QA does: by role and accessible name. */
import type { Locator, Page } from 'playwright-core';
import { eventually } from './wait';

export async function gotoDemo(page: Page, origin: string, pathAndQuery = '/'): Promise<void> {
  await page.goto(`${origin}${pathAndQuery}`, { waitUntil: 'domcontentloaded' });
}

/** The remote header is in: the banner with the remote's main navigation, and the QA panel says so. */
export async function waitForRemoteHeader(page: Page): Promise<void> {
  await page
    .getByRole('status')
    .filter({ hasText: /Header remote (loaded|arrived)/ })
    .waitFor({ timeout: 15_000 });
  await page.getByRole('banner').waitFor();
}

/**
 * A visitor pointing at the header's search and location fields, where the layout shows them (the
 * desktop fields are not drawn in a phone's header): their full parts load on that intent. Resolves
 * once each has taken over (its input names the listbox it controls). A pointer over a field is not
 * "recent input" for layout-shift entries, so a swap that moved anything still counts.
 */
export async function pointAtHeaderFields(page: Page): Promise<void> {
  for (const name of ['Search events', 'Choose a location']) {
    // The drawn one: under 960 px "Search events" is the mobile input, which opens the takeover and has no
    // full part of its own, and the desktop fields are not drawn.
    const field = header(page).getByRole('combobox', { name }).and(page.locator(':not([aria-haspopup="dialog"])'));
    if (!(await field.isVisible())) continue;
    await field.hover();
    await eventually(() => field.getAttribute('aria-controls'), `the full "${name}" field took over`).toBeTruthy();
  }
}

export function qaPanel(page: Page): Locator {
  return page.getByRole('complementary', { name: 'QA panel' });
}

export function header(page: Page): Locator {
  return page.getByRole('banner');
}

/** Whether the element is the document's focused element (for expect.poll). */
/** The header's search field: the first-render input, then the full bar's combobox (same role and name). */
export function searchInput(page: Page): Locator {
  return header(page).getByRole('combobox', { name: 'Search events' });
}

/** Pointing at the field loads the full bar (intent); it has taken over once the input names its listbox. */
export async function fullSearchBar(page: Page): Promise<Locator> {
  const input = searchInput(page);
  await input.hover();
  await eventually(() => input.getAttribute('aria-controls'), 'the full search bar took over').toBeTruthy();
  return input;
}

export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Accessible-ish description of the focused element: role/tag plus text, for failure messages. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    return `${role}: ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}`;
  });
}

/** Select a QA panel option by its label, the way a keyboard or mouse user would. */
export async function chooseQaOption(page: Page, label: string, value: string): Promise<void> {
  await qaPanel(page).getByLabel(label, { exact: true }).selectOption(value);
}

/** Header props are applied without a reload: a marker on window survives. */
export async function setWindowMarker(page: Page, value: string): Promise<void> {
  await page.evaluate((marker) => ((window as unknown as { __demoMarker?: string }).__demoMarker = marker), value);
}
export function getWindowMarker(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { __demoMarker?: string }).__demoMarker);
}

export interface PageTimings {
  /** performance.now() when #main-content first appeared (the shell's first commit: the remote load starts). */
  mainAt?: number;
  /** Where #main-content was then, and whether the header slot was still empty. */
  firstMainTop?: number;
  slotEmptyAtFirst?: boolean;
  /** performance.now() when a <header> (remote or fallback) first appeared. */
  bannerAt?: number;
}

/**
 * Init script: records PageTimings on window.__timings, in the page's own clock, so budgets such as
 * REMOTE_LOAD_TIMEOUT_MS are measured from the moment the host starts loading the remote, not from
 * when a busy test machine got round to downloading the bundle.
 */
export const RECORD_TIMINGS = () => {
  const timings: Record<string, unknown> = {};
  (window as unknown as { __timings: unknown }).__timings = timings;
  const observer = new MutationObserver(() => {
    const main = document.getElementById('main-content');
    if (main && timings.mainAt === undefined) {
      timings.mainAt = performance.now();
      timings.firstMainTop = main.getBoundingClientRect().top;
      timings.slotEmptyAtFirst = !document.querySelector('header');
    }
    if (timings.bannerAt === undefined && document.querySelector('header')) timings.bannerAt = performance.now();
    if (timings.mainAt !== undefined && timings.bannerAt !== undefined) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
};

export function getTimings(page: Page): Promise<PageTimings> {
  return page.evaluate(() => (window as unknown as { __timings: PageTimings }).__timings);
}

/** Resolves once the address bar shows `pathname` (in-app navigations do not fire a load event). */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}
