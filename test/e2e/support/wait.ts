/**
 * Reading page state that the page changes on its own schedule: a re-render after a click or a QA
 * panel switch, a history update, a focus move, a layout pass. A one-shot read straight after an
 * action races the page, and a sleep is either too short on a loaded machine or time thrown away on
 * an idle one. So every such read goes through `eventually`: it reads again until the matcher holds
 * or SETTLE_TIMEOUT_MS is up, then fails with the last value it read.
 */
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
