import { describe, expect, it } from 'vitest';
import { RECENT_LOCATIONS_SHOWN, STORED_TEXT_MAX } from '../../src/config/constants';
import { RECENT_LOCATIONS_KEY, addRecentLocation, getRecentLocations, stripRecentPrefix } from '../../src/storage';
import { memoryStorage, throwingStorage } from '../../examples/memory-storage';

const place = (id: string, name = `City ${id}`) => ({
  value: id,
  content: name,
  secondaryContent: 'CA, USA',
  placeType: 'locality',
});

describe('recent locations (product entities: recent-location item, product validation rules, product API calls: storage key)', () => {
  it('shows a picked location as a history item with a recent- value (product entities)', () => {
    const storage = memoryStorage();
    expect(addRecentLocation(place('ChIJ1', 'San Francisco'), storage)).toEqual([
      {
        value: 'recent-ChIJ1',
        content: 'San Francisco',
        secondaryContent: 'CA, USA',
        placeType: 'locality',
        isHistorySuggestion: true,
      },
    ]);
    expect(RECENT_LOCATIONS_KEY).toBe('location:autocomplete:history');
    expect(JSON.parse(storage.data.get(RECENT_LOCATIONS_KEY)!)[0].value).toBe('ChIJ1');
  });

  it('shows at most 5 recent locations, newest first (product validation rules and limits)', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 8; i += 1) addRecentLocation(place(`id${i}`), storage);
    const items = getRecentLocations(storage);
    expect(items).toHaveLength(RECENT_LOCATIONS_SHOWN);
    expect(items.map((item) => item.value)).toEqual([
      'recent-id7',
      'recent-id6',
      'recent-id5',
      'recent-id4',
      'recent-id3',
    ]);
  });

  it('de-duplicates by place id, also when a recent item is picked again', () => {
    const storage = memoryStorage();
    addRecentLocation(place('a'), storage);
    addRecentLocation(place('b'), storage);
    const items = addRecentLocation({ ...place('a'), value: 'recent-a' }, storage);
    expect(items.map((item) => item.value)).toEqual(['recent-a', 'recent-b']);
    expect(stripRecentPrefix('recent-a')).toBe('a');
  });

  it.each(['{oops', '{"value":"a"}', '"a"', '[1, null, "x", {"value": 3, "content": "c"}]'])(
    'treats corrupt stored data %j as no recent locations, without throwing',
    (raw) => {
      const storage = memoryStorage({ [RECENT_LOCATIONS_KEY]: raw });
      expect(getRecentLocations(storage)).toEqual([]);
    },
  );

  it('keeps the valid entries of a partly corrupt list and drops unknown fields', () => {
    const raw = JSON.stringify([
      { value: 'a', content: 'A', secondaryContent: 'X', evil: '<script>' },
      5,
      { value: '', content: 'B' },
    ]);
    const items = getRecentLocations(memoryStorage({ [RECENT_LOCATIONS_KEY]: raw }));
    expect(items).toEqual([{ value: 'recent-a', content: 'A', secondaryContent: 'X', isHistorySuggestion: true }]);
  });

  it('ignores invalid picks and survives throwing storage', () => {
    const storage = memoryStorage();
    expect(addRecentLocation({ value: 'x' }, storage)).toEqual([]);
    expect(addRecentLocation(null, storage)).toEqual([]);
    expect(addRecentLocation(place('a'), throwingStorage)).toEqual([]);
    expect(getRecentLocations(throwingStorage)).toEqual([]);
  });

  it('drops a stored entry whose texts are longer than STORED_TEXT_MAX (range-checked storage)', () => {
    const storage = memoryStorage();
    const fine = { value: 'p1', content: 'Austin', secondaryContent: 'TX, USA' };
    const planted = { value: 'p2', content: 'x'.repeat(STORED_TEXT_MAX + 1), secondaryContent: '' };
    storage.data.set(RECENT_LOCATIONS_KEY, JSON.stringify([planted, fine]));
    expect(getRecentLocations(storage).map((item) => item.value)).toEqual(['recent-p1']);
    expect(addRecentLocation({ ...fine, value: 'p3', secondaryContent: 'y'.repeat(500) }, storage)).toHaveLength(1);
  });
});
