/**
 * Discovery listing URLs (product routes: "Discovery listing"):
 *
 *   [/{language}]/d/{location-slug}/{refinements}/[{query}/][?bbox=...&subcategories=...]
 *
 * - `/{language}`: present when the locale uses a language subdirectory (getLocalePrefix).
 * - location segment, first rule that applies:
 *   1. `online` when the location is online;
 *   2. `united-states` with `bbox=` when the location has a bounding box;
 *   3. `united-states` (no box) for a country-level location: `placeType` is `country` (any case,
 *      as the map service and the server's place_type spell it) or the slug is `united-states`;
 *   4. the location slug (trimmed, lowercased; e.g. `ny--new-york`, `local`);
 *   5. `united-states` with a box of +/-DEFAULT_BBOX_LNG_DELTA longitude and
 *      +/-DEFAULT_BBOX_LAT_DELTA latitude when the location has only coordinates (clamped to the
 *      valid ranges);
 *   6. `local` (the visitor's own area, a route of the product routes) when nothing usable is known.
 * - refinements, joined by `--`: price (free, paid), category slug (or extra destination),
 *   format plural slug (`events` when none), date slug (preset slug, or `YYYY-MM-DD` for a custom
 *   date). With no query and only `events`, the segment is `all-events`.
 * - query: slugifyQuery(text), percent-encoded; left out when it slugifies to nothing.
 * - `bbox=sw_lng,sw_lat,ne_lng,ne_lat` (numbers rounded to 6 decimals, about 0.1 m) and
 *   `subcategories=` comma-joined numeric subcategory ids (known ids only, de-duplicated).
 * The `holiday/halloweenhaunt` destination keeps its slash, so it spans two path segments
 * (`/d/online/holiday/halloweenhaunt--events/`); the parser joins them back.
 * See docs/url-scheme.md for examples.
 */
import { DEFAULT_BBOX_LAT_DELTA, DEFAULT_BBOX_LNG_DELTA } from '../config/constants';
import { getLocalePrefix } from '../config/locales';
import type { LocaleInfo } from '../config/types';
import {
  getCategoryById,
  isRefinementCategorySlug,
  type CategoryNumericId,
  type RefinementCategorySlug,
} from '../taxonomy/categories';
import {
  getDateFilterValueFromSlug,
  getDateSelectionSlug,
  isIsoCalendarDate,
  toDateSelection,
  type DateSelection,
  type PresetDateFilterValue,
  type PresetDateSlug,
} from '../taxonomy/date-filters';
import { isFormatPluralSlug, NO_FORMAT_SLUG, type FormatPluralSlug } from '../taxonomy/formats';
import { isPriceFilter, type PriceFilter } from '../taxonomy/price';
import { getSubCategoryById, type SubCategoryId, type SubCategoryNumericId } from '../taxonomy/subcategories';
import { slugifyQuery } from './slugify';

/** A point: latitude and longitude in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A bounding box (product entities: Place bbox). Only the south-west and north-east corners are used. */
export interface BoundingBox {
  sw: LatLng;
  ne: LatLng;
  nw?: LatLng;
  se?: LatLng;
}

/** Where to look for events: the parts of a Place / Location (product entities) the URL needs. */
export interface DiscoveryLocation {
  /** Location slug, e.g. `ny--new-york`. */
  slug?: string;
  latitude?: number;
  longitude?: number;
  /** The online pseudo-place: the segment is `online`. */
  isOnline?: boolean;
  /** Place type of the map service or server (`locality`, `region`, `country`, ...). */
  placeType?: string;
  /** An explicit bounding box; makes the segment `united-states` with `bbox=`. */
  bbox?: BoundingBox;
}

