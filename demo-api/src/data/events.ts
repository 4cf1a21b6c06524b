/**
 * The demo event catalogue: at least EVENT_TARGET_COUNT events across the PLACES_WITH_EVENTS
 * largest localities, generated from a seeded PRNG (mulberry32) relative to "today" of an
 * injectable clock, so the same seed and day always give the same catalogue. Ids, categories,
 * venues and prices do not depend on the day; dates move with it, and so do the season and year
 * words of some titles. See data/README.md.
 */
import { tzOffset } from '@date-fns/tz';
import { LRUCache } from 'lru-cache';
import MiniSearch from 'minisearch';
import {
  CATEGORIES,
  FORMATS,
  SUBCATEGORIES,
  type Category,
  type Format,
  type FormatShortName,
  type SubCategory,
} from '../../../src/taxonomy';
import { CURRENCY_OF_COUNTRY } from './geo-tables';
import { getPlaceDb, normalizeName, slugifyName, type PlaceDb, type PlaceRecord } from './places';
import { HIT_CACHE_MAX_BYTES, HIT_CACHE_MAX_ENTRIES, QUERY_MAX_TERMS } from '../config';
import { PrefixIndex, type IndexedField } from '../search/prefix-index';
import { normalizeQuery } from '../search/query';

export const EVENT_TARGET_COUNT = 20_000;
export const PLACES_WITH_EVENTS = 1_000;
/** Share of events that happen online (spec: "online events (~5%)"). */
export const ONLINE_SHARE = 0.05;
export const FREE_SHARE = 0.3;
/** Events start between yesterday and this many days ahead. */
export const EVENT_HORIZON_DAYS = 120;
/** Image variants per category (`{category-slug}-{n}`). */
export const IMAGE_VARIANTS = 24;
export const DEFAULT_SEED = 20_261_122;

export interface Venue {
  id: string;
  name: string;
  address1: string;
  city: string;
  region: string;
  country: string;
  latitude: number;
  longitude: number;
}

export interface DemoEvent {
  id: string;
  name: string;
  summary: string;
  /** Site-relative event page URL. */
  url: string;
  /** Locality the event is listed in (for online events: the organiser's city). */
  placeId: string;
  /** ISO alpha-2 of that locality. */
  countryCode: string;
  category: Category;
  /** Null for the Other category (199), which has no subcategories. */
  subcategory: SubCategory | null;
  /** The topic words of the title: the subcategory, or the category where there is none or it is "Other". */
  topic: string;
  format: Format;
  /** Local wall time in `timeZone`, `YYYY-MM-DDTHH:MM:SS`. */
  startLocal: string;
  endLocal: string;
  startUtcMs: number;
  endUtcMs: number;
  timeZone: string;
  isOnline: boolean;
  isFree: boolean;
  /** Lowest ticket price in minor units (cents); null when free. */
  minPriceMinor: number | null;
  currency: string;
  venue: Venue | null;
  latitude: number;
  longitude: number;
  imageKey: string;
  /** Starts at or after 19:00 local with music, party, performance or drinks: the nightlife destination. */
  isNightlife: boolean;
}

