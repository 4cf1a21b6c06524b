/**
 * Searches run per place, with timestamps, behind GET /api/v3/trending/. Every autocomplete text
 * and every event search is recorded for the place and its ancestors; entries older than a week
 * drop out and younger ones weigh less as they age. A place that was never searched is seeded
 * once with plausible searches from its own events over the past week, so a fresh start has some.
 *
 * Trending reflects people, not one client's repeats: a text counts once per client
 * (search-client.ts: only ids the server issued and signed, a few per address and day), kind
 * (autocomplete or search) and day, shows only once TRENDING_MIN_CLIENTS
 * distinct clients searched it, and URLs, e-mail addresses and phone numbers are never recorded.
 * Memory is capped in places and bytes (lru-cache), and each place in terms.
 */
import { LRUCache } from 'lru-cache';
import {
  SEARCH_LOG_MAX_BYTES,
  SEARCH_LOG_MAX_CLIENT_MARKS,
  SEARCH_LOG_MAX_PLACES,
  TRENDING_MIN_CLIENTS,
} from '../config';
import { mulberry32 } from '../data/event-generator';
import { fnv1a, normalizeName, type PlaceRecord } from '../data/places';
import { lowerBound } from '../search/prefix-index';
import type { ApiContext } from './context';
import { textSkeleton } from './text-skeleton';

export const TRENDING_WINDOW_MS = 7 * 24 * 3_600_000;
/** Most terms the trending endpoint returns (the header shows SEARCH_TRENDING_SHOWN of them). */
export const TRENDING_MAX_TERMS = 10;
/** A keystroke-level autocomplete text counts for less than a search that was run. */
export const AUTOCOMPLETE_WEIGHT = 0.25;
export const SEARCH_WEIGHT = 1;
/** Searches seeded into a place the first time it is asked about. */
const SEED_SEARCHES = 40;
/** Key of the online pseudo-place. */
export const ONLINE_KEY = 'online';

interface Entry {
  term: string;
  at: number;
  weight: number;
  /** Who searched (search-client.ts), or SEEDED for the plausible past searches of a fresh place. */
  client: string;
}

/** The client of seeded searches: stands for many people, so a seeded term shows at once. */
const SEEDED = '\u0000seeded';
const DAY_MS = 86_400_000;
/** Estimated bytes of a stored term (its objects, Map slots and sorted-list slot) and of an hour bucket. */
const TERM_BYTES = 320;
const BUCKET_BYTES = 48;
/**
 * A URL, an e-mail address or a phone number (7+ digits of any script, any dashes between): never shown to
 * other visitors. Read on the text's skeleton (text-skeleton.ts), so look-alike letters and dots pass no more.
 */
const PRIVATE_TEXT = /[a-z][a-z0-9+.-]*:\/\/|www\.|[a-z0-9-]\.[a-z]{2,}(?:\/|$| )|@|(?:\p{Nd}[\s().+/\p{Pd}]*){7}/u;

/** Searches are summed per hour, so memory stays bounded by terms x hours of the window. */
const BUCKET_MS = 3_600_000;
/** Distinct terms kept per place; the oldest-seen goes first. */
const MAX_TERMS_PER_PLACE = 5000;

/** One recorded term of a place: hour bucket (epoch hours) -> summed weight, in the order first seen. */
interface TermLog {
  readonly term: string;
  readonly buckets: Map<number, number>;
  /** normalizeName(term), worked out once. */
  name: string | undefined;
  /** Scratch for trending(): the term's score in this call, -1 once left out as a prefix. */
  score: number;
  /** Distinct clients that searched it, up to TRENDING_MIN_CLIENTS (enough to know it may show). */
  readonly clients: string[];
}

/**
 * A place's terms in the order first seen (the eviction order), the same terms sorted by code
 * unit (so the terms that start with a term sit right after it), and the earliest hour stored.
 */
interface PlaceLog {
  readonly terms: Map<string, TermLog>;
  readonly sorted: string[];
  minHour: number;
  /** Estimated bytes held, the size the place cache weighs it by. */
  bytes: number;
}

export class SearchLog {
  private readonly byPlace = new LRUCache<string, PlaceLog>({
    max: SEARCH_LOG_MAX_PLACES,
    maxSize: SEARCH_LOG_MAX_BYTES,
    sizeCalculation: (log) => Math.max(1, log.bytes),
  });
  /** Client, kind, text and day already counted: a repeat that day counts nothing. */
  private readonly counted = new LRUCache<string, true>({ max: SEARCH_LOG_MAX_CLIENT_MARKS });

