/**
 * The setup most browser tests share: one demo (remote + host servers) and one Chromium per file or
 * describe block, and per test a fresh page that is navigated, waited on and always closed.
 */
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import { DESKTOP, launchChromium, openPage, type TrackedPage } from './browser';
import { gotoDemo, waitForRemoteHeader } from './demo-page';
import { assertBuilt } from './paths';
import { startDemo, type Demo } from './servers';

export interface DemoPageOptions {
  /** Browser context options; DESKTOP unless given. */
  context?: BrowserContextOptions;
  /** Wait for the remote header after navigating (default true); off for pages that wait on something else first. */
  waitForHeader?: boolean;
  /** Runs on the fresh page before it navigates: routes, init scripts, permissions, listeners. */
  beforeGoto?: (tracked: TrackedPage) => unknown;
}

export type DemoPageRun<T> = (tracked: TrackedPage) => Promise<T>;

/**
 * openPage for the running test: its context is closed when the test finishes, whether it passed,
 * failed or timed out. A try/finally in the test would wait for a timed-out body that may never
 * settle, leaving the page running into the next test. The close is registered before the first
 * await, so it belongs to this test even if the test times out while the page is still opening.
 * A page that reported a Content-Security-Policy violation fails the test once closed.
 */
export function openTestPage(browser: Browser, options: BrowserContextOptions = DESKTOP): Promise<TrackedPage> {
  const opening = openPage(browser, options);
  onTestFinished(async () => {
    // A page that failed to open has already failed the test; there is nothing to close.
    const tracked = await opening.catch(() => undefined);
    await tracked?.close();
    // Every page the e2e tests open keeps host-demo's Content-Security-Policy, whatever the test checks.
    if (tracked && tracked.cspViolations.length > 0)
      throw new Error(`Content-Security-Policy violations:\n${tracked.cspViolations.join('\n')}`);
  });
  return opening;
}

/**
 * Opens a fresh context and page (closed when the test finishes, see openTestPage), goes to
 * `pathAndQuery` on `origin`, waits for the remote header (unless `waitForHeader: false`) and runs
 * the test body.
 */
export async function withDemoPage<T>(
  browser: Browser,
  origin: string,
  pathAndQuery: string,
  options: DemoPageOptions,
  run: DemoPageRun<T>,
): Promise<T> {
  const tracked = await openTestPage(browser, options.context ?? DESKTOP);
  await options.beforeGoto?.(tracked);
  await gotoDemo(tracked.page, origin, pathAndQuery);
  if (options.waitForHeader ?? true) await waitForRemoteHeader(tracked.page);
  return run(tracked);
}

export interface DemoSession extends Omit<Demo, 'stop'> {
  readonly browser: Browser;
  /** withDemoPage on this demo's host. */
  withPage<T>(pathAndQuery: string, run: DemoPageRun<T>): Promise<T>;
  withPage<T>(pathAndQuery: string, options: DemoPageOptions, run: DemoPageRun<T>): Promise<T>;
}

/**
 * Registers beforeAll/afterAll that start the demo servers and Chromium (after checking the build)
 * and stop them again. The returned object reads the running demo through getters, so it can be
 * created at collection time and used inside the tests.
 */
export function setupDemo(): DemoSession {
  let browser: Browser | undefined;
  let demo: Demo | undefined;

  beforeAll(async () => {
    assertBuilt();
    demo = await startDemo();
    browser = await launchChromium();
  });
  afterAll(async () => {
    // The servers stop even when closing Chromium throws.
    try {
      await browser?.close();
    } finally {
      await demo?.stop();
    }
  });

  function started<T>(value: T | undefined, what: string): T {
    if (value === undefined)
      throw new Error(`setupDemo(): ${what} is not started yet; use it inside a test or a later hook.`);
    return value;
  }

  const session: DemoSession = {
    get browser() {
      return started(browser, 'Chromium');
    },
    get host() {
      return started(demo, 'the demo').host;
    },
    get remote() {
      return started(demo, 'the demo').remote;
    },
    get manifestUrl() {
      return started(demo, 'the demo').manifestUrl;
    },
    withPage<T>(
      pathAndQuery: string,
      optionsOrRun: DemoPageOptions | DemoPageRun<T>,
      maybeRun?: DemoPageRun<T>,
    ): Promise<T> {
      const [options, run] = typeof optionsOrRun === 'function' ? [{}, optionsOrRun] : [optionsOrRun, maybeRun!];
      return withDemoPage(session.browser, session.host.origin, pathAndQuery, options, run);
    },
  };
  return session;
}
