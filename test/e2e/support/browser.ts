/** The system Chromium, never a downloaded one. */
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-options';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
export const MOBILE: BrowserContextOptions = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

export interface TrackedPage {
  page: Page;
  /** Uncaught exceptions in the page (page.on('pageerror')). */
  pageErrors: Error[];
  /** console.error messages (network failures included). */
  consoleErrors: string[];
  close(): Promise<void>;
}

/** A fresh context + page that records uncaught page errors. */
export async function openPage(browser: Browser, options: BrowserContextOptions = DESKTOP): Promise<TrackedPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  return { page, pageErrors, consoleErrors, close: () => context.close() };
}
