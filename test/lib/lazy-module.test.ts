import { describe, expect, it, vi } from 'vitest';
import { createLazyModule } from '../../src/lib/lazy-module';

describe('createLazyModule: code that arrives by dynamic import, once per page', () => {
  it('imports once, whoever asks, and tells subscribers when it has arrived', async () => {
    const importer = vi.fn(async () => 'the part');
    const part = createLazyModule(importer);
    const listener = vi.fn();
    part.subscribe(listener);
    expect(part.get()).toBeUndefined();
    const [first, second] = await Promise.all([part.load(), part.load()]);
    expect(first).toBe('the part');
    expect(second).toBe('the part');
    expect(part.get()).toBe('the part');
    expect(importer).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    await part.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import (a lost chunk), so the next load tries again', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce('the part');
    const part = createLazyModule(importer);
    await expect(part.load()).rejects.toThrow('ChunkLoadError');
    expect(part.get()).toBeUndefined();
    await expect(part.load()).resolves.toBe('the part');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('prefetch (a hint of intent) starts the load, but does not retry a failed one; load does', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce('the part');
    const part = createLazyModule(importer);
    part.prefetch();
    expect(importer).toHaveBeenCalledTimes(1);
    // A load asked for meanwhile joins it. The prefetch itself leaves no unhandled rejection (Vitest fails on one).
    await expect(part.load()).rejects.toThrow('ChunkLoadError');
    expect(importer).toHaveBeenCalledTimes(1);
    part.prefetch();
    part.prefetch();
    expect(importer).toHaveBeenCalledTimes(1);
    await expect(part.load()).resolves.toBe('the part');
    expect(importer).toHaveBeenCalledTimes(2);
    part.prefetch();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('keeps a failure for its views until the next load, and logs one error naming the part per failed import', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const chunkError = new Error('ChunkLoadError');
    const importer = vi.fn<() => Promise<string>>().mockRejectedValueOnce(chunkError).mockResolvedValueOnce('the part');
    const part = createLazyModule(importer, 'the greeting');
    const listener = vi.fn();
    part.subscribe(listener);
    expect(part.failure()).toBeUndefined();
    await expect(part.load()).rejects.toThrow('ChunkLoadError');
    expect(part.failure()).toEqual({ error: chunkError });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('[global-header] the greeting failed to load:', chunkError);
    expect(listener).toHaveBeenCalledTimes(1);
    // The next load clears it at once (its views show nothing while it runs) and tells the views.
    const retried = part.load();
    expect(part.failure()).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
    await expect(retried).resolves.toBe('the part');
    expect(listener).toHaveBeenCalledTimes(3);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('an unsubscribed listener is not called', async () => {
    const part = createLazyModule(async () => 1);
    const listener = vi.fn();
    const unsubscribe = part.subscribe(listener);
    unsubscribe();
    await part.load();
    expect(listener).not.toHaveBeenCalled();
  });
});
