/**
 * The one request cache (src/lib/query-client.ts) keeps the product limits' rules: no retries, and no refetch on
 * focus, reconnect or mount. TanStack Query does all three by default, so each is proved against what
 * it would otherwise do, on a fake clock ("nothing happens" is proved with a clock, never a sleep).
 */
import { QueryObserver, focusManager, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUERY_STALE_TIME_MS } from '../../src/config/constants';
import { createQueryClient } from '../../src/lib/query-client';

/** Long enough for TanStack's default three retries (1 s, 2 s, 4 s apart) to have run. */
const PAST_DEFAULT_RETRIES_MS = 60_000;

afterEach(() => {
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

describe('createQueryClient (product limits: query cache)', () => {
  it('asks once: a failed request is not retried (product limits)', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const ask = vi.fn().mockRejectedValue(new Error('down'));
    const observer = new QueryObserver(client, { queryKey: ['suggestions', 'jazz'], queryFn: ask });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(PAST_DEFAULT_RETRIES_MS);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().status).toBe('error');
    unsubscribe();
    client.clear();
  });

  it('refetches a stale answer neither on window focus, nor on reconnect, nor on a new mount (product limits)', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const ask = vi.fn().mockResolvedValue(['jazz brunch']);
    const options = { queryKey: ['suggestions', 'jazz'], queryFn: ask };
    const first = new QueryObserver(client, options);
    const stopFirst = first.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(ask).toHaveBeenCalledTimes(1);
    // Past the stale time: each of these would now ask again with TanStack's defaults.
    await vi.advanceTimersByTimeAsync(QUERY_STALE_TIME_MS + 1);
    expect(first.getCurrentResult().isStale).toBe(true);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(ask).toHaveBeenCalledTimes(1);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(ask).toHaveBeenCalledTimes(1);
    const second = new QueryObserver(client, options);
    const stopSecond = second.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(second.getCurrentResult().data).toEqual(['jazz brunch']);
    stopFirst();
    stopSecond();
    client.clear();
  });
});
