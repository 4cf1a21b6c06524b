/**
 * The demo event catalogue: the generated events (event-generator.ts) with what the API searches them
 * by, each built once per catalogue: the prefix index both searches read, events search's hit cache, and
 * autocomplete's suggestion phrases. One catalogue per UTC day of the clock (getCatalogue).
 */
import { QUERY_MAX_TERMS } from '../config';
import { searchEvents, type EventHit } from '../search/event-hits';
import { EVENT_FIELDS } from '../search/event-fields';
import { HitCache } from '../search/hit-cache';
import { PhraseTable } from '../search/phrases';
import { PrefixIndex } from '../search/prefix-index';
import { buildAreaTable, type AreaTable } from '../search/ranking';
import { DEFAULT_SEED, generateEvents, type CatalogueOptions, type DemoEvent } from './event-generator';
import { getPlaceDb, type PlaceDb, type PlaceRecord } from './places';

export class EventCatalogue {
  readonly events: DemoEvent[];
  readonly byId: Map<string, DemoEvent>;
  /** Event indices by locality id. */
  readonly byPlace: Map<string, number[]>;
  /** The localities that have events, largest first. */
  readonly places: PlaceRecord[];
  readonly todayUtc: string;
  /** Autocomplete's suggestion phrases of each event (search/phrases.ts). */
  readonly phrases: PhraseTable;
  private readonly hitCache: HitCache;
  private prefixes?: PrefixIndex;
  private byStart?: DemoEvent[];

  constructor(
    readonly db: PlaceDb,
    options: CatalogueOptions,
  ) {
    ({
      events: this.events,
      byId: this.byId,
      byPlace: this.byPlace,
      places: this.places,
      todayUtc: this.todayUtc,
    } = generateEvents(db, options));
    this.phrases = new PhraseTable(this.events);
    this.hitCache = new HitCache((text) => searchEvents(this.prefixIndex(), this.events, text));
  }

  get size(): number {
    return this.events.length;
  }

  /** The events in start order (then id), sorted once: events search without text lists them so. */
  eventsByStart(): readonly DemoEvent[] {
    this.byStart ??= [...this.events].sort((a, b) => a.startUtcMs - b.startUtcMs || Number(a.id) - Number(b.id));
    return this.byStart;
  }

  /** The index of both searches (search/prefix-index.ts), over the fields of search/event-fields.ts, built on first use. */
  prefixIndex(): PrefixIndex {
    this.prefixes ??= new PrefixIndex(
      this.events.map((event) => EVENT_FIELDS.map((field) => [field.text(event), field.boost] as const)),
      QUERY_MAX_TERMS,
    );
    return this.prefixes;
  }

  /** Builds the index, the start order, the one-letter hits and every phrase, so no request pays for them (call before listening). */
  warmUp(): void {
    this.eventsByStart();
    this.prefixIndex().warmUp();
    // Suggestion phrases of every event, so autocomplete's first look at an event costs nothing extra.
    for (let i = 0; i < this.events.length; i += 1) this.phrases.phrasesAt(i);
    this.hitCache.warmUp();
  }

  /** Events search: the hits of a text (normalised and capped, search/query.ts), best first, those `filter` keeps. */
  search(q: string, options: { filter?: (e: DemoEvent) => boolean } = {}): EventHit[] {
    const hits = this.hitCache.hits(q).hits;
    return options.filter ? hits.filter((h) => options.filter!(h.event)) : hits;
  }

  /** Every event's boost and area membership for one area (search/ranking.ts). */
  areaTable(boost: (e: DemoEvent) => number, inArea: (e: DemoEvent) => boolean): AreaTable | undefined {
    return buildAreaTable(this.events, boost, inArea);
  }
}

let cached: { day: string; seed: number; catalogue: EventCatalogue } | undefined;

/** The shared catalogue for the clock's UTC day (rebuilt when the day changes). */
export function getCatalogue(now: Date, seed = DEFAULT_SEED): EventCatalogue {
  const day = now.toISOString().slice(0, 10);
  if (!cached || cached.day !== day || cached.seed !== seed) {
    cached = { day, seed, catalogue: new EventCatalogue(getPlaceDb(), { now, seed }) };
  }
  return cached.catalogue;
}