/** Everything a discovery URL can say. Unknown or malformed values are left out, never thrown on. */
export interface DiscoveryUrlInput {
  location: DiscoveryLocation;
  /** Price refinement. */
  price?: PriceFilter;
  /**
   * Category slug or extra destination (nightlife, seasonal, dating, holiday/halloweenhaunt), or a
   * category id (`Category/103`, `{product}Category/103`), written as its slug.
   */
  category?: RefinementCategorySlug | `${string}Category/${CategoryNumericId}`;
  /** Format plural slug (`conferences`); none means `events`. */
  format?: FormatPluralSlug;
  /** A date filter: preset value (`this_weekend`) or selection (`{ value: 'custom_date', date: '2026-12-31' }`). */
  date?: PresetDateFilterValue | PresetDateSlug | DateSelection;
  /** Free search text; slugified. */
  query?: string;
  /** Subcategory ids: numbers, `SubCategory/{n}` or `{product}SubCategory/{n}`. */
  subcategories?: readonly (SubCategoryNumericId | SubCategoryId | string | number)[];
  /** Locale facts; a language-subdirectory locale adds the `/{language}` prefix. */
  localeInfo?: Pick<LocaleInfo, 'locale' | 'uses_language_subdirectory'>;
  /** An already-known language prefix (as parseDiscoveryUrl returns it); ignored when localeInfo is given. */
  language?: string;
  /** Product slug for reading `{product}Category/` and `{product}SubCategory/` ids (default: the default product). */
  productSlug?: string;
}

/** What parseDiscoveryUrl reads; it is itself a valid DiscoveryUrlInput (build(parse(url)) === url). */
export interface ParsedDiscoveryUrl {
  /** The language prefix without slash (`es`), when present. */
  language?: string;
  location: {
    /** The location segment as written (`online`, `united-states`, `ny--new-york`). */
    slug: string;
    isOnline: boolean;
    bbox?: BoundingBox;
  };
  price?: PriceFilter;
  category?: RefinementCategorySlug;
  format?: FormatPluralSlug;
  date?: DateSelection;
  /** The query segment, percent-decoded (a slug: `rock-and-roll`). */
  query?: string;
  /** Numeric subcategory ids from `subcategories=`, in URL order. */
  subcategories: SubCategoryNumericId[];
}

export type ParseDiscoveryUrlResult = { ok: true; value: ParsedDiscoveryUrl } | { ok: false; reason: string };

/** Longest URL the parser reads; browsers and servers cut far below anything this long. */
export const MAX_DISCOVERY_URL_LENGTH = 8192;
/** Bounding-box numbers are written with at most this many decimals (about 0.1 m). */
const BBOX_DECIMALS = 6;
/** Longest location slug accepted. */
const MAX_LOCATION_SLUG_LENGTH = 200;

export const ONLINE_LOCATION_SLUG = 'online';
export const COUNTRY_LOCATION_SLUG = 'united-states';
export const FALLBACK_LOCATION_SLUG = 'local';
export const ALL_EVENTS_SEGMENT = 'all-events';
const REFINEMENT_SEPARATOR = '--';

