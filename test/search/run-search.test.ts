import { describe, expect, it, vi } from 'vitest';
import { SEARCH_TEXT_MAX } from '../../src/config/constants';
import { runSearch } from '../../src/search/run-search';
import type { SearchEnvironment } from '../../src/search/search-environment';
import { SEARCH_HISTORY_KEY } from '../../src/storage/search-history';
import { memoryStorage } from '../../examples/memory-storage';

function environment() {
  const storage = memoryStorage();
  const assignLocation = vi.fn();
  const env: SearchEnvironment = {
    storage,
    cookies: { get: () => undefined, set: vi.fn(), remove: vi.fn() },
    protocol: 'https:',
    assignLocation,
    history: {
      getHash: () => '',
      pushHash: vi.fn(),
      isOwnEntry: () => false,
      replaceHash: vi.fn(),
      back: vi.fn(),
      subscribe: () => () => {},
    },
  };
  return { env, storage, assignLocation };
}

describe('runSearch caps the search text (issue 19)', () => {
  it(`a 1 MB term reaches storage, the analytics label, onSearch and the URL as at most ${SEARCH_TEXT_MAX} characters`, () => {
    const { env, storage, assignLocation } = environment();
    const track = vi.fn();
    const onSearch = vi.fn();
    const text = 'jazz '.repeat(200_000);
    runSearch({ text, location: {}, stored: null, serverUrl: '', environment: env, track, onSearch });
    const [history] = JSON.parse(storage.data.get(SEARCH_HISTORY_KEY)!) as string[];
    expect(history!.length).toBeLessThanOrEqual(SEARCH_TEXT_MAX);
    expect(history!.startsWith('jazz jazz')).toBe(true);
    expect((track.mock.calls[0]?.[0] as { label: string }).label.length).toBeLessThanOrEqual(SEARCH_TEXT_MAX);
    expect((onSearch.mock.calls[0]?.[1] as string).length).toBeLessThanOrEqual(SEARCH_TEXT_MAX);
    expect((assignLocation.mock.calls[0]?.[0] as string).length).toBeLessThan(SEARCH_TEXT_MAX * 3);
  });
});
