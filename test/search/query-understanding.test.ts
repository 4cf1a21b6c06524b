import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookupPhrase, toDiscoveryInput, understandQuery } from '../../src/search/query-understanding';

describe('understandQuery: whole words that name a refinement become chips (issue 10)', () => {
  it('reads price, subcategory (with its category), format and date', () => {
    const { chips, query } = understandQuery('free jazz festivals this weekend');
    expect(chips.map((c) => c.refinement.kind)).toEqual(['price', 'subcategory', 'format', 'date']);
    expect(query).toBe('');
    expect(toDiscoveryInput({ chips, query }, { slug: 'ny--new-york' })).toMatchObject({
      price: 'free',
      category: 'music',
      format: 'festivals',
      date: 'this_weekend',
      subcategories: [3027],
    });
  });

  it('keeps a second phrase of a kind already chipped as query words', () => {
    expect(understandQuery('free paid yoga').query).toBe('paid yoga');
  });

  it('keeps a subcategory of another category as query words', () => {
    const { chips, query } = understandQuery('business jazz');
    expect(chips.map((c) => c.refinement.kind)).toEqual(['category']);
    expect(query).toBe('jazz');
  });

  it('matches whole words only, ignoring case and end punctuation', () => {
    expect(understandQuery('freedom').chips).toHaveLength(0);
    expect(understandQuery('FREE, concerts').chips[0]!.refinement).toEqual({ kind: 'price', value: 'free' });
  });

  it('a literal phrase (its chip removed) stays in the query', () => {
    expect(understandQuery('free yoga', new Set(['free']))).toEqual({ chips: [], query: 'free yoga' });
  });

  it('"Other" and titles shared by several categories are never chips', () => {
    expect(lookupPhrase('other')).toBeUndefined();
  });

  it('never loses a typed word (property)', () => {
    const words = fc.constantFrom(
      'free',
      'jazz',
      'this',
      'weekend',
      'music',
      'rock',
      'tour',
      'xyz',
      'Paid',
      '&',
      'food',
    );
    fc.assert(
      fc.property(fc.array(words, { maxLength: 8 }), (list) => {
        const text = list.join(' ');
        const { chips, query } = understandQuery(text);
        const kept = [...chips.map((c) => c.typed), query].join(' ').split(/\s+/).filter(Boolean);
        expect(kept.sort()).toEqual(list.filter(Boolean).sort());
      }),
    );
  });
});