const LOCATION_SLUG_PATTERN = /^[\p{L}\p{N}\p{M}_~'-]+$/u;
const LANGUAGE_PATTERN = /^[a-z]{2,3}$/;

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function roundCoordinate(value: number): number {
  const rounded = Number(value.toFixed(BBOX_DECIMALS));
  return rounded === 0 ? 0 : rounded; // no "-0"
}

const clamp = (value: number, limit: number): number => Math.min(limit, Math.max(-limit, value));

/** A box with finite, in-range, rounded corners and south <= north, or undefined. */
function normaliseBbox(bbox: unknown): BoundingBox | undefined {
  if (typeof bbox !== 'object' || bbox === null) return undefined;
  const { sw, ne } = bbox as { sw?: Partial<LatLng>; ne?: Partial<LatLng> };
  const values = [sw?.lng, sw?.lat, ne?.lng, ne?.lat];
  if (!values.every(isFiniteNumber)) return undefined;
  const [swLng, swLat, neLng, neLat] = (values as number[]).map(roundCoordinate) as [number, number, number, number];
  return isValidBox(swLng, swLat, neLng, neLat)
    ? { sw: { lng: swLng, lat: swLat }, ne: { lng: neLng, lat: neLat } }
    : undefined;
}

// West may exceed east: a box that crosses the antimeridian.
function isValidBox(swLng: number, swLat: number, neLng: number, neLat: number): boolean {
  return (
    [swLng, neLng].every((v) => Math.abs(v) <= 180) && [swLat, neLat].every((v) => Math.abs(v) <= 90) && swLat <= neLat
  );
}

/** The default box around a coordinate-only location (product routes, product limits). */
export function getDefaultBbox(latitude: number, longitude: number): BoundingBox | undefined {
  if (!isFiniteNumber(latitude) || !isFiniteNumber(longitude)) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return normaliseBbox({
    sw: { lng: clamp(longitude - DEFAULT_BBOX_LNG_DELTA, 180), lat: clamp(latitude - DEFAULT_BBOX_LAT_DELTA, 90) },
    ne: { lng: clamp(longitude + DEFAULT_BBOX_LNG_DELTA, 180), lat: clamp(latitude + DEFAULT_BBOX_LAT_DELTA, 90) },
  });
}

function normaliseLocationSlug(slug: unknown): string | undefined {
  if (typeof slug !== 'string') return undefined;
  const text = slug.trim().toLowerCase();
  return text.length > 0 && text.length <= MAX_LOCATION_SLUG_LENGTH && LOCATION_SLUG_PATTERN.test(text)
    ? text
    : undefined;
}

function isCountryLevel(location: DiscoveryLocation, slug: string | undefined): boolean {
  return (
    (typeof location.placeType === 'string' && location.placeType.trim().toLowerCase() === 'country') ||
    slug === COUNTRY_LOCATION_SLUG
  );
}

/** The location segment and optional box, by the rules in the file comment. */
function resolveLocation(location: DiscoveryLocation): { segment: string; bbox?: BoundingBox } {
  if (location.isOnline === true) return { segment: ONLINE_LOCATION_SLUG };
  const bbox = normaliseBbox(location.bbox);
  if (bbox) return { segment: COUNTRY_LOCATION_SLUG, bbox };
  const slug = normaliseLocationSlug(location.slug);
  if (isCountryLevel(location, slug)) return { segment: COUNTRY_LOCATION_SLUG };
  if (slug) return { segment: slug };
  const box = getDefaultBbox(location.latitude as number, location.longitude as number);
  if (box) return { segment: COUNTRY_LOCATION_SLUG, bbox: box };
  return { segment: FALLBACK_LOCATION_SLUG };
}

function formatBbox(bbox: BoundingBox): string {
  return [bbox.sw.lng, bbox.sw.lat, bbox.ne.lng, bbox.ne.lat].map(String).join(',');
}

function getLanguagePrefix(input: DiscoveryUrlInput): string {
  if (input.localeInfo && typeof input.localeInfo === 'object') {
    return getLocalePrefix({
      locale: String(input.localeInfo.locale ?? ''),
      uses_language_subdirectory: input.localeInfo.uses_language_subdirectory === true,
    });
  }
  return typeof input.language === 'string' && LANGUAGE_PATTERN.test(input.language) ? `/${input.language}` : '';
}

function getSubcategoryIds(input: DiscoveryUrlInput): number[] {
  if (!Array.isArray(input.subcategories)) return [];
  const ids: number[] = [];
  for (const raw of input.subcategories) {
    const sub = getSubCategoryById(raw, input.productSlug);
    if (sub && !ids.includes(sub.numericId)) ids.push(sub.numericId);
  }
  return ids;
}

/**
 * Builds the discovery path (with query string) for a search. Returns a root-relative path such
 * as `/es/d/ny--new-york/free--music--events--today/jazz/`; prefix the server URL for an absolute
 * link. Never throws: anything invalid in the input is left out (see DiscoveryUrlInput).
 */
export function buildDiscoveryUrl(input: DiscoveryUrlInput): string {
  const safe: DiscoveryUrlInput =
    typeof input === 'object' && input !== null ? input : ({ location: {} } as DiscoveryUrlInput);
  const location: DiscoveryLocation = typeof safe.location === 'object' && safe.location !== null ? safe.location : {};
  const { segment, bbox } = resolveLocation(location);

  const refinements: string[] = [];
  if (isPriceFilter(safe.price)) refinements.push(safe.price);
  const category = isRefinementCategorySlug(safe.category)
    ? safe.category
    : getCategoryById(safe.category, safe.productSlug)?.slug;
  if (category) refinements.push(category);
  refinements.push(isFormatPluralSlug(safe.format) ? safe.format : NO_FORMAT_SLUG);
  const date = toDateSelection(safe.date);
  if (date) refinements.push(getDateSelectionSlug(date));

  const query = slugifyQuery(safe.query);
  const refinementSegment =
    !query && refinements.length === 1 && refinements[0] === NO_FORMAT_SLUG
      ? ALL_EVENTS_SEGMENT
      : refinements.join(REFINEMENT_SEPARATOR);

  let path = `${getLanguagePrefix(safe)}/d/${encodeURIComponent(segment)}/${refinementSegment}/`;
  if (query) path += `${encodeURIComponent(query)}/`;

  const params: string[] = [];
  if (bbox) params.push(`bbox=${formatBbox(bbox)}`);
  const subcategories = getSubcategoryIds(safe);
  if (subcategories.length > 0) params.push(`subcategories=${subcategories.join(',')}`);
  return params.length > 0 ? `${path}?${params.join('&')}` : path;
}

function fail(reason: string): { ok: false; reason: string } {
  return { ok: false, reason };
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function quote(text: string): string {
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);
}

const NUMBER_PATTERN = /^-?\d{1,3}(?:\.\d{1,15})?$/;

function parseBbox(text: string): BoundingBox | string {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length !== 4 || !parts.every((p) => NUMBER_PATTERN.test(p))) {
    return `bbox must be four numbers sw_lng,sw_lat,ne_lng,ne_lat, got ${quote(text)}`;
  }
  const [swLng, swLat, neLng, neLat] = parts.map(Number) as [number, number, number, number];
  if (!isValidBox(swLng, swLat, neLng, neLat)) {
    return `bbox is out of range (longitude -180..180, latitude -90..90, south <= north): ${quote(text)}`;
  }
  return normaliseBbox({ sw: { lng: swLng, lat: swLat }, ne: { lng: neLng, lat: neLat } }) as BoundingBox;
}

