/**
 * The one type-ahead pipeline (src/lib/use-type-ahead-query.ts), which the search's suggestions and
 * the location picker's share: its rules on a fake clock, with a fetcher that records the signal it
 * is handed (the picker and search tests prove the same rules end to end, through axios).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/lib/query-client';
import { useTypeAheadQuery } from '../../src/lib/use-type-ahead-query';

const DELAY_MS = 250;
const ANSWER_MS = 100;
/** TanStack Query tells observers on a timer of its own (notifyManager), a tick after an answer. */
const NOTIFY_MS = 1;

function setup() {
  const asked: { text: string; signal: AbortSignal }[] = [];
  const fetchFor = (text: string) => ({
    queryKey: ['words', text],
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      asked.push({ text, signal });
      return new Promise<string[]>((resolve) => setTimeout(() => resolve([`${text}!`]), ANSWER_MS));
    },
  });
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    ({ text, composing }: { text: string; composing: boolean }) =>
      useTypeAheadQuery({ ...fetchFor(text), text, delayMs: DELAY_MS, composing, enabled: text !== '' }),
    { wrapper, initialProps: { text: '', composing: false } },
  );
  const type = (text: string, composing = false) => view.rerender({ text, composing });
  /** The clock moves on; React renders what changed at the end (so a settled text asks on the next wait). */
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  return { ...view, asked, type, wait, client };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useTypeAheadQuery: one pipeline for every request-as-you-type', () => {
  it('asks once the text has been still for the delay, for exactly that text', async () => {
    const { result, asked, type, wait } = setup();
    type('j');
    await wait(DELAY_MS - 1);
    type('ja');
    await wait(DELAY_MS - 1);
    expect(asked).toEqual([]);
    expect(result.current.settled).toBe(false);
    await wait(1);
    expect(asked.map((ask) => ask.text)).toEqual(['ja']);
    expect(result.current.settled).toBe(true);
    await wait(ANSWER_MS + NOTIFY_MS);
    expect(result.current.query.data).toEqual(['ja!']);
  });

  it('a keystroke aborts the request in flight through the signal its fetcher was handed', async () => {
    const { result, asked, type, wait } = setup();
    type('ja');
    await wait(DELAY_MS);
    expect(asked[0]?.signal.aborted).toBe(false);
    type('jaz');
    expect(asked[0]?.signal.aborted).toBe(true);
    await wait(DELAY_MS);
    await wait(ANSWER_MS + NOTIFY_MS);
    expect(asked.map((ask) => ask.text)).toEqual(['ja', 'jaz']);
    expect(result.current.query.data).toEqual(['jaz!']);
  });

  it('a text the cache has answered is there at once, with no request', async () => {
    const { result, asked, type, wait } = setup();
    type('ja');
    await wait(DELAY_MS);
    await wait(ANSWER_MS + NOTIFY_MS);
    type('jaz');
    type('ja');
    expect(result.current.query.data).toEqual(['ja!']);
    await wait(DELAY_MS * 4);
    expect(asked.map((ask) => ask.text)).toEqual(['ja']);
  });

  it('asks nothing while an IME composes; the composed text settles after it ends', async () => {
    const { asked, type, wait } = setup();
    type('j', true);
    type('じ', true);
    await wait(DELAY_MS * 4);
    expect(asked).toEqual([]);
    type('じ', false);
    await wait(DELAY_MS);
    expect(asked.map((ask) => ask.text)).toEqual(['じ']);
  });
});
