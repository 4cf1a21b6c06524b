// @vitest-environment node
/**
 * The autocomplete index (search/prefix-index.ts): it finds exactly the events whose words
 * start with every typed word or are one typo away from doing so, forgives typos as the full-text search
 * did, and a place's area table ranks with as few boost values as it has.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { kthLargest } from '../src/search/ranking';
import { getCatalogue, type EventCatalogue } from '../src/data/events';
import { normalizeName } from '../src/data/places';
import { PrefixIndex, prefixDistance } from '../src/search/prefix-index';
import { FIXED_NOW } from './api-test-app';

/** The edit distance of `a` to `b`, the textbook way. */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1)
    for (let j = 1; j <= b.length; j += 1)
      rows[i]![j] = Math.min(
        rows[i - 1]![j]! + 1,
        rows[i]![j - 1]! + 1,
        rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
  return rows[a.length]![b.length]!;
}

const DOCUMENTS = [
  [['Jazz night at the Blue Room', 2] as const, ['Music', 1] as const],
  [['Yoga class for beginners', 2] as const, ['Health', 1] as const],
  [['Photography walk', 2] as const, ['Arts', 1] as const],
  [['Jam session', 2] as const, ['Music', 1] as const],
  [['Festival of lights', 2] as const, ['Holiday', 1] as const],
];
const WORDS = DOCUMENTS.flatMap((fields) => fields.flatMap(([text]) => normalizeName(text).split(' ')));

/** What the index should find: every typed word starts a word of the event, or is close to one's start. */
function expected(tokens: string[]): number[] {
  return DOCUMENTS.flatMap((fields, event) => {
    const words = fields.flatMap(([text]) => normalizeName(text).split(' '));
    const met = tokens.every((token) =>
      words.some(
        (word) =>
          word.startsWith(token) ||
          (token.length >= 4 &&
            word[0] === token[0] &&
            prefixDistance(token, word, Math.round(token.length * 0.2)) <= Math.round(token.length * 0.2)),
      ),
    );
    return met ? [event] : [];
  });
}

let catalogue: EventCatalogue;
beforeAll(() => {
  // Built on first use (seconds on a busy machine): not inside a test's time limit.
  catalogue = getCatalogue(new Date(FIXED_NOW));
  catalogue.prefixIndex();
}, 300_000);

describe('PrefixIndex', () => {
  const index = new PrefixIndex(DOCUMENTS, 6);
  const token = fc.oneof(
    fc.constantFrom(...WORDS).chain((word) => fc.nat(word.length - 1).map((n) => word.slice(0, n + 1))),
    fc.constantFrom('photografy', 'festivall', 'jaz', 'yogaa', 'zz', 'q'),
  );

  it('finds exactly the events that start every typed word or one typo from it (AND)', () => {
    fc.assert(
      fc.property(fc.array(token, { minLength: 1, maxLength: 3 }), (tokens) => {
        const found = [...index.search(tokens).indices].sort((a, b) => a - b);
        expect(found).toEqual(expected(tokens));
      }),
    );
  });

  it('prefixDistance is the least edit distance to any prefix of the word (capped past max)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 10 }), fc.nat(3), (typed, word, max) => {
        const best = Math.min(...Array.from({ length: word.length + 1 }, (_, j) => distance(typed, word.slice(0, j))));
        expect(prefixDistance(typed, word, max)).toBe(best > max ? max + 1 : best);
      }),
    );
  });

  it('forgives typos in the catalogue as the full-text search did: "photografy", "festivall"', () => {
    const prefixes = catalogue.prefixIndex();
    for (const [typed, meant] of [
      ['photografy', 'photography'],
      ['festivall', 'festival'],
    ] as const) {
      const hits = prefixes.search([typed]);
      expect(hits.indices.length).toBeGreaterThan(0);
      expect(hits.termsAt(0)).toEqual([expect.stringContaining(meant.slice(0, 6))]);
    }
    // Words of three letters or fewer are not corrected ("jaz" would find every "jam").
    const jaz = prefixes.search(['jaz']);
    for (let i = 0; i < jaz.indices.length; i += 1) expect(jaz.termsAt(i)[0]).toMatch(/^jaz/);
  });

  it('picks the k-th largest score as sorting would (the threshold of the hits mined for phrases)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 80 }), fc.nat(), (scores, k) => {
        const rank = 1 + (k % scores.length);
        const sorted = [...scores].sort((a, b) => b - a);
        expect(kthLargest(Float64Array.from(scores), rank)).toBe(sorted[rank - 1]);
      }),
    );
  });

  it('leaves a boost with too many values to tabulate out of the area table', () => {
    expect(
      catalogue.areaTable(
        (e) => 1 + e.startUtcMs / 1e15,
        () => true,
      ),
    ).toBeUndefined();
  });
});