interface Refinements {
  price?: PriceFilter;
  category?: RefinementCategorySlug;
  format?: FormatPluralSlug;
  date?: DateSelection;
}

function parseRefinements(segment: string): Refinements | string {
  if (segment === ALL_EVENTS_SEGMENT) return {};
  const parts = segment.split(REFINEMENT_SEPARATOR);
  const result: Refinements = {};
  let index = 0;
  const first = parts[index];
  if (isPriceFilter(first)) {
    result.price = first;
    index += 1;
  }
  const maybeCategory = parts[index];
  if (isRefinementCategorySlug(maybeCategory)) {
    result.category = maybeCategory;
    index += 1;
  }
  const format = parts[index];
  if (format === NO_FORMAT_SLUG) {
    index += 1;
  } else if (isFormatPluralSlug(format)) {
    result.format = format;
    index += 1;
  } else {
    return `expected a format slug or "events" in refinements ${quote(segment)}, got ${quote(format ?? '')}`;
  }
  const date = parts[index];
  if (date !== undefined) {
    const preset = getDateFilterValueFromSlug(date);
    if (preset) result.date = { value: preset };
    else if (isIsoCalendarDate(date)) result.date = { value: 'custom_date', date };
    else return `unknown date refinement ${quote(date)} (expected a date slug or YYYY-MM-DD)`;
    index += 1;
  }
  if (index < parts.length) {
    return `unexpected refinement ${quote(parts[index] ?? '')}; order is price--category--format--date`;
  }
  return result;
}

/**
 * Reads a discovery URL: an absolute URL or a path (`/d/online/events/`), with or without the
 * trailing slash. Never throws; returns `{ ok: false, reason }` for anything it cannot read.
 * Query parameters other than bbox and subcategories (utm_*, ...) are ignored.
 */
