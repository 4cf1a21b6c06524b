/**
 * Events search's hits per text: the text is normalised and capped first (query.ts), so the
 * work per text is bounded and "Jazz  " is "jazz"; the hits of a normalised text are kept in an
 * lru-cache capped in entries and bytes, and those of every one-letter text (most of the catalogue each, a
 * sort of thousands of hits) in a table filled at warm-up and kept for the catalogue's life.
 */
import { LRUCache } from 'lru-cache';
import { HIT_CACHE_MAX_BYTES, HIT_CACHE_MAX_ENTRIES } from '../config';
import type { RawHits } from './event-hits';
import { normalizeQuery } from './query';

/** The one-letter texts warmUp() answers ahead (other one-letter texts go through the cache). */
const LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ONE_LETTER = /^[a-z0-9]$/;
/** Rough bytes of one cached hit: its object, terms array and two typed-array slots. */
const HIT_BYTES = 120;
/** Rough bytes of a cache entry besides its hits and key. */
const ENTRY_BYTES = 64;

export class HitCache {
  /** Unboosted hits per normalised text, most recently used kept (typing repeats the same prefixes). */
  private readonly recent = new LRUCache<string, RawHits>({
    max: HIT_CACHE_MAX_ENTRIES,
    maxSize: HIT_CACHE_MAX_BYTES,
    sizeCalculation: (hits, key) => HIT_BYTES * hits.hits.length + 2 * key.length + ENTRY_BYTES,
  });
  /** Hits of each one-letter text, kept for the catalogue's life (at most the 36 letters and digits). */
  private readonly letters = new Map<string, RawHits>();

  /** `search` answers a normalised text. */
  constructor(private readonly search: (text: string) => RawHits) {}

  /** The hits of a text as typed, best first. */
  hits(q: string): RawHits {
    const key = normalizeQuery(q);
    const cache = ONE_LETTER.test(key) ? this.letters : this.recent;
    let hits = cache.get(key);
    if (!hits) {
      hits = this.search(key);
      cache.set(key, hits);
    }
    return hits;
  }

  /** Searches every one-letter text once (call before listening). */
  warmUp(): void {
    for (const letter of LETTERS) this.hits(letter);
  }
}
