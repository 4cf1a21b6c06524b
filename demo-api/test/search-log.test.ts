// @vitest-environment node
/**
 * The search log's trending and matching answer exactly what the straightforward version did
 * (re-score every stored hour bucket, check every term against every other, sort them all), on
 * random logs: texts typed keystroke by keystroke, searches, the clock moving forward by minutes
 * to days (so hours expire) and now and then rewound, by a handful of clients (a text counts once per
 * client, kind and day, and shows once TRENDING_MIN_CLIENTS clients searched it).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeName, type PlaceRecord } from '../src/data/places';
import type { ApiContext } from '../src/api/context';
import { ONLINE_KEY, SearchLog, TRENDING_MAX_TERMS, TRENDING_WINDOW_MS } from '../src/api/search-log';
import { TRENDING_MIN_CLIENTS } from '../src/config';

const BUCKET_MS = 3_600_000;

/** The former implementation, as the reference (no seeding: the test context has no events). */
class ReferenceLog {
  private readonly byPlace = new Map<string, Map<string, Map<number, number>>>();
  /** Per place and term: the clients that searched it (forgotten with the term). */
  private readonly clients = new Map<string, Set<string>>();
  private readonly counted = new Set<string>();
  constructor(private readonly now: () => number) {}

  record(keys: readonly string[], text: string, weight: number, client: string): void {
    const term = SearchLog.normalizeTerm(text);
    if (!term) return;
    const at = this.now();
    const mark = JSON.stringify([Math.floor(at / 86_400_000), weight, client, term]);
    if (this.counted.has(mark)) return;
    this.counted.add(mark);
    for (const key of keys) {
      const log = this.log(key);
      let buckets = log.get(term);
      if (!buckets) {
        log.set(term, (buckets = new Map()));
        this.clients.set(`${key} ${term}`, new Set());
      }
      this.clients.get(`${key} ${term}`)!.add(client);
      const hour = Math.floor(at / BUCKET_MS);
      buckets.set(hour, (buckets.get(hour) ?? 0) + weight);
    }
  }

  trending(key: string, limit = TRENDING_MAX_TERMS): string[] {
    const now = this.now();
    const log = this.log(key);
    const scores = new Map<string, number>();
    for (const [term, buckets] of log) {
      let score = 0;
      const shown = this.clients.get(`${key} ${term}`)!.size >= TRENDING_MIN_CLIENTS;
      for (const [hour, weight] of buckets) {
        const age = now - hour * BUCKET_MS;
        if (age >= TRENDING_WINDOW_MS || hour * BUCKET_MS > now) {
          if (age >= TRENDING_WINDOW_MS) buckets.delete(hour);
          continue;
        }
        score += weight * Math.min(1, 1 - age / TRENDING_WINDOW_MS);
      }
      if (buckets.size === 0) log.delete(term);
      else if (score > 0 && shown) scores.set(term, score);
    }
    const terms = [...scores.keys()];
    for (const term of terms) {
      if (
        terms.some(
          (other) =>
            other !== term && other.startsWith(term) && (scores.get(other) ?? 0) >= (scores.get(term) ?? 0) * 0.25,
        )
      ) {
        scores.delete(term);
      }
    }
    return [...scores.entries()]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, limit)
      .map(([term]) => term);
  }

  matching(key: string, prefix: string): string[] {
    const p = normalizeName(prefix);
    if (!p) return [];
    return this.trending(key, 50).filter((term) => {
      const n = normalizeName(term);
      return n.startsWith(p) || n.includes(` ${p}`);
    });
  }

  private log(key: string): Map<string, Map<number, number>> {
    let log = this.byPlace.get(key);
    if (!log) this.byPlace.set(key, (log = new Map()));
    return log;
  }
}

const WORDS = [
  'jazz',
  'jazz night',
  'jam',
  'yoga',
  'yoga class',
  'food',
  'food trucks',
  'wine tasting',
  'tech',
  'comedy',
  'café',
  'Zürich walks',
  'k-pop',
  'run',
  'running club',
];
/** Whole words, keystroke prefixes of them, and odd spacing or case. */
const text = fc.oneof(
  fc.constantFrom(...WORDS),
  fc.tuple(fc.constantFrom(...WORDS), fc.nat(12)).map(([w, n]) => w.slice(0, n + 1)),
  fc.constantFrom('  Jazz  ', 'YOGA', 'a', '!!', 'jaz', 'wine tas'),
  fc.string({ maxLength: 6 }),
);
const PLACES = ['1', '2', '3'];
const op = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('record' as const),
      places: fc.subarray(PLACES, { minLength: 1 }),
      text,
      weight: fc.constantFrom(0.25, 1),
      client: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('tick' as const),
      ms: fc.oneof(fc.nat(600_000), fc.nat(3 * 24 * 3_600_000), fc.integer({ min: -2 * 3_600_000, max: 0 })),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('trending' as const),
      place: fc.constantFrom(...PLACES, ONLINE_KEY),
      limit: fc.constantFrom(1, 3, 10, 50),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('matching' as const), place: fc.constantFrom(...PLACES), prefix: text }),
  },
);

describe('SearchLog', () => {
  it('answers trending and matching as re-scoring the whole week did', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 20, maxLength: 150, size: 'max' }), (ops) => {
        const clock = { now: Date.parse('2026-11-22T15:00:00Z') };
        const ctx = {
          now: () => clock.now,
          catalogue: { events: [], byPlace: new Map(), places: [] },
          db: { getById: () => undefined },
        } as unknown as ApiContext;
        const log = new SearchLog(ctx);
        const reference = new ReferenceLog(() => clock.now);
        for (const o of ops) {
          if (o.kind === 'record') {
            log.record(
              o.places.map((id) => ({ id }) as PlaceRecord),
              o.text,
              o.weight,
              o.client,
            );
            reference.record(o.places, o.text, o.weight, o.client);
          } else if (o.kind === 'tick') clock.now += o.ms;
          else if (o.kind === 'trending')
            expect(log.trending(o.place, o.limit)).toEqual(reference.trending(o.place, o.limit));
          else expect(log.matching(o.place, o.prefix)).toEqual(reference.matching(o.place, o.prefix));
        }
        for (const place of [...PLACES, ONLINE_KEY])
          expect(log.trending(place, 50)).toEqual(reference.trending(place, 50));
      }),
      { numRuns: 400 },
    );
  }, 60_000);
});
