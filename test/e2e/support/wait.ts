/**
 * Reading page state that the page changes on its own schedule: a re-render after a click or a QA
 * panel switch, a history update, a focus move, a layout pass. A one-shot read straight after an
 * action races the page, and a sleep is either too short on a loaded machine or time thrown away on
 * an idle one. So every such read goes through `eventually`: it reads again until the matcher holds
 * or SETTLE_TIMEOUT_MS is up, then fails with the last value it read.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A re-render or focus move takes milliseconds on an idle machine and can take seconds on a 2-core
 * one shared with other builds; 10 s covers that and still fails well inside the 60 s test timeout.
 */
export const SETTLE_TIMEOUT_MS = 10_000;

/** `await eventually(() => locator.count()).toBe(1)`: the read is retried until `toBe(1)` holds. */
export function eventually<T>(read: () => T, message?: string) {
  return expect.poll(read, { timeout: SETTLE_TIMEOUT_MS, message });
}

/**
 * Puts the page's timers on the test's clock: from here they fire only in `page.clock.runFor`.
 * `install()` alone lets time flow on; pausing a moment ahead (never behind the page's clock, which
 * started at the real time of the install) stops it.
 */
export async function stopPageTime(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 100);
}

/**
 * Lets the page run what it has already queued, without waiting for time: React renders on a
 * MessageChannel task, so a message posted after it is handled after that render (and the requests
 * and navigations that render starts). Works under `page.clock` too, which does not fake
 * MessageChannel. For "nothing happened": the clock makes the timer fire, this lets its work run.
 */
export async function settle(page: Page, rounds = 3): Promise<void> {
  await page.evaluate(async (count) => {
    for (let round = 0; round < count; round += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  }, rounds);
}
