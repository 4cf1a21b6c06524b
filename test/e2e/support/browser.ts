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
  /**
   * Content-Security-Policy violations: each `securitypolicyviolation` event in the page and each
   * console message about the policy. No page may break host-demo's policy; openTestPage fails the test on any.
   */
  cspViolations: string[];
  close(): Promise<void>;
}

/** The binding the init script below reports each violation event to. */
const CSP_BINDING = '__reportCspViolation';

/** Init script: every `securitypolicyviolation` event, from the first parsed element on, goes to CSP_BINDING. */
const REPORT_CSP_VIOLATIONS = (binding: string) => {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
          `(${event.sourceFile || event.documentURI}:${event.lineNumber}) ${event.sample}`.trim(),
      );
    },
    true,
  );
};

/** A fresh context + page that records uncaught page errors. */
export async function openPage(browser: Browser, options: BrowserContextOptions = DESKTOP): Promise<TrackedPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  const consoleErrors: string[] = [];
  const cspViolations: string[] = [];
  await context.exposeBinding(CSP_BINDING, (_source, text: string) => void cspViolations.push(text));
  await context.addInitScript(REPORT_CSP_VIOLATIONS, CSP_BINDING);
  page.on('pageerror', (error) => pageErrors.push(error));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
    if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(`console: ${message.text()}`);
  });
  return { page, pageErrors, consoleErrors, cspViolations, close: () => context.close() };
}
