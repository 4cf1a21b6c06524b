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
