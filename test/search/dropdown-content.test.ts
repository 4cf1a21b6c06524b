import { describe, expect, it } from 'vitest';
import { getDropdownContent, type DropdownInput } from '../../src/search/dropdown-content';

const base: DropdownInput = {
  text: '',
  recent: [],
  suggestions: undefined,
  suggestionsLoading: false,
  suggestionsFailed: false,
  trending: undefined,
};

describe('what the dropdown shows (product states and limits)', () => {
  it('typed text with results: recent matches first, then at most 24 items', () => {
    const suggestions = Array.from({ length: 30 }, (_, i) => `jazz ${i}`);
    const content = getDropdownContent({ ...base, text: 'jazz', recent: [{ term: 'jazz 3' }], suggestions });
    expect(content.items).toHaveLength(24);
    expect(content.items[0]).toMatchObject({ kind: 'recent', text: 'jazz 3' });
    expect(content.items.filter((i) => i.text === 'jazz 3')).toHaveLength(1);
  });

  it('typed text without results shows nothing', () => {
    expect(getDropdownContent({ ...base, text: 'zzz', suggestions: [] }).items).toEqual([]);
  });

  it('empty text with history: the newest 5 with Clear', () => {
    const recent = Array.from({ length: 50 }, (_, i) => ({ term: `t${i}` }));
    const content = getDropdownContent({ ...base, recent });
    expect(content).toMatchObject({ section: 'recent', canClear: true });
    expect(content.items.map((i) => i.text)).toEqual(['t0', 't1', 't2', 't3', 't4']);
  });

  it('empty text without history: at most 5 trending; a failure is an empty list', () => {
    const trending = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(getDropdownContent({ ...base, trending }).items).toHaveLength(5);
    expect(getDropdownContent(base)).toMatchObject({ section: 'trending', items: [], failed: false });
  });

  it('a failed suggestion call is flagged for the error text', () => {
    expect(getDropdownContent({ ...base, text: 'jazz', suggestionsFailed: true }).failed).toBe(true);
  });
});
