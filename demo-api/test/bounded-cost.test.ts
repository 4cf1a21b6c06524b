// @vitest-environment node
/**
 * Bounded cost per request: search text is normalised and capped before it is searched, so a
 * request made of hundreds of one-letter or repeated words costs what its last word costs, and the prefix
 * index's work per search is bounded by its table, counted in operations. (The latency this buys, nothing
 * on the event loop over 20 ms, is measured over loopback HTTP in demo-api/bench/bounds.mjs, npm run bench:
 * speed goals are bench numbers, not timed tests.)
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PREFIX_SEARCH_MAX_OPERATIONS, QUERY_MAX_LENGTH, QUERY_MAX_TERM_LENGTH, QUERY_MAX_TERMS } from '../src/config';
import { getCatalogue, type EventCatalogue } from '../src/data/events';
import { normalizeQuery } from '../src/search/query';
import { FIXED_NOW, createTestApp, type TestApp } from './api-test-app';

/** Texts that once cost seconds, and the longest and widest texts accepted. */
const HOSTILE_TEXTS = [
  Array.from({ length: 400 }, (_, i) => 'qwertyuiopasdfghjklzxcvbnm'[i % 26]).join(' '),
  Array(40).fill('q w e r t y u i o p').join(' '),
  Array.from({ length: 150 }, (_, i) => `w${i.toString(36)}rd`).join(' '),
  'x'.repeat(1000),
  'co ca se st pa ma m',
  'festivall photografy concertt musicall workshopp galleryy',
  `${'s'.repeat(40)} ${'c'.repeat(40)} ${'p'.repeat(40)} ${'m'.repeat(40)} ${'a'.repeat(40)} ${'t'.repeat(40)}`,
];

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

describe('the prefix index: operations per search bounded by its table, not by the text', () => {
  let catalogue: EventCatalogue;
  beforeAll(() => {
    catalogue = getCatalogue(new Date(FIXED_NOW));
    catalogue.prefixIndex().warmUp();
  }, 300_000);

  it('has a bound for QUERY_MAX_TERMS words of QUERY_MAX_TERM_LENGTH letters within PREFIX_SEARCH_MAX_OPERATIONS', () => {
    expect(catalogue.prefixIndex().operationBound(QUERY_MAX_TERM_LENGTH)).toBeLessThanOrEqual(
      PREFIX_SEARCH_MAX_OPERATIONS,
    );
  });

  it('never takes more operations than that bound, hostile texts included', () => {
    const index = catalogue.prefixIndex();
    const bound = index.operationBound(QUERY_MAX_TERM_LENGTH);
    const search = (text: string) => {
      const normalized = normalizeQuery(text);
      index.search(normalized ? normalized.split(' ') : []);
      return index.lastOperations;
    };
    for (const text of HOSTILE_TEXTS) expect(search(text)).toBeLessThanOrEqual(bound);
    // Made of the table's own words and prefixes, so searches reach the postings.
    const word = fc.constantFrom(...index.words);
    const typed = fc.oneof(
      word,
      word.map((w) => w.slice(0, 2)),
      word.map((w) => `${w}s`),
      fc.string({ maxLength: 30 }),
    );
    fc.assert(
      fc.property(fc.array(typed, { maxLength: 3 * QUERY_MAX_TERMS }), (words) => {
        expect(search(words.join(' '))).toBeLessThanOrEqual(bound);
      }),
      { numRuns: 300 },
    );
  });

  it('costs as much for one-letter words or repeats before a word as for that word alone', () => {
    const index = catalogue.prefixIndex();
    const operations = (text: string) => {
      index.search(normalizeQuery(text).split(' '));
      return index.lastOperations;
    };
    const alone = operations('festival');
    expect(alone).toBeGreaterThan(0);
    // Within the QUERY_MAX_LENGTH characters read: 90 one-letter words and the word being typed.
    expect(operations(`${HOSTILE_TEXTS[0]!.slice(0, 179)} festival`)).toBe(alone);
    expect(operations(Array(20).fill('festival').join(' '))).toBe(alone);
  });
});

describe('one search per request, of the normalised text', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 300_000);
  afterAll(() => t.app.close());

  it.each(['/api/v3/destination/search/autocomplete/?place_id=5128581&q=', '/api/v3/events/search/?q='])(
    '%s hostile texts: at most one index search, of at most QUERY_MAX_TERMS words',
    async (path) => {
      const spy = vi.spyOn(getCatalogue(new Date(FIXED_NOW)).prefixIndex(), 'search');
      try {
        for (const text of HOSTILE_TEXTS) {
          spy.mockClear();
          const res = await t.app.inject({ method: 'GET', url: `${path}${encodeURIComponent(text)}` });
          expect(res.statusCode).toBe(200);
          expect(spy.mock.calls.length).toBeLessThanOrEqual(1);
          for (const [searched] of spy.mock.calls) {
            const words = [...searched];
            expect(words.join(' ')).toBe(normalizeQuery(text));
            expect(words.length).toBeLessThanOrEqual(QUERY_MAX_TERMS);
            for (const word of words) expect(word.length).toBeLessThanOrEqual(QUERY_MAX_TERM_LENGTH);
          }
        }
      } finally {
        spy.mockRestore();
      }
    },
  );
});
