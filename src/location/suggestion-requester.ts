/**
 * Search-as-you-type for location suggestions (spec 5): requests wait LOCATION_DEBOUNCE_MS after
 * the last keystroke, empty text asks for nothing, and only the latest request's answer is
 * delivered (STYLE.md: stale responses are discarded; the stale request is also aborted).
 * `flush` serves Enter: it cancels the debounce and answers at once, from the settled answer for
 * that text when there is one, else by fetching now (spec 5 "Enter cancels the debounce and, if
 * suggestions are pending, selects the first").
 * Pure: the fetcher and the clock are injected.
 */
import { LOCATION_DEBOUNCE_MS } from '../config/constants';
import type { Timers } from './types';

export interface SuggestionRequesterOptions<T> {
  fetch: (input: string, signal: AbortSignal) => Promise<T[]>;
  /** The latest request's answer (an empty list for empty text). */
  onResults: (input: string, results: T[]) => void;
  /** The latest request failed. */
  onError: (input: string, error: unknown) => void;
  timers: Timers;
  delayMs?: number;
}

export interface SuggestionRequester<T> {
  /** Ask for suggestions for `input` after the debounce. */
  request(input: string): void;
  /** Suggestions for `input` now: settled ones, the in-flight request's, or a new request's. */
  flush(input: string): Promise<T[]>;
  /** Drop the pending debounce and ignore the in-flight answer. */
  cancel(): void;
  /** True while a request for the latest text is waiting or in flight. */
  isPending(): boolean;
}

const isEmpty = (input: string) => input.trim() === '';

export function createSuggestionRequester<T>(options: SuggestionRequesterOptions<T>): SuggestionRequester<T> {
  const { timers, delayMs = LOCATION_DEBOUNCE_MS } = options;
  let timer: unknown = null;
  let generation = 0;
  let inFlight: { input: string; promise: Promise<T[]>; controller: AbortController } | null = null;
  let settled: { input: string; results: T[] } | null = null;

  const clearTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };

  const abortInFlight = () => {
    inFlight?.controller.abort();
    inFlight = null;
  };

  const run = (input: string): Promise<T[]> => {
    clearTimer();
    abortInFlight();
    const id = ++generation;
    const controller = new AbortController();
    const promise = options.fetch(input.trim(), controller.signal).then(
      (results) => {
        if (id === generation) {
          inFlight = null;
          settled = { input, results };
          options.onResults(input, results);
        }
        return results;
      },
      (error: unknown) => {
        if (id === generation) {
          inFlight = null;
          options.onError(input, error);
        }
        throw error;
      },
    );
    inFlight = { input, promise, controller };
    return promise;
  };

  return {
    request(input) {
      clearTimer();
      generation += 1;
      abortInFlight();
      if (isEmpty(input)) {
        settled = { input, results: [] };
        options.onResults(input, []);
        return;
      }
      if (settled?.input === input) return;
      timer = timers.setTimeout(() => {
        timer = null;
        // The error is reported through onError; the promise itself is not awaited here.
        run(input).catch(() => undefined);
      }, delayMs);
    },
    flush(input) {
      if (isEmpty(input)) {
        clearTimer();
        return Promise.resolve([]);
      }
      if (timer === null && inFlight?.input === input) return inFlight.promise;
      if (timer === null && settled?.input === input) return Promise.resolve(settled.results);
      return run(input);
    },
    cancel() {
      clearTimer();
      generation += 1;
      abortInFlight();
    },
    isPending: () => timer !== null || inFlight !== null,
  };
}
