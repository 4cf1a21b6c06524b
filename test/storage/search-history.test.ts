import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { SEARCH_HISTORY_CAP, SEARCH_TEXT_MAX } from '../../src/config/constants';
import { capSearchText } from '../../src/storage/search-history';
import {
  SEARCH_HISTORY_KEY,
  addSearchHistory,
  clearSearchHistory,
  getSearchHistory,
  normaliseSearchHistory,
} from '../../src/storage';
import { memoryStorage, throwingStorage } from '../../examples/memory-storage';

describe('search history (product validation rules, product API calls: storage key)', () => {
  it('stores under search:autocomplete:history, lowercased and trimmed (product validation rules)', () => {
    const storage = memoryStorage();
    expect(addSearchHistory('  Jazz Night ', storage)).toEqual(['jazz night']);
    expect(SEARCH_HISTORY_KEY).toBe('search:autocomplete:history');
    expect(JSON.parse(storage.data.get(SEARCH_HISTORY_KEY)!)).toEqual(['jazz night']);
  });

  it('moves a repeated search to the front instead of duplicating it (product validation rules)', () => {
    const storage = memoryStorage();
    addSearchHistory('jazz', storage);
    addSearchHistory('food', storage);
    expect(addSearchHistory('JAZZ', storage)).toEqual(['jazz', 'food']);
  });

  it('caps search history at 40 entries, newest first (product validation rules and limits)', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 45; i += 1) addSearchHistory(`term ${i}`, storage);
    const history = getSearchHistory(storage);
    expect(history).toHaveLength(SEARCH_HISTORY_CAP);
    expect(history[0]).toBe('term 44');
    expect(history.at(-1)).toBe('term 5');
  });

  it(`caps a stored term at SEARCH_TEXT_MAX (${SEARCH_TEXT_MAX}) characters (a 1 MB term reached localStorage)`, () => {
    const storage = memoryStorage();
    const [stored] = addSearchHistory('x'.repeat(1_000_000), storage);
    expect(stored).toHaveLength(SEARCH_TEXT_MAX);
    expect(storage.data.get(SEARCH_HISTORY_KEY)!.length).toBeLessThan(SEARCH_TEXT_MAX + 10);
    // A planted over-long entry is capped on read too.
    storage.data.set(SEARCH_HISTORY_KEY, JSON.stringify(['y'.repeat(5000)]));
    expect(getSearchHistory(storage)[0]).toHaveLength(SEARCH_TEXT_MAX);
  });

  it('capSearchText never exceeds the cap, keeps short text as is, and never leaves half a surrogate pair', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const capped = capSearchText(text);
        expect(capped.length).toBeLessThanOrEqual(SEARCH_TEXT_MAX);
        expect(text.startsWith(capped)).toBe(true);
        if (text.length <= SEARCH_TEXT_MAX) expect(capped).toBe(text);
        expect(capped).not.toMatch(/[\uD800-\uDBFF]$/);
      }),
    );
  });

  it('ignores empty and whitespace-only searches', () => {
    const storage = memoryStorage();
    expect(addSearchHistory('   ', storage)).toEqual([]);
    expect(storage.data.has(SEARCH_HISTORY_KEY)).toBe(false);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"a":1}'],
    ['a string', '"jazz"'],
    ['wrong item types', '["jazz", 3, null]'],
    ['null', 'null'],
  ])('treats corrupt stored data (%s) as an empty history without throwing', (_label, raw) => {
    const storage = memoryStorage({ [SEARCH_HISTORY_KEY]: raw });
    expect(getSearchHistory(storage)).toEqual([]);
    expect(addSearchHistory('Jazz', storage)).toEqual(['jazz']);
  });

  it('normalises an old stored list on read (case, spaces, duplicates, over the cap)', () => {
    const old = ['Jazz', ' jazz ', '', 'Food', ...Array.from({ length: 50 }, (_, i) => `x${i}`)];
    const storage = memoryStorage({ [SEARCH_HISTORY_KEY]: JSON.stringify(old) });
    const history = getSearchHistory(storage);
    expect(history.slice(0, 3)).toEqual(['jazz', 'food', 'x0']);
    expect(history).toHaveLength(SEARCH_HISTORY_CAP);
  });

  it('works without usable storage: the new term is still returned', () => {
    expect(addSearchHistory('Jazz', throwingStorage)).toEqual(['jazz']);
    expect(getSearchHistory(throwingStorage)).toEqual([]);
  });

  it('clears the history; a failing clear is only logged (product error catalogue)', () => {
    const storage = memoryStorage();
    addSearchHistory('jazz', storage);
    expect(clearSearchHistory(storage)).toBe(true);
    expect(getSearchHistory(storage)).toEqual([]);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(clearSearchHistory(throwingStorage)).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toContain('[global-header]');
  });

  it('history is never over 40, has no duplicates, and every entry is lowercase, trimmed, non-empty (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom(' A ', 'a', 'B', '\t', 'İstanbul ')), { maxLength: 120 }),
        (terms) => {
          const storage = memoryStorage();
          for (const term of terms) addSearchHistory(term, storage);
          const history = getSearchHistory(storage);
          expect(history.length).toBeLessThanOrEqual(SEARCH_HISTORY_CAP);
          expect(new Set(history).size).toBe(history.length);
          for (const entry of history) {
            expect(entry).not.toBe('');
            expect(entry).toBe(entry.trim());
            expect(entry).toBe(entry.toLowerCase());
          }
          const last = terms
            .map((t) => t.toLowerCase().trim())
            .filter(Boolean)
            .at(-1);
          if (last !== undefined) expect(history[0]).toBe(last);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('normaliseSearchHistory is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.anything(), { maxLength: 80 }), (list) => {
        const once = normaliseSearchHistory(list);
        expect(normaliseSearchHistory(once)).toEqual(once);
      }),
      { numRuns: 300 },
    );
  });
});
