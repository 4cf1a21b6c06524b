import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugifyQuery } from '../../src/routes/slugify';

describe('slugifyQuery: the query text rules (product routes: "The query text is slugified")', () => {
  it.each([
    ['  jazz  ', 'jazz', 'trimmed'],
    ['St. Patrick', 'st-patrick', 'dots removed'],
    ['a.b.c', 'abc', 'dots removed'],
    ['Rock, Pop', 'rock-pop', 'commas removed'],
    ['1,000 runners', '1000-runners', 'commas removed'],
    ['Rock & Roll', 'rock-and-roll', "' & ' becomes 'and'"],
    ['Food & Drink & Wine', 'food-and-drink-and-wine', "' & ' becomes 'and' every time"],
    ['R&B', 'r&b', "only a standalone '&' becomes 'and'"],
    ['rock-&-roll', 'rock-and-roll', "a hyphen-bounded '&' is standalone too"],
    ['Rock+&+Roll', 'rock-and-roll', "a form-encoded ' & ' still becomes 'and'"],
    ['live   music', 'live-music', 'runs of spaces become one hyphen'],
    ['live\tmusic\nnow', 'live-music-now', 'all whitespace counts as space'],
    ['jazz+blues', 'jazz-blues', 'plus becomes a hyphen'],
    ['jazz++blues', 'jazz-blues', 'runs of plus become one hyphen'],
    ['jazz/blues', 'jazz-blues', 'slash becomes a hyphen'],
    ['jazz / blues, soul', 'jazz-blues-soul', 'a mixed run becomes one hyphen'],
    ['LIVE Music', 'live-music', 'lowercased'],
    ['Café Olé', 'café-olé', 'letters outside ASCII are kept'],
    ['Zürich Straße', 'zürich-straße', 'letters outside ASCII are kept'],
    ['東京 ライブ', '東京-ライブ', 'scripts without case are kept'],
    ['- rock -', 'rock', 'no leading or trailing hyphen'],
    ['rock - roll', 'rock-roll', 'no doubled hyphen'],
    ['rock--roll', 'rock-roll', 'no doubled hyphen, even typed'],
    ['...', '', 'nothing left gives an empty slug'],
    ['', '', 'empty stays empty'],
  ])('%j -> %j (%s)', (input, expected) => {
    expect(slugifyQuery(input)).toBe(expected);
  });

  it('drops lone surrogates so the slug can always be percent-encoded', () => {
    expect(slugifyQuery('a\uD800b')).toBe('ab');
    expect(() => encodeURIComponent(slugifyQuery('x\uDC00 y'))).not.toThrow();
  });

  it('returns an empty slug for non-text input instead of throwing', () => {
    for (const value of [undefined, null, 42, {}, []]) expect(slugifyQuery(value)).toBe('');
  });
});

describe('slugifyQuery properties (product routes)', () => {
  const text = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: fc.constantFrom(' ', '&', '.', ',', '+', '/', '-', 'a', 'É', '\t', '\u00a0'), maxLength: 30 }),
  );

  it('is idempotent', () => {
    fc.assert(
      fc.property(text, (s) => {
        const once = slugifyQuery(s);
        expect(slugifyQuery(once)).toBe(once);
      }),
      { numRuns: 10_000 },
    );
  });

  it('outputs lowercase with no whitespace, dot, comma, plus or slash, and no leading, trailing or doubled hyphen', () => {
    fc.assert(
      fc.property(text, (s) => {
        const out = slugifyQuery(s);
        expect(out).toBe(out.toLowerCase());
        expect(out).not.toMatch(/[\s.,+/]/);
        expect(out).not.toMatch(/^-|-$|--/);
        expect(() => encodeURIComponent(out)).not.toThrow();
      }),
      { numRuns: 10_000 },
    );
  });
});
