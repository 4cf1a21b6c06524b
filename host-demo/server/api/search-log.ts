/**
 * Searches run per place, with timestamps, behind GET /api/v3/trending/. Every autocomplete text
 * and every event search is recorded for the place and its ancestors; entries older than a week
 * drop out and younger ones weigh less as they age. A place that was never searched is seeded
 * once with plausible searches from its own events over the past week, so a fresh start has some.
 */
import { mulberry32 } from '../data/events';
import { fnv1a, normalizeName, type PlaceRecord } from '../data/places';
import type { ApiContext } from './context';

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
}

/** Searches are summed per hour, so memory stays bounded by terms x hours of the window. */
const BUCKET_MS = 3_600_000;
/** Distinct terms kept per place; the oldest-seen goes first. */
const MAX_TERMS_PER_PLACE = 5000;

/** term -> hour bucket (epoch hours) -> summed weight. */
type PlaceLog = Map<string, Map<number, number>>;

export class SearchLog {
  private readonly byPlace = new Map<string, PlaceLog>();

  constructor(private readonly ctx: ApiContext) {}

  /** Lowercased, trimmed, spaces collapsed; empty when not worth recording. */
  static normalizeTerm(text: string): string {
    const term = text.toLowerCase().replace(/\s+/g, ' ').trim();
    return term.length >= 2 && term.length <= 60 && /[\p{L}\p{N}]/u.test(term) ? term : '';
  }

  record(places: readonly PlaceRecord[] | typeof ONLINE_KEY, text: string, weight: number): void {
    const term = SearchLog.normalizeTerm(text);
    if (!term) return;
    const at = this.ctx.now();
    const keys = places === ONLINE_KEY ? [ONLINE_KEY] : places.map((p) => p.id);
    for (const key of keys) add(this.log(key), { term, at, weight });
  }

  /** Top terms of the past week for a place key, strongest first. */
  trending(key: string, limit = TRENDING_MAX_TERMS): string[] {
    const now = this.ctx.now();
    const log = this.log(key);
    const scores = new Map<string, number>();
    for (const [term, buckets] of log) {
      let score = 0;
      for (const [hour, weight] of buckets) {
        // Ages count from the start of the hour: a search drops out within the hour its week ends.
        const age = now - hour * BUCKET_MS;
        // Forget what fell out of the window (and anything from the future of a rewound clock).
        if (age >= TRENDING_WINDOW_MS || hour * BUCKET_MS > now) {
          if (age >= TRENDING_WINDOW_MS) buckets.delete(hour);
          continue;
        }
        score += weight * Math.min(1, 1 - age / TRENDING_WINDOW_MS);
      }
      if (buckets.size === 0) log.delete(term);
      else if (score > 0) scores.set(term, score);
    }
    // "jaz" typed on the way to "jazz" is not a trend of its own.
    const terms = [...scores.keys()];
    for (const term of terms) {
      if (terms.some((other) => other !== term && other.startsWith(term) && (scores.get(other) ?? 0) >= (scores.get(term) ?? 0) * 0.25)) {
        scores.delete(term);
      }
    }
    return [...scores.entries()]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, limit)
      .map(([term]) => term);
  }

  /** Recorded terms for a place key that start with (or contain a word starting with) `prefix`. */
  matching(key: string, prefix: string): string[] {
    const p = normalizeName(prefix);
    if (!p) return [];
    return this.trending(key, 50).filter((term) => {
      const n = normalizeName(term);
      return n.startsWith(p) || n.includes(` ${p}`);
    });
  }

  private log(key: string): PlaceLog {
    let log = this.byPlace.get(key);
    if (!log) {
      log = new Map();
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
      const term = kind < 0.5 ? event.topic : kind < 0.8 ? `${event.topic} ${event.format.pluralSlug}` : event.format.pluralSlug;
      out.push({ term: SearchLog.normalizeTerm(term), at: now - Math.floor(rng() * TRENDING_WINDOW_MS * 0.9), weight: SEARCH_WEIGHT });
    }
    return out.filter((e) => e.term);
  }
}

function add(log: PlaceLog, entry: Entry): void {
  let buckets = log.get(entry.term);
  if (!buckets) {
    if (log.size >= MAX_TERMS_PER_PLACE) log.delete(log.keys().next().value!);
    log.set(entry.term, (buckets = new Map()));
  }
  const hour = Math.floor(entry.at / BUCKET_MS);
  buckets.set(hour, (buckets.get(hour) ?? 0) + entry.weight);
}