/** mulberry32: small, fast, good enough for demo data, and the same on every platform. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

// Relative frequency of categories in the catalogue (music and food are the busiest listings).
const CATEGORY_WEIGHT: Record<string, number> = {
  music: 10,
  'food-and-drink': 7,
  business: 7,
  'science-and-tech': 5,
  arts: 6,
  community: 5,
  health: 5,
  'sports-and-fitness': 5,
  'film-and-media': 4,
  'family-and-education': 4,
  'charity-and-causes': 3,
  hobbies: 4,
  'travel-and-outdoor': 3,
  fashion: 2,
  spirituality: 2,
  government: 2,
  holiday: 3,
  'home-and-lifestyle': 2,
  'auto-boat-and-air': 2,
  'school-activities': 2,
  other: 2,
};

// Formats that suit a category; 95% of events use one of these, the rest any format (so every format occurs).
const FORMATS_OF_CATEGORY: Record<string, FormatShortName[]> = {
  music: ['performance', 'festival', 'party', 'class'],
  'food-and-drink': ['festival', 'class', 'tour', 'party', 'networking'],
  business: ['conference', 'seminar', 'networking', 'expo', 'class'],
  'science-and-tech': ['conference', 'seminar', 'networking', 'class', 'expo'],
  arts: ['performance', 'class', 'attraction', 'festival', 'screening'],
  community: ['festival', 'networking', 'party', 'rally', 'tour'],
  health: ['class', 'retreat', 'seminar', 'expo'],
  'sports-and-fitness': ['race', 'tournament', 'game', 'class'],
  'film-and-media': ['screening', 'festival', 'appearance', 'convention'],
  'family-and-education': ['class', 'attraction', 'festival', 'seminar'],
  'charity-and-causes': ['gala', 'rally', 'race', 'networking'],
  hobbies: ['convention', 'class', 'game', 'expo'],
  'travel-and-outdoor': ['tour', 'retreat', 'race', 'class'],
  fashion: ['expo', 'performance', 'party', 'networking'],
  spirituality: ['retreat', 'class', 'seminar', 'festival'],
  government: ['rally', 'seminar', 'conference', 'appearance'],
  holiday: ['party', 'festival', 'attraction', 'performance'],
  'home-and-lifestyle': ['class', 'expo', 'seminar', 'networking'],
  'auto-boat-and-air': ['expo', 'race', 'convention', 'tour'],
  'school-activities': ['game', 'performance', 'class', 'festival'],
  other: ['networking', 'party', 'class', 'attraction'],
};

/** Subcategories whose category formats would read oddly ("Yoga Tournament"). */
const FORMATS_OF_SUBCATEGORY: Partial<Record<number, FormatShortName[]>> = {
  8019: ['class', 'retreat'],
  7005: ['class', 'retreat'],
};

const TEMPLATES: Record<FormatShortName, string[]> = {
  conference: ['{City} {Topic} Summit {Year}', '{Topic} Conference {Year}', 'The Future of {Topic}: {City} Conference'],
  seminar: ['{Topic} Talk: {Theme}', 'Intro to {Topic}: An Evening Seminar', '{Topic} Masterclass with {Person}'],
  expo: ['{City} {Topic} Expo', '{Topic} Trade Show {Year}', '{Season} {Topic} Expo'],
  convention: ['{Topic} Con {Year}', '{City} {Topic} Convention', '{Topic} Fan Convention'],
  festival: ['{City} {Topic} Festival', '{Season} {Topic} Fest', '{Topic} Street Festival'],
  performance: ['{Mood} {Topic} Jam at {Venue}', '{Topic} Live at {Venue}', '{Person} Live: {Topic} Showcase'],
  screening: ['{Topic} Film Screening at {Venue}', 'Outdoor Cinema: {Topic} Classics', '{Topic} Shorts Night'],
  gala: ['{Topic} Gala {Year}', 'Annual {Topic} Benefit Gala', '{Season} {Topic} Gala Dinner'],
  class: ['{Level} {Topic} Class', '{Topic} Workshop for {Audience}', 'Hands-On {Topic} Class at {Venue}'],
  networking: ['{Topic} Networking Mixer', '{City} {Topic} Meetup', 'After-Work {Topic} Social'],
  party: ['{Mood} {Topic} Party at {Venue}', '{Topic} Dance Party', '{Season} {Topic} Party'],
  rally: ['Rally for {Topic}', '{City} {Topic} March', 'Stand Up for {Topic}'],
  tournament: ['{City} {Topic} Tournament', '{Topic} Open {Year}', '{Season} {Topic} Cup'],
  game: ['{Topic} Game Night at {Venue}', '{Topic} Trivia Night', '{Topic} Match Day'],
  race: ['{City} {Topic} 5K', '{Topic} Fun Run', '{Season} {Topic} Half Marathon'],
  tour: ['{Topic} Walking Tour of {City}', 'Guided {Topic} Tour', '{Mood} {Topic} Tour'],
  attraction: ['{Topic} Experience', 'The {City} {Topic} Exhibit', '{Topic} Discovery Day'],
  retreat: ['{Topic} Weekend Retreat', '{Season} {Topic} Retreat', '{Topic} Reset: A Day Retreat'],
  appearance: ['Meet & Greet: {Topic} with {Person}', 'An Evening with {Person}', '{Person} Book Signing: {Topic}'],
};

