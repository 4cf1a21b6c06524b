/**
 * The demo events: at least EVENT_TARGET_COUNT events across the PLACES_WITH_EVENTS largest localities,
 * generated from a seeded PRNG (mulberry32) relative to "today" of an injectable clock, so the same seed
 * and day always give the same events. Ids, categories, venues and prices do not depend on the day; dates
 * move with it, and so do the season and year words of some titles. The words come from
 * event-vocabulary.ts, local times from zone-offsets.ts. See README.md.
 */
import {
  CATEGORIES,
  FORMATS,
  SUBCATEGORIES,
  type Category,
  type Format,
  type SubCategory,
} from '../../../src/taxonomy';
import {
  AUDIENCES,
  BASE_PRICE,
  CATEGORY_WEIGHT,
  COLORS,
  FIRST_NAMES,
  FORMATS_OF_CATEGORY,
  FORMATS_OF_SUBCATEGORY,
  LAST_NAMES,
  LEVELS,
  MOODS,
  NOUNS,
  PRICE_SCALE,
  STREETS,
  STREET_TYPES,
  TEMPLATES,
  THEMES,
  TIMING,
  VENUE_PATTERNS,
  ZERO_DECIMAL_CURRENCIES,
} from './event-vocabulary';
import { CURRENCY_OF_COUNTRY } from './geo-tables';
import { slugifyName, type PlaceDb, type PlaceRecord } from './places';
import { OffsetTable, localIso } from './zone-offsets';

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

export interface CatalogueOptions {
  /** The clock; "today" is its UTC date. */
  now: Date;
  seed?: number;
  eventCount?: number;
  placeCount?: number;
}

/** The generated events, by catalogue index, id and place. */
export interface GeneratedEvents {
  events: DemoEvent[];
  byId: Map<string, DemoEvent>;
  /** Event indices by locality id. */
  byPlace: Map<string, number[]>;
  /** The localities that have events, largest first. */
  places: PlaceRecord[];
  /** "Today" of the clock, `YYYY-MM-DD` (UTC). */
  todayUtc: string;
}

/** First event id; ids count up from here in generation order. */
const FIRST_EVENT_ID = 100_000_001;

export function generateEvents(db: PlaceDb, options: CatalogueOptions): GeneratedEvents {
  const events: DemoEvent[] = [];
  const byId = new Map<string, DemoEvent>();
  const byPlace = new Map<string, number[]>();
  const seed = options.seed ?? DEFAULT_SEED;
  const target = options.eventCount ?? EVENT_TARGET_COUNT;
  const places = db.localitiesByPopulation.slice(0, options.placeCount ?? PLACES_WITH_EVENTS);
  const today = new Date(Date.UTC(options.now.getUTCFullYear(), options.now.getUTCMonth(), options.now.getUTCDate()));
  const todayUtc = today.toISOString().slice(0, 10);

  const weights = places.map((p) => Math.sqrt(p.population));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const categoryPool = CATEGORIES.flatMap((c) => Array<Category>(CATEGORY_WEIGHT[c.slug] ?? 1).fill(c));
  const subsOf = new Map<string, SubCategory[]>(
    CATEGORIES.map((c) => [c.id, SUBCATEGORIES.filter((s) => s.parentId === c.id)]),
  );
  const formatByShort = new Map(FORMATS.map((f) => [f.shortName, f]));
  let nextId = FIRST_EVENT_ID;
  const offsets = new OffsetTable();

  for (const [placeIndex, place] of places.entries()) {
    // One generator per place: a place's events do not change when another place's count does.
    const rng = mulberry32(seed ^ Number(place.id));
    const count = Math.max(6, Math.ceil((target * weights[placeIndex]!) / totalWeight));
    const timeZone = db.getTimeZone(place);
    const region = db.parentOf(place);
    const country = db.countryOf(place);
    const currency = CURRENCY_OF_COUNTRY[place.countryCode] ?? 'USD';
    const venues = makeVenues(rng, place, region?.type === 'region' ? region.name : '', country?.name ?? '');
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
      indices.push(events.length);
      events.push(event);
      byId.set(id, event);
    }
    byPlace.set(place.id, indices);
  }
  return { events, byId, byPlace, places, todayUtc };
}

function makeVenues(rng: Rng, place: PlaceRecord, region: string, country: string): Venue[] {
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