export function parseDiscoveryUrl(urlOrPath: unknown, options: { productSlug?: string } = {}): ParseDiscoveryUrlResult {
  try {
    return parseUnsafe(urlOrPath, options?.productSlug);
  } catch (error) {
    // Defensive: every path above returns a reason; this only guards against host-patched globals.
    return fail(`could not read the URL: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function parseUnsafe(urlOrPath: unknown, productSlug: string | undefined): ParseDiscoveryUrlResult {
  if (typeof urlOrPath !== 'string') return fail('expected the URL as a string');
  if (urlOrPath.length > MAX_DISCOVERY_URL_LENGTH) {
    return fail(`URL is longer than ${MAX_DISCOVERY_URL_LENGTH} characters`);
  }
  if (urlOrPath.trim().length === 0) return fail('URL is empty');
  let url: URL;
  try {
    url = new URL(urlOrPath.trim(), 'https://discovery.invalid/');
  } catch {
    return fail(`not a URL: ${quote(urlOrPath)}`);
  }

  const raw = url.pathname.split('/');
  raw.shift(); // the leading empty segment of "/..."
  if (raw.length > 0 && raw[raw.length - 1] === '') raw.pop(); // trailing slash
  const segments: string[] = [];
  for (const piece of raw) {
    if (piece === '') return fail(`empty path segment in ${quote(url.pathname)}`);
    const decoded = safeDecode(piece);
    if (decoded === undefined) return fail(`malformed percent-encoding in path segment ${quote(piece)}`);
    segments.push(decoded);
  }

  const value: ParsedDiscoveryUrl = { location: { slug: '', isOnline: false }, subcategories: [] };
  if (segments[0] !== 'd') {
    const language = segments[0] ?? '';
    if (segments[1] !== 'd' || !LANGUAGE_PATTERN.test(language)) {
      return fail(`not a discovery URL: the path must start with /d/ or /{language}/d/, got ${quote(url.pathname)}`);
    }
    value.language = language;
    segments.shift();
  }
  segments.shift(); // "d"

  const locationSegment = segments.shift();
  if (locationSegment === undefined) return fail('missing the location segment after /d/');
  const locationSlug = normaliseLocationSlug(locationSegment);
  if (!locationSlug) return fail(`invalid location slug ${quote(locationSegment)}`);
  value.location = { slug: locationSlug, isOnline: locationSlug === ONLINE_LOCATION_SLUG };

  let refinementSegment = segments.shift()?.toLowerCase();
  if (refinementSegment === undefined) return fail('missing the refinements segment (e.g. events or all-events)');
  // holiday/halloweenhaunt keeps its slash, so it arrives split over two segments
  // (`free--holiday` + `halloweenhaunt--events`). A refinements segment never ends in a category
  // otherwise (the format or `events` always follows), so the join is unambiguous.
  const next = segments[0]?.toLowerCase();
  if (
    refinementSegment.split(REFINEMENT_SEPARATOR).pop() === 'holiday' &&
    next?.split(REFINEMENT_SEPARATOR)[0] === 'halloweenhaunt'
  ) {
    refinementSegment = `${refinementSegment}/${next}`;
    segments.shift();
  }
  const refinements = parseRefinements(refinementSegment);
  if (typeof refinements === 'string') return fail(refinements);
  Object.assign(value, refinements);

  const query = segments.shift();
  if (query !== undefined) value.query = query;
  if (segments.length > 0) return fail(`unexpected path segment ${quote(segments[0] ?? '')} after the query`);

  const params = url.searchParams;
  const bboxValues = params.getAll('bbox');
  if (bboxValues.length > 1) return fail('bbox appears more than once');
  if (bboxValues.length === 1) {
    const bbox = parseBbox(bboxValues[0] ?? '');
    if (typeof bbox === 'string') return fail(bbox);
    value.location.bbox = bbox;
  }

  const subValues = params.getAll('subcategories');
  if (subValues.length > 1) return fail('subcategories appears more than once');
  const subText = subValues[0]?.trim() ?? '';
  if (subText.length > 0) {
    for (const piece of subText.split(',')) {
      const sub = getSubCategoryById(piece, productSlug);
      if (!sub) return fail(`unknown subcategory id ${quote(piece)} in subcategories`);
      if (!value.subcategories.includes(sub.numericId)) value.subcategories.push(sub.numericId);
    }
  }
  return { ok: true, value };
}