const MOODS = [
  'Late-Night',
  'Sunset',
  'Sunday',
  'Friday Night',
  'Rooftop',
  'Underground',
  'Acoustic',
  'Candlelight',
  'Midweek',
  'Open-Air',
];
const LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Drop-In', 'Weekend', 'Evening'];
const AUDIENCES = ['Beginners', 'Families', 'Professionals', 'Teens', 'Seniors', 'Couples', 'Newcomers'];
const THEMES = [
  'What Comes Next',
  'Lessons from the Field',
  'A Practical Guide',
  'Myths and Facts',
  'Getting Started',
  'Ask Me Anything',
];
const FIRST_NAMES = [
  'Ada',
  'Malik',
  'Sofia',
  'Kenji',
  'Amara',
  'Luca',
  'Priya',
  'Diego',
  'Ingrid',
  'Tomás',
  'Zanele',
  'Noah',
  'Mei',
  'Omar',
  'Chloé',
  'Ravi',
];
const LAST_NAMES = [
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Tanaka',
  'Alvarez',
  'Novak',
  'Haddad',
  'Byrne',
  'Castillo',
  'Kowalski',
  'Mensah',
  'Fischer',
  'Reyes',
  'Sato',
];
const COLORS = ['Blue', 'Green', 'Velvet', 'Copper', 'Golden', 'Amber', 'Indigo', 'Scarlet', 'Silver'];
const NOUNS = [
  'Harbor',
  'Lantern',
  'Mill',
  'Orchard',
  'Foundry',
  'Granary',
  'Beacon',
  'Canopy',
  'Atlas',
  'Meridian',
  'Juniper',
  'Magnolia',
  'Anchor',
  'Compass',
];
const VENUE_PATTERNS = [
  'The {Color} Room',
  '{Noun} Hall',
  'The {Color} {Noun}',
  '{Street} Community Center',
  '{City} Convention Center',
  "{Last}'s Tavern",
  '{Noun} Loft',
  '{Noun} Theatre',
  '{Noun} Gallery',
  '{Noun} Brewing Co.',
  'Studio {Number}',
  '{City} Park Pavilion',
];
const STREETS = [
  'Main',
  'Oak',
  'Maple',
  'Cedar',
  'Market',
  'Church',
  'High',
  'Park',
  'Elm',
  'Water',
  'Mill',
  'King',
  'Queen',
  'Station',
  'Harbor',
  'River',
];
const STREET_TYPES = ['Street', 'Avenue', 'Road', 'Lane', 'Boulevard', 'Square'];

/** Typical start hours and durations (hours) by format. */
const TIMING: Record<FormatShortName, { hours: number[]; duration: number }> = {
  conference: { hours: [8, 9, 10], duration: 8 },
  seminar: { hours: [12, 17, 18, 19], duration: 2 },
  expo: { hours: [9, 10, 11], duration: 7 },
  convention: { hours: [9, 10], duration: 9 },
  festival: { hours: [11, 12, 14, 16], duration: 8 },
  performance: { hours: [19, 20, 21, 22], duration: 3 },
  screening: { hours: [18, 19, 20, 21], duration: 2.5 },
  gala: { hours: [18, 19], duration: 5 },
  class: { hours: [9, 10, 11, 14, 18, 19], duration: 2 },
  networking: { hours: [17, 18, 19], duration: 3 },
  party: { hours: [20, 21, 22, 23], duration: 5 },
  rally: { hours: [10, 11, 12], duration: 3 },
  tournament: { hours: [9, 10, 13], duration: 6 },
  game: { hours: [18, 19, 20], duration: 3 },
  race: { hours: [7, 8, 9], duration: 4 },
  tour: { hours: [10, 11, 14, 15, 16], duration: 2 },
  attraction: { hours: [10, 11, 12, 13], duration: 4 },
  retreat: { hours: [9, 10], duration: 30 },
  appearance: { hours: [17, 18, 19], duration: 2 },
};

