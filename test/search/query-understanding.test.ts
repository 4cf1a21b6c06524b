import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDiscoveryUrl } from '../../src/routes/discovery-url';
import { slugifyQuery } from '../../src/routes/slugify';
import { lookupPhrase, normaliseWord, toDiscoveryInput, understandQuery } from '../../src/search/query-understanding';
import { buildSearchPath } from '../../src/search/run-search';

describe('understandQuery: whole words that name a refinement become chips', () => {
  it('reads price, format and date; a subcategory name stays the query (product routes)', () => {
    const { chips, query } = understandQuery('free jazz festivals this weekend');
    expect(chips.map((c) => c.refinement.kind)).toEqual(['price', 'format', 'date']);
    expect(query).toBe('jazz');
    const input = toDiscoveryInput({ chips, query }, { slug: 'ny--new-york' });
    expect(input).toEqual({
      location: { slug: 'ny--new-york' },
      price: 'free',
      format: 'festivals',
      date: 'this_weekend',
      query: 'jazz',
    });
  });

  it('"jazz" and "Rock & Roll" are query text, not chips or subcategories', () => {
    expect(understandQuery('jazz')).toEqual({ chips: [], query: 'jazz' });
    expect(understandQuery('Rock & Roll')).toEqual({ chips: [], query: 'Rock & Roll' });
    expect(lookupPhrase('Blues & Jazz')).toBeUndefined();
  });

  it('a refinement word joined to its neighbour by "&", "and", "\'n\'" or "+" is part of a name, not a chip', () => {
    for (const text of [
      'Arts & Crafts',
      'music and comedy',
      "Rock 'n' Music",
      'Food + Wine',
      'this weekend & next week',
    ]) {
      expect(understandQuery(text), text).toEqual({ chips: [], query: text });
    }
    // A whole name the grammar knows still is one, and so is a word beside it.
    const { chips, query } = understandQuery('Food & Drink festival');
    expect(chips.map((c) => c.typed)).toEqual(['Food & Drink', 'festival']);
    expect(query).toBe('');
  });

  it('keeps a second phrase of a kind already chipped as query words', () => {
    expect(understandQuery('free paid yoga').query).toBe('paid yoga');
  });

  it('keeps a second category as query words', () => {
    const { chips, query } = understandQuery('business music');
    expect(chips.map((c) => c.refinement.kind)).toEqual(['category']);
    expect(query).toBe('music');
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

describe('understandQuery and buildSearchPath on any text (properties)', () => {
  /** Words of the grammar, subcategory names, joining words and anything else. */
  const word = fc.oneof(
    fc.constantFrom(
      'free',
      'Paid',
      'jazz',
      'Rock',
      '&',
      'and',
      "'n'",
      '+',
      'Roll',
      'music',
      'arts',
      'crafts',
      'martial',
      'party',
      'festival',
      'classes',
      'this',
      'weekend',
      'today',
      'food',
      'drink',
      'nightlife',
      'dating',
    ),
    fc.string({ minLength: 1, maxLength: 8 }).filter((w) => !/\s/.test(w)),
  );
  const text = fc.array(word, { maxLength: 10 }).map((words) => words.join(' '));

  it('never makes subcategories from typed words: no subcategories= in any search path', () => {
    fc.assert(
      fc.property(text, (typed) => {
        expect(toDiscoveryInput(understandQuery(typed), {})).not.toHaveProperty('subcategories');
        expect(buildSearchPath(typed, { slug: 'ny--new-york' })).not.toContain('subcategories=');
      }),
    );
  });

  it('keeps every word that is not a chip in the query, in the order typed', () => {
    fc.assert(
      fc.property(text, (typed) => {
        const words = typed.split(/\s+/).filter(Boolean);
        const { chips, query } = understandQuery(typed);
        const chipped = chips.flatMap((chip) => chip.typed.split(' '));
        const rest = query.split(' ').filter(Boolean);
        expect([...chipped, ...rest].sort()).toEqual([...words].sort());
        // The query is the typed words less the chips' words, order kept: a subsequence of the text.
        let at = 0;
        for (const w of rest) {
          at = words.indexOf(w, at);
          expect(at).toBeGreaterThanOrEqual(0);
          at += 1;
        }
      }),
    );
  });

  it("a chip is never beside a joining word (&, and, 'n', +): joined names stay whole", () => {
    fc.assert(
      fc.property(text, (typed) => {
        const words = typed.split(/\s+/).filter(Boolean);
        const joining = (w: string | undefined) => w === '+' || ['and', 'n'].includes(normaliseWord(w ?? ''));
        let from = 0;
        for (const chip of understandQuery(typed).chips) {
          const length = chip.typed.split(' ').length;
          // The chip's words stand somewhere after the previous chip with no joining word on either side
          // (the same words may also stand earlier beside one, as query text: "free & x free").
          let start = from;
          const standsAlone = (at: number) =>
            words.slice(at, at + length).join(' ') === chip.typed &&
            !joining(words[at - 1]) &&
            !joining(words[at + length]);
          while (start < words.length && !standsAlone(start)) start += 1;
          expect(start, `${chip.typed} in ${typed}`).toBeLessThan(words.length);
          from = start + length;
        }
      }),
    );
  });

  it('with every chip removed (literal), the query is the whole text and the path is its slug', () => {
    fc.assert(
      fc.property(text, (typed) => {
        // Removing a chip may let a phrase of the same kind become one ("party classes"): remove until none is left.
        const literal = new Set<string>();
        for (
          let chips = understandQuery(typed).chips;
          chips.length > 0;
          chips = understandQuery(typed, literal).chips
        ) {
          for (const chip of chips) literal.add(chip.phrase);
        }
        const words = typed.split(/\s+/).filter(Boolean).join(' ');
        expect(understandQuery(typed, literal)).toEqual({ chips: [], query: words });
        const slug = slugifyQuery(words);
        const path = buildSearchPath(typed, { slug: 'ny--new-york' }, { literal });
        expect(path).toBe(slug ? `/d/ny--new-york/events/${encodeURIComponent(slug)}/` : '/d/ny--new-york/all-events/');
      }),
    );
  });

  it('the query segment is the slug of the words that are not chips (product routes)', () => {
    fc.assert(
      fc.property(text, (typed) => {
        const { query } = understandQuery(typed);
        const parsed = parseDiscoveryUrl(buildSearchPath(typed, { slug: 'ny--new-york' }));
        expect(parsed.ok).toBe(true);
        if (parsed.ok) expect(parsed.value.query ?? '').toBe(slugifyQuery(query));
      }),
    );
  });
});
