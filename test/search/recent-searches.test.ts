import { describe, expect, it } from 'vitest';
import { SEARCH_HISTORY_KEY } from '../../src/storage/search-history';
import {
  SEARCH_PLACES_KEY,
  clearRecentSearches,
  getRecentSearches,
  matchRecentSearches,
  recordRecentSearch,
} from '../../src/search/recent-searches';
import { memoryStorage } from '../../examples/memory-storage';

const NY = { slug: 'ny--new-york', placeId: '5128581', latitude: 40.7, longitude: -74, isOnline: false };

describe('recent searches (product validation rules and API calls)', () => {
  it('records "  JAZZ Nights " as "jazz nights", newest first, with its place', () => {
    const storage = memoryStorage({ [SEARCH_HISTORY_KEY]: JSON.stringify(['yoga']) });
    recordRecentSearch('  JAZZ Nights ', NY, storage);
    expect(getRecentSearches(storage)).toEqual([{ term: 'jazz nights', place: NY }, { term: 'yoga' }]);
  });

  it('replaces corrupt stored JSON instead of throwing', () => {
    const storage = memoryStorage({ [SEARCH_HISTORY_KEY]: '{oops', [SEARCH_PLACES_KEY]: '[1,2' });
    expect(() => recordRecentSearch('jazz', NY, storage)).not.toThrow();
    expect(JSON.parse(storage.getItem(SEARCH_HISTORY_KEY)!)).toEqual(['jazz']);
  });

  it('caps the history at 40 and drops the places of terms that fell out', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 45; i += 1) recordRecentSearch(`term ${i}`, NY, storage);
    expect(getRecentSearches(storage)).toHaveLength(40);
    expect(Object.keys(JSON.parse(storage.getItem(SEARCH_PLACES_KEY)!))).toHaveLength(40);
  });

  it('matches by substring inclusion, at most 5', () => {
    const recent = ['jazz', 'live jazz', 'yoga', 'jazz brunch', 'a jazz b', 'jazzercise', 'more jazz'].map((term) => ({
      term,
    }));
    expect(matchRecentSearches(recent, ' JAZZ ').map((r) => r.term)).toEqual([
      'jazz',
      'live jazz',
      'jazz brunch',
      'a jazz b',
      'jazzercise',
    ]);
  });

  it('Clear empties terms and places', () => {
    const storage = memoryStorage();
    recordRecentSearch('jazz', NY, storage);
    clearRecentSearches(storage);
    expect(getRecentSearches(storage)).toEqual([]);
  });
});