  constructor(private readonly ctx: ApiContext) {}

  /**
   * NFKC, lowercased, trimmed, spaces collapsed; empty when not worth recording or not fit to show (a link,
   * an e-mail address or a phone number, however it is spelt: its skeleton is checked).
   */
  static normalizeTerm(text: string): string {
    const term = text.slice(0, 200).normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
    if (term.length < 2 || term.length > 60 || !/[\p{L}\p{N}]/u.test(term)) return '';
    return PRIVATE_TEXT.test(textSkeleton(term)) ? '' : term;
  }

  /** Records a search by `client` (search-client.ts) for the places (a locality and its ancestors). */
  record(places: readonly PlaceRecord[] | typeof ONLINE_KEY, text: string, weight: number, client: string): void {
    const term = SearchLog.normalizeTerm(text);
    if (!term) return;
    const at = this.ctx.now();
    const mark = `${Math.floor(at / DAY_MS)}\u0000${weight}\u0000${client}\u0000${term}`;
    if (this.counted.has(mark)) return;
    this.counted.set(mark, true);
    const keys = places === ONLINE_KEY ? [ONLINE_KEY] : places.map((p) => p.id);
    for (const key of keys) {
      const log = this.log(key);
      add(log, { term, at, weight, client });
      // Set again: the cache weighs a place by its size when set.
      this.byPlace.set(key, log);
    }
  }

  /** Top terms of the past week for a place key, strongest first. */
  trending(key: string, limit = TRENDING_MAX_TERMS): string[] {
    return this.ranked(key, limit).map((t) => t.term);
  }

  /**
   * The strongest `limit` terms, strongest first. Work per call: one pass over the stored hour
   * buckets for the scores (the decay depends on the clock), the prefix check only against the
   * terms that start with each term (a slice of the sorted list), and a top-k instead of a sort.
   */
  private ranked(key: string, limit: number): TermLog[] {
    const now = this.ctx.now();
    const log = this.log(key);
    // Forget what fell out of the window; only needed once the earliest stored hour has.
    if (now - log.minHour * BUCKET_MS >= TRENDING_WINDOW_MS) expire(log, now);
    const live: TermLog[] = [];
    for (const entry of log.terms.values()) {
      // Searched by too few people to show: as if absent.
      if (entry.clients.length < TRENDING_MIN_CLIENTS) {
        entry.score = 0;
        continue;
      }
      let score = 0;
      for (const [hour, weight] of entry.buckets) {
        // Ages count from the start of the hour: a search drops out within the hour its week ends.
        const age = now - hour * BUCKET_MS;
        // Skip anything from the future of a rewound clock (the past week's end was expired above).
        if (hour * BUCKET_MS > now) continue;
        score += weight * Math.min(1, 1 - age / TRENDING_WINDOW_MS);
      }
      entry.score = score > 0 ? score : 0;
      if (score > 0) live.push(entry);
    }
    // "jaz" typed on the way to "jazz" is not a trend of its own: left out when a longer term
    // starting with it (not itself left out before) scores at least a quarter as much, checked in
    // the order first seen as before.
    const sorted = log.sorted;
    const terms = log.terms;
    for (const entry of live) {
      const term = entry.term;
      const floor = entry.score * 0.25;
      for (let j = lowerBound(sorted, term) + 1; j < sorted.length; j += 1) {
        const other = sorted[j]!;
        if (!other.startsWith(term)) break;
        const otherScore = terms.get(other)!.score;
        // A term scoring nothing, or already left out, counts as 0 (as a deleted score did).
        if ((otherScore > 0 ? otherScore : 0) >= floor) {
          entry.score = -1;
          break;
        }
      }
    }
    // The head of sorting by score (then term), kept by insertion into a short sorted list.
    const best: TermLog[] = [];
    if (limit <= 0) return best;
    for (const entry of live) {
      if (entry.score <= 0) continue;
      if (best.length >= limit && !before(entry, best[best.length - 1]!)) continue;
      let i = best.length;
      while (i > 0 && before(entry, best[i - 1]!)) i -= 1;
      best.splice(i, 0, entry);
      if (best.length > limit) best.pop();
    }
    return best;
  }

  /** Recorded terms for a place key that start with (or contain a word starting with) `prefix`. */
  matching(key: string, prefix: string): string[] {
    const p = normalizeName(prefix);
    if (!p) return [];
    const out: string[] = [];
    for (const entry of this.ranked(key, 50)) {
      const n = (entry.name ??= normalizeName(entry.term));
      if (n.startsWith(p) || n.includes(` ${p}`)) out.push(entry.term);
    }
    return out;
  }

