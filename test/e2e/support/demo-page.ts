/** Helpers for driving the demo host the way QA does: by role and accessible name. */
import type { Locator, Page } from 'playwright-core';

export async function gotoDemo(page: Page, origin: string, pathAndQuery = '/'): Promise<void> {
  await page.goto(`${origin}${pathAndQuery}`, { waitUntil: 'domcontentloaded' });
}

/** The remote header is in: the banner with the remote's main navigation, and the QA panel says so. */
export async function waitForRemoteHeader(page: Page): Promise<void> {
  await page.getByRole('status').filter({ hasText: /Header remote (loaded|arrived)/ }).waitFor({ timeout: 15_000 });
  await page.getByRole('banner').waitFor();
}

export function qaPanel(page: Page): Locator {
  return page.getByRole('complementary', { name: 'QA panel' });
}

export function header(page: Page): Locator {
  return page.getByRole('banner');
}

/** Whether the element is the document's focused element (for expect.poll). */
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
