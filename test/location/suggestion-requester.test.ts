import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCATION_DEBOUNCE_MS } from '../../src/config/constants';
import { createSuggestionRequester } from '../../src/location/suggestion-requester';

const timers = {
  setTimeout: (callback: () => void, ms: number) => globalThis.setTimeout(callback, ms),
  clearTimeout: (id: unknown) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

function setup(fetchImpl?: (input: string, signal: AbortSignal) => Promise<string[]>) {
  const fetch = vi.fn(fetchImpl ?? (async (input: string) => [`${input} 1`, `${input} 2`]));
  const onResults = vi.fn();
  const onError = vi.fn();
  const requester = createSuggestionRequester<string>({ fetch, onResults, onError, timers });
  return { requester, fetch, onResults, onError };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('location suggestions as you type (spec 5)', () => {
  it('asks only after 250 ms without a keystroke, once, for the last text', async () => {
    const { requester, fetch, onResults } = setup();
    requester.request('p');
    await vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS - 1);
    requester.request('pa');
    await vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('pa');
    expect(onResults).toHaveBeenLastCalledWith('pa', ['pa 1', 'pa 2']);
  });

  it('empty text gives no suggestions and makes no request', async () => {
    const { requester, fetch, onResults } = setup();
    requester.request('   ');
    await vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS * 2);
    expect(fetch).not.toHaveBeenCalled();
    expect(onResults).toHaveBeenCalledWith('   ', []);
  });

  it('the latest request wins: an older answer arriving late is dropped and its request aborted', async () => {
    const answers: Record<string, () => void> = {};
    const signals: AbortSignal[] = [];
    const { requester, onResults } = setup(
      (input, signal) =>
        new Promise((resolve) => {
          signals.push(signal);
          answers[input] = () => resolve([input]);
        }),
    );
    requester.request('lon');
    await vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS);
    requester.request('lond');
    await vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS);
    expect(signals[0]?.aborted).toBe(true);
    answers.lond!();
    answers.lon!();
    await vi.runAllTimersAsync();
    expect(onResults).toHaveBeenCalledTimes(1);
    expect(onResults).toHaveBeenCalledWith('lond', ['lond']);
  });

  it('reports a failure of the latest request only', async () => {
    const { requester, onError } = setup(async () => {
      throw new Error('500');
    });
    requester.request('x');
    await vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('flush: Enter cancels the debounce (spec 5)', () => {
  it('with suggestions pending, fetches at once and answers them', async () => {
    const { requester, fetch } = setup();
    requester.request('ber');
    const results = await requester.flush('ber');
    expect(results).toEqual(['ber 1', 'ber 2']);
    expect(fetch).toHaveBeenCalledTimes(1);
    // The cancelled debounce does not fire a second request.
    await vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS * 2);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('with settled suggestions for the text, answers them without a new request', async () => {
    const { requester, fetch } = setup();
    requester.request('ber');
    await vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS);
    expect(await requester.flush('ber')).toEqual(['ber 1', 'ber 2']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('with the request in flight, waits for it instead of asking twice', async () => {
    let answer!: (value: string[]) => void;
    const { requester, fetch } = setup(() => new Promise((resolve) => (answer = resolve)));
    requester.request('ber');
    await vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS);
    expect(requester.isPending()).toBe(true);
    const flushed = requester.flush('ber');
    answer(['Berlin']);
    expect(await flushed).toEqual(['Berlin']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(requester.isPending()).toBe(false);
  });

  it('empty text flushes to nothing', async () => {
    const { requester, fetch } = setup();
    expect(await requester.flush('')).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