  private log(key: string): PlaceLog {
    let log = this.byPlace.get(key);
    if (!log) {
      log = { terms: new Map(), sorted: [], minHour: Infinity, bytes: 0 };
      for (const entry of this.seed(key)) add(log, entry);
      this.byPlace.set(key, log);
    }
    return log;
  }

  /** Plausible past-week searches from the events listed in (or under) the place. */
  private seed(key: string): Entry[] {
    const catalogue = this.ctx.catalogue;
    const db = this.ctx.db;
    const now = this.ctx.now();
    let events = catalogue.events.filter((e) => e.isOnline);
    if (key !== ONLINE_KEY) {
      const place = db.getById(key);
      if (!place) return [];
      const own = catalogue.byPlace.get(place.id);
      events = own
        ? own.map((i) => catalogue.events[i]!)
        : place.type === 'locality'
          ? []
          : catalogue.places
              .filter((p) => db.isWithin(p, place))
              .slice(0, 20)
              .flatMap((p) => (catalogue.byPlace.get(p.id) ?? []).map((i) => catalogue.events[i]!));
    }
    if (events.length === 0) return [];
    const rng = mulberry32(fnv1a(key));
    const out: Entry[] = [];
    for (let i = 0; i < SEED_SEARCHES; i += 1) {
      const event = events[Math.floor(Math.pow(rng(), 2) * events.length)]!;
      const kind = rng();
      const term =
        kind < 0.5 ? event.topic : kind < 0.8 ? `${event.topic} ${event.format.pluralSlug}` : event.format.pluralSlug;
      out.push({
        term: SearchLog.normalizeTerm(term),
        at: now - Math.floor(rng() * TRENDING_WINDOW_MS * 0.9),
        weight: SEARCH_WEIGHT,
        client: SEEDED,
      });
    }
    return out.filter((e) => e.term);
  }
}

function add(log: PlaceLog, entry: Entry): void {
  let found = log.terms.get(entry.term);
  if (!found) {
    if (log.terms.size >= MAX_TERMS_PER_PLACE) drop(log, log.terms.keys().next().value!);
    found = { term: entry.term, buckets: new Map(), name: undefined, score: 0, clients: [] };
    log.terms.set(entry.term, found);
    log.sorted.splice(lowerBound(log.sorted, entry.term), 0, entry.term);
    log.bytes += TERM_BYTES + 2 * entry.term.length;
  }
  const clients = found.clients;
  if (entry.client === SEEDED) clients.splice(0, clients.length, ...SEEDED_CLIENTS);
  else if (clients.length < TRENDING_MIN_CLIENTS && !clients.includes(entry.client)) clients.push(entry.client);
  const buckets = found.buckets;
  const hour = Math.floor(entry.at / BUCKET_MS);
  if (!buckets.has(hour)) log.bytes += BUCKET_BYTES;
  buckets.set(hour, (buckets.get(hour) ?? 0) + entry.weight);
  if (hour < log.minHour) log.minHour = hour;
}

/** As many distinct clients as showing takes. */
const SEEDED_CLIENTS = Array.from({ length: TRENDING_MIN_CLIENTS }, (_, i) => `${SEEDED}${i}`);

function drop(log: PlaceLog, term: string): void {
  const entry = log.terms.get(term);
  if (entry) log.bytes -= TERM_BYTES + 2 * term.length + BUCKET_BYTES * entry.buckets.size;
  log.terms.delete(term);
  log.sorted.splice(lowerBound(log.sorted, term), 1);
}

/** Deletes the hour buckets a week old or older at `now`, and the terms left with none. */
function expire(log: PlaceLog, now: number): void {
  let minHour = Infinity;
  for (const entry of [...log.terms.values()]) {
    for (const hour of entry.buckets.keys()) {
      if (now - hour * BUCKET_MS >= TRENDING_WINDOW_MS) {
        entry.buckets.delete(hour);
        log.bytes -= BUCKET_BYTES;
      } else if (hour < minHour) minHour = hour;
    }
    if (entry.buckets.size === 0) drop(log, entry.term);
  }
  log.minHour = minHour;
}

/** Ahead in the trending order: a higher score, then the term first in code-unit order. */
function before(a: TermLog, b: TermLog): boolean {
  return a.score > b.score || (a.score === b.score && a.term < b.term);
}
