// @vitest-environment node
/**
 * Bounded cost per request (issue 20): search text is normalised and capped before it is searched, so a
 * request made of hundreds of one-letter or repeated words costs what its last word costs. (The latency
 * this buys is measured over loopback HTTP in demo-api/bench/bounds.mjs (npm run bench), where tests run one at a
 * time.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUERY_MAX_LENGTH, QUERY_MAX_TERM_LENGTH, QUERY_MAX_TERMS } from '../src/config';
import { normalizeQuery } from '../src/search/query';

describe('normalizeQuery: the search text every search reads', () => {
  it('keeps at most QUERY_MAX_TERMS distinct words of at most QUERY_MAX_TERM_LENGTH letters, the typed one last', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3 * QUERY_MAX_LENGTH }), (text) => {
        const words = normalizeQuery(text).split(' ').filter(Boolean);
        expect(words.length).toBeLessThanOrEqual(QUERY_MAX_TERMS);
        expect(new Set(words).size).toBe(words.length);
        for (const word of words) expect(word.length).toBeLessThanOrEqual(QUERY_MAX_TERM_LENGTH);
        expect(normalizeQuery(normalizeQuery(text))).toBe(normalizeQuery(text));
      }),
    );
  });

  it('searches repeated and one-letter words as the word being typed', () => {
    expect(normalizeQuery(Array(40).fill('q w e r t y u i o p').join(' '))).toBe('p');
    expect(normalizeQuery('jazz jazz JAZZ cl')).toBe('jazz cl');
    expect(normalizeQuery('a night at the m')).toBe('night at the m');
  });
});