/** Typical lowest price (major units) by format, before a random factor of 0.5x-2x. */
const BASE_PRICE: Record<FormatShortName, number> = {
  conference: 199,
  seminar: 15,
  expo: 25,
  convention: 45,
  festival: 60,
  performance: 30,
  screening: 12,
  gala: 150,
  class: 35,
  networking: 10,
  party: 20,
  rally: 5,
  tournament: 40,
  game: 15,
  race: 40,
  tour: 25,
  attraction: 22,
  retreat: 180,
  appearance: 20,
};
const ZERO_DECIMAL_CURRENCIES = new Set(['JPY', 'CLP', 'COP']);
const PRICE_SCALE: Record<string, number> = {
  JPY: 150,
  INR: 80,
  BRL: 5,
  MXN: 17,
  ARS: 900,
  COP: 4000,
  CLP: 900,
  ZAR: 18,
  SEK: 10,
  NOK: 10,
  DKK: 7,
  PLN: 4,
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** The topic word of a title: the subcategory, or the category for none or "Other". */
function topicOf(sub: SubCategory | null, category: Category): string {
  if (!sub || sub.title === 'Other') return category.title.split(/[,&]/)[0]!.trim();
  return sub.title;
}

function seasonOf(month: number, southern: boolean): string {
  const seasons = [
    'Winter',
    'Winter',
    'Spring',
    'Spring',
    'Spring',
    'Summer',
    'Summer',
    'Summer',
    'Fall',
    'Fall',
    'Fall',
    'Winter',
  ];
  const index = southern ? (month - 1 + 6) % 12 : month - 1;
  return seasons[index]!;
}

/** The zone's offset (local minus UTC, ms) at an instant (@date-fns/tz, which keeps its Intl formatters). */
function offsetAt(epochMs: number, timeZone: string): number {
  return tzOffset(timeZone, new Date(epochMs)) * 60_000;
}

/**
 * Offsets per zone and day, sampled at local noon: one Intl call per zone and day instead of
 * several per event (catalogue build time, README). Clock changes happen at night, so the noon
 * offset is the one in force for the events of that day.
 */
class OffsetTable {
  private readonly table = new Map<string, Map<number, number>>();
  offset(timeZone: string, dayStartUtcMs: number): number {
    let days = this.table.get(timeZone);
    if (!days) this.table.set(timeZone, (days = new Map()));
    let value = days.get(dayStartUtcMs);
    if (value === undefined) {
      value = offsetAt(dayStartUtcMs + 12 * 3_600_000 - offsetAt(dayStartUtcMs + 12 * 3_600_000, timeZone), timeZone);
      days.set(dayStartUtcMs, value);
    }
    return value;
  }
}

/** `YYYY-MM-DDTHH:MM:SS` of an instant shifted by an offset. */
function localIso(epochMs: number, offsetMs: number): string {
  return new Date(epochMs + offsetMs).toISOString().slice(0, 19);
}

export interface CatalogueOptions {
  /** The clock; "today" is its UTC date. */
  now: Date;
  seed?: number;
  eventCount?: number;
  placeCount?: number;
}

interface IndexedDoc {
  id: number;
  title: string;
  subcategory: string;
  category: string;
  venue: string;
  format: string;
}

export interface EventHit {
  event: DemoEvent;
  score: number;
  /** Query terms as matched in the document (after prefix/fuzzy expansion). */
  terms: string[];
}

export class EventCatalogue {
  readonly events: DemoEvent[] = [];
  readonly byId = new Map<string, DemoEvent>();
  /** Event indices by locality id. */
  readonly byPlace = new Map<string, number[]>();
  /** The localities that have events, largest first. */
  readonly places: PlaceRecord[];
  readonly todayUtc: string;
  private index?: MiniSearch<IndexedDoc>;

  constructor(
    readonly db: PlaceDb,
    options: CatalogueOptions,
  ) {
    const seed = options.seed ?? DEFAULT_SEED;
    const target = options.eventCount ?? EVENT_TARGET_COUNT;
    this.places = db.localitiesByPopulation.slice(0, options.placeCount ?? PLACES_WITH_EVENTS);
    const today = new Date(Date.UTC(options.now.getUTCFullYear(), options.now.getUTCMonth(), options.now.getUTCDate()));
    this.todayUtc = today.toISOString().slice(0, 10);

    const weights = this.places.map((p) => Math.sqrt(p.population));
    const totalWeight = weights.reduce((a, b) => a + b, 0);
    const categoryPool = CATEGORIES.flatMap((c) => Array<Category>(CATEGORY_WEIGHT[c.slug] ?? 1).fill(c));
    const subsOf = new Map<string, SubCategory[]>(
      CATEGORIES.map((c) => [c.id, SUBCATEGORIES.filter((s) => s.parentId === c.id)]),
    );
    const formatByShort = new Map(FORMATS.map((f) => [f.shortName, f]));
    let nextId = 100_000_001;
    const offsets = new OffsetTable();

    for (const [placeIndex, place] of this.places.entries()) {
      // One generator per place: a place's events do not change when another place's count does.
      const rng = mulberry32(seed ^ Number(place.id));
      const count = Math.max(6, Math.ceil((target * weights[placeIndex]!) / totalWeight));
      const timeZone = db.getTimeZone(place);
      const region = db.parentOf(place);
      const country = db.countryOf(place);
      const currency = CURRENCY_OF_COUNTRY[place.countryCode] ?? 'USD';
      const venues = this.makeVenues(rng, place, region?.type === 'region' ? region.name : '', country?.name ?? '');
      const indices: number[] = [];
      for (let i = 0; i < count; i += 1) {
        const category = pick(rng, categoryPool);
        const subs = subsOf.get(category.id)!;
        const subcategory = subs.length > 0 ? pick(rng, subs) : null;
        const fitting = (subcategory && FORMATS_OF_SUBCATEGORY[subcategory.numericId]) ??
          FORMATS_OF_CATEGORY[category.slug] ?? ['class'];
        const format = rng() < 0.95 ? formatByShort.get(pick(rng, fitting))! : pick(rng, FORMATS);
        const isOnline = rng() < ONLINE_SHARE;
        const venue = isOnline ? null : pick(rng, venues);
        const timing = TIMING[format.shortName];
        const dayOffset = Math.floor(Math.pow(rng(), 1.4) * (EVENT_HORIZON_DAYS + 1)) - 1;
        const day = new Date(today.getTime() + dayOffset * 86_400_000);
        const hour = pick(rng, timing.hours);
        const minute = pick(rng, [0, 0, 0, 30, 30, 15, 45]);
        const startOffset = offsets.offset(timeZone, day.getTime());
        const startUtcMs = day.getTime() + (hour * 60 + minute) * 60_000 - startOffset;
        const endUtcMs = startUtcMs + timing.duration * 3_600_000;
        const endDay = Math.floor((endUtcMs + startOffset) / 86_400_000) * 86_400_000;
        const year = String(day.getUTCFullYear());
        const values: Record<string, string> = {
          City: place.name,
          Topic: topicOf(subcategory, category),
          Year: year,
          Theme: pick(rng, THEMES),
          Person: `${pick(rng, FIRST_NAMES)} ${pick(rng, LAST_NAMES)}`,
          Season: seasonOf(day.getUTCMonth() + 1, place.latitude < 0),
          Mood: pick(rng, MOODS),
          Venue: venue?.name ?? 'Home',
          Level: pick(rng, LEVELS),
          Audience: pick(rng, AUDIENCES),
        };
        let name = fill(pick(rng, TEMPLATES[format.shortName]), values);
        if (isOnline) name = name.replace(/ at Home$/, '').concat(' (Online)');
        const isFree = rng() < FREE_SHARE || (category.slug === 'charity-and-causes' && format.shortName === 'rally');
        const factor = 0.5 + rng() * 1.5;
        const major = BASE_PRICE[format.shortName] * factor * (PRICE_SCALE[currency] ?? 1);
        const minPriceMinor = isFree
          ? null
          : ZERO_DECIMAL_CURRENCIES.has(currency)
            ? Math.max(1, Math.round(major / 10) * 10)
            : Math.max(100, Math.round(major) * 100 - (rng() < 0.4 ? 1 : 0));
        const id = String(nextId++);
        const latitude = venue?.latitude ?? place.latitude;
        const longitude = venue?.longitude ?? place.longitude;
        const event: DemoEvent = {
          id,
          name,
          summary: `${format.name.trim()} in ${isOnline ? 'an online room' : place.name} for anyone into ${values.Topic!.toLowerCase()}.`,
          url: `/e/${slugifyName(name)}-tickets-${id}/`,
          placeId: place.id,
          countryCode: place.countryCode,
          category,
          subcategory,
          topic: values.Topic!,
          format,
          startLocal: localIso(startUtcMs, startOffset),
          endLocal: localIso(endUtcMs, offsets.offset(timeZone, endDay)),
          startUtcMs,
          endUtcMs,
          timeZone,
          isOnline,
          isFree: minPriceMinor === null,
          minPriceMinor,
          currency,
          venue,
          latitude,
          longitude,
          imageKey: `${category.slug}-${Math.floor(rng() * IMAGE_VARIANTS)}`,
          isNightlife:
            hour >= 19 &&
            (category.slug === 'music' ||
              format.shortName === 'party' ||
              format.shortName === 'performance' ||
              [10001, 10002, 10004].includes(subcategory?.numericId ?? 0)),
        };
        indices.push(this.events.length);
        this.events.push(event);
        this.byId.set(id, event);
      }
      this.byPlace.set(place.id, indices);
    }
  }

  private makeVenues(rng: Rng, place: PlaceRecord, region: string, country: string): Venue[] {
    const count = 6 + Math.floor(Math.log2(1 + place.population / 50_000));
    const latSpan = (place.bbox.ne.lat - place.bbox.sw.lat) * 0.35;
    const lngSpan = (place.bbox.ne.lng - place.bbox.sw.lng) * 0.35;
    const venues: Venue[] = [];
    const names = new Set<string>();
    for (let i = 0; venues.length < count && i < count * 4; i += 1) {
      const street = pick(rng, STREETS);
      const name = fill(pick(rng, VENUE_PATTERNS), {
        Color: pick(rng, COLORS),
        Noun: pick(rng, NOUNS),
        Street: street,
        City: place.name,
        Last: pick(rng, LAST_NAMES),
        Number: String(1 + Math.floor(rng() * 99)),
      });
      if (names.has(name)) continue;
      names.add(name);
      venues.push({
        id: `${place.id}-${venues.length + 1}`,
        name,
        address1: `${1 + Math.floor(rng() * 899)} ${street} ${pick(rng, STREET_TYPES)}`,
        city: place.name,
        region,
        country,
        latitude: Math.round((place.latitude + (rng() * 2 - 1) * latSpan) * 1e5) / 1e5,
        longitude: Math.round((place.longitude + (rng() * 2 - 1) * lngSpan) * 1e5) / 1e5,
      });
    }
    return venues;
  }

  get size(): number {
    return this.events.length;
  }

  /** Full-text index (MiniSearch, prefix + fuzzy 0.2 for words over three letters), built on first use. */
  getIndex(): MiniSearch<IndexedDoc> {
    if (!this.index) {
      const index = new MiniSearch<IndexedDoc>({
        fields: ['title', 'subcategory', 'category', 'venue', 'format'],
        processTerm: (term) => normalizeName(term) || null,
        // Fuzzy 0.2 (one edit per five letters); words of three letters or less are not corrected,
        // or "jaz" would find every "jam" (round(0.2 x 3) = 1 edit).
        searchOptions: {
          prefix: true,
          fuzzy: (term) => (term.length > 3 ? 0.2 : false),
          boost: { title: 2, subcategory: 1.5 },
          combineWith: 'AND',
        },
      });
      index.addAll(
        this.events.map((e, id) => ({
          id,
          title: e.name,
          subcategory: e.subcategory?.title ?? '',
          category: e.category.title,
          venue: e.venue?.name ?? 'Online',
          format: `${e.format.shortName} ${e.format.pluralSlug}`,
        })),
      );
      this.index = index;
    }
    return this.index;
  }

  /** Unboosted hits per normalised text, most recently used kept (typing repeats the same prefixes). */
  private readonly hitCache = new LRUCache<string, RawHits>({
    max: HIT_CACHE_MAX_ENTRIES,
    maxSize: HIT_CACHE_MAX_BYTES,
    sizeCalculation: (hits, key) => HIT_BYTES * hits.hits.length + 2 * key.length + 64,
  });

  /** Unboosted hits of a text, best first (MiniSearch order), through the per-text cache. */
  private rawHits(q: string): RawHits {
    // Searched and cached as normalised (search/query.ts): bounded work, and "Jazz  " is "jazz".
    const key = normalizeQuery(q);
    // A one-letter prefix matches most of the catalogue (50+ ms in MiniSearch): answered from warmUp()'s table.
    const cache = ONE_LETTER.test(key) ? this.letterHits : this.hitCache;
    let hits = cache.get(key);
    if (!hits) {
      const results = key ? this.getIndex().search(key) : [];
      const indices = new Int32Array(results.length);
      const scores = new Float64Array(results.length);
      hits = {
        hits: results.map((r, i) => {
          indices[i] = r.id as number;
          scores[i] = r.score;
          return { event: this.events[r.id as number]!, score: r.score, terms: r.terms };
        }),
        indices,
        scores,
      };
      cache.set(key, hits);
    }
    return hits;
  }

  /** Hits of each one-letter text, kept for the catalogue's life (at most the 36 letters and digits). */
  private readonly letterHits = new Map<string, RawHits>();

  private prefixes?: PrefixIndex;

  /** The autocomplete index (search/prefix-index.ts) over the same fields as the full-text index, built on first use. */
  prefixIndex(): PrefixIndex {
    this.prefixes ??= new PrefixIndex(
      this.events.map((e): IndexedField[] => [
        [e.name, 2],
        [e.subcategory?.title ?? '', 1.5],
        [e.category.title, 1],
        [e.venue?.name ?? 'Online', 1],
        [`${e.format.shortName} ${e.format.pluralSlug}`, 1],
      ]),
      QUERY_MAX_TERMS,
    );
    return this.prefixes;
  }

  /** Builds both indexes and the one-letter hits, so no request pays for them (seconds; call before listening). */
  warmUp(): void {
    this.getIndex();
    this.prefixIndex().warmUp();
    // Suggestion phrases of every event, so autocomplete's first look at an event costs nothing extra.
    for (let i = 0; i < this.events.length; i += 1) this.phrasesAt(i);
    for (const letter of LETTERS) this.rawHits(letter);
  }

  /**
   * Text search. `boost` multiplies each hit's score (nearby first), as MiniSearch's boostDocument
   * would; applying it here lets the unboosted hits of a text be cached across places.
   */
  search(
    q: string,
    options: { boost?: (e: DemoEvent) => number; filter?: (e: DemoEvent) => boolean } = {},
  ): EventHit[] {
    const { boost, filter } = options;
    const hits = this.rawHits(q).hits;
    let out = filter ? hits.filter((h) => filter(h.event)) : hits;
    if (boost) {
      out = out
        .map((h) => ({ event: h.event, terms: h.terms, score: h.score * boost(h.event) }))
        .sort((a, b) => b.score - a.score);
    }
    return out;
  }

  /**
   * Every event's boost and area membership for one area, worked out once: undefined when the
   * boost takes more than MAX_BOOST_GROUPS values (then rank with search()).
   */
  areaTable(boost: (e: DemoEvent) => number, inArea: (e: DemoEvent) => boolean): AreaTable | undefined {
    const codes = new Uint8Array(this.events.length);
    const factors: number[] = [];
    for (let i = 0; i < this.events.length; i += 1) {
      const event = this.events[i]!;
      const factor = boost(event);
      let group = factors.indexOf(factor);
      if (group < 0) {
        if (factors.length >= MAX_BOOST_GROUPS || !(factor > 0)) return undefined;
        group = factors.push(factor) - 1;
      }
      codes[i] = group | (inArea(event) ? IN_AREA_BIT : 0);
    }
    return { codes, factors, maxFactor: Math.max(0, ...factors) };
  }

  /** Suggestion phrases of an event with their normalised words, computed once per event. */
  phrasesOf(event: DemoEvent): readonly EventPhrase[] {
    let phrases = this.phraseCache.get(event);
    if (!phrases) {
      const candidates: Array<[string, number]> = [
        [event.topic, 1],
        [`${event.topic} ${event.format.pluralSlug}`, 0.8],
        [event.category.title, 0.6],
        [event.name, 0.5],
        [event.venue?.name ?? '', 0.4],
      ];
      phrases = candidates
        .filter(([phrase]) => phrase.length > 0)
        .map(([phrase, weight]) => {
          const key = phrase.toLowerCase().replace(/\s+/g, ' ').trim();
          let id = this.phraseIds.get(key);
          if (id === undefined) {
            id = this.phraseKeys.length;
            this.phraseIds.set(key, id);
            this.phraseKeys.push(key);
            // Phrases with the same key differ at most in case and spacing: the same words, kept once.
            const words = new Set(normalizeName(phrase).split(' '));
            const wordList = [...words];
            this.phraseWords.push({
              words,
              wordList,
              wordIds: Int32Array.from(wordList, (w) => this.wordId(w, true)!),
            });
          }
          return { phrase, key, id, weight, ...this.phraseWords[id]! };
        });
      this.phraseCache.set(event, phrases);
    }
    return phrases;
  }

  private readonly phraseCache = new WeakMap<DemoEvent, EventPhrase[]>();
  /** The same lists by catalogue index (an array read instead of a WeakMap lookup per hit). */
  private phraseLists?: Array<EventPhrase[] | null>;

  /** phrasesOf(events[index]). */
  phrasesAt(index: number): readonly EventPhrase[] {
    // Filled up front: an array written at scattered indices would fall back to a slow dictionary.
    const lists = (this.phraseLists ??= new Array<EventPhrase[] | null>(this.events.length).fill(null));
    let phrases = lists[index];
    if (!phrases) lists[index] = phrases = this.phrasesOf(this.events[index]!) as EventPhrase[];
    return phrases;
  }
  /** Phrase keys met so far, numbered in order (EventPhrase.id), for per-request score arrays. */
  private readonly phraseIds = new Map<string, number>();
  readonly phraseKeys: string[] = [];
  private readonly phraseWords: Array<Pick<EventPhrase, 'words' | 'wordList' | 'wordIds'>> = [];

  /** Words of the phrases met so far, numbered in order (EventPhrase.wordIds). */
  private readonly wordIds = new Map<string, number>();
  readonly wordTexts: string[] = [];

  /** The number of a phrase word (numbered when `add` and new). */
  wordId(word: string, add = false): number | undefined {
    let id = this.wordIds.get(word);
    if (id === undefined && add) {
      id = this.wordTexts.length;
      this.wordIds.set(word, id);
      this.wordTexts.push(word);
    }
    return id;
  }

  /** The number of a phrase key seen in phrasesOf, if any. */
  phraseId(key: string): number | undefined {
    return this.phraseIds.get(key);
  }
}

/** A suggestion phrase of an event. */
export interface EventPhrase {
  phrase: string;
  /** The phrase as a suggestion: lowercased, spaces collapsed. */
  key: string;
  /** Number of the key in the catalogue (the same for the same key). */
  id: number;
  weight: number;
  /** Its normalised words. */
  words: ReadonlySet<string>;
  /** The same words as a list. */
  wordList: readonly string[];
  /** Their numbers (EventCatalogue.wordId). */
  wordIds: Int32Array;
}

/** A text's unboosted hits, best first, with the catalogue index of each hit's event. */
export interface RawHits {
  hits: EventHit[];
  indices: Int32Array;
  scores: Float64Array;
}

/** Distinct boost values an area table holds (group numbers use the low bits of a code). */
const MAX_BOOST_GROUPS = 64;
/** Code bit of an event in the area. */
export const IN_AREA_BIT = 0x80;

/** Boost group (low bits) and IN_AREA_BIT of every event for one area, with each group's factor. */
export interface AreaTable {
  codes: Uint8Array;
  factors: number[];
  maxFactor: number;
}

/** The one-letter texts warmUp() answers ahead (other one-letter texts go through the hit cache). */
const LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ONE_LETTER = /^[a-z0-9]$/;

/** Rough bytes of one cached hit: its object, terms array and two typed-array slots. */
const HIT_BYTES = 120;

let cached: { day: string; seed: number; catalogue: EventCatalogue } | undefined;

/** The shared catalogue for the clock's UTC day (rebuilt when the day changes). */
export function getCatalogue(now: Date, seed = DEFAULT_SEED): EventCatalogue {
  const day = now.toISOString().slice(0, 10);
  if (!cached || cached.day !== day || cached.seed !== seed) {
    cached = { day, seed, catalogue: new EventCatalogue(getPlaceDb(), { now, seed }) };
  }
  return cached.catalogue;
}
