/**
 * The discovery page's URL logic, pure (no React, no window): read a `/d/...` address into what the
 * page shows, turn a control change into the next address (always through `buildDiscoveryUrl`, so
 * the page writes exactly the URLs the header builds, the product routes "Discovery listing"), and turn the
 * address into the event search call and the page title. Used by the page and by the server head.
 */
import {
  buildDiscoveryUrl,
  parseDiscoveryUrl,
  type DiscoveryUrlInput,
  type ParsedDiscoveryUrl,
} from '../../../src/routes';
import {
  getCategoryBySlug,
  getDateSelectionSlug,
  getExtraDestinationBySlug,
  getFormatBySlug,
  getSubCategoriesOfCategory,
  getSubCategoryById,
  isCategorySlug,
  DATE_PRESETS,
  type DateSelection,
  type FormatPluralSlug,
  type PresetDateFilterValue,
  type PriceFilter,
  type RefinementCategorySlug,
} from '../../../src/taxonomy';

/** Events per results page. */
export const DISCOVERY_PAGE_SIZE = 12;
/** The page query parameter (spec-free demo choice; the builder never writes it, page 1 has none). */
export const PAGE_PARAM = 'page';
/** Highest page the demo API accepts. */
export const MAX_PAGE = 100_000;
/** Where an unreadable address sends the visitor. */
export const BROWSE_ALL_PATH = '/d/local/all-events/';

export interface DiscoveryRoute {
  parsed: ParsedDiscoveryUrl;
  /** Results page, from 1. */
  page: number;
}

export type ReadDiscoveryRouteResult =
  | { ok: true; value: DiscoveryRoute }
  | {
      ok: false;
      /** Why the address cannot be read (the parser's reason, or the page parameter's). */
      reason: string;
      /** A readable address the visitor probably meant, when one is obvious. */
      suggestion?: string;
    };

/**
 * Reads a discovery address (path plus query). `page` must be a whole number from 1 (absent = 1);
 * everything else is the parser's business.
 */
export function readDiscoveryRoute(pathname: string, search = ''): ReadDiscoveryRouteResult {
  const result = parseDiscoveryUrl(`${pathname}${search}`);
  if (!result.ok) {
    const suggestion = suggestQueryUrl(pathname, search);
    return suggestion ? { ok: false, reason: result.reason, suggestion } : { ok: false, reason: result.reason };
  }
  const raw = new URLSearchParams(search).getAll(PAGE_PARAM);
  if (raw.length > 1) return { ok: false, reason: `"${PAGE_PARAM}" is given ${raw.length} times; give it once` };
  let page = 1;
  if (raw.length === 1) {
    const text = raw[0]!;
    if (!/^\d{1,6}$/.test(text) || Number(text) < 1 || Number(text) > MAX_PAGE) {
      return { ok: false, reason: `page "${text.slice(0, 40)}" is not a whole number from 1 to ${MAX_PAGE}` };
    }
    page = Number(text);
  }
  return { ok: true, value: { parsed: result.value, page } };
}

/**
 * `/d/ny--new-york/jazz/` is not a discovery URL (refinements come before the query, `events` when
 * there are none), but it is an obvious attempt at one: read the last segment as the query.
 */
function suggestQueryUrl(pathname: string, search: string): string | undefined {
  const match = /^((?:\/[a-z]{2,3})?\/d\/[^/]+)\/([^/]+)\/?$/.exec(pathname);
  // Only a single word or phrase: `music--someday` is a refinement typo, not a query.
  if (!match || match[2]!.includes('--')) return undefined;
  const candidate = `${match[1]}/events/${match[2]}/`;
  const reread = parseDiscoveryUrl(`${candidate}${search}`);
  return reread.ok ? buildDiscoveryUrl(reread.value) : undefined;
}

/** One control's change. `undefined` clears the refinement. */
export type FilterChange =
  | { control: 'category'; value: RefinementCategorySlug | undefined }
  | { control: 'subcategory'; value: number | undefined }
  | { control: 'format'; value: FormatPluralSlug | undefined }
  | { control: 'date'; value: DateSelection | undefined }
  | { control: 'price'; value: PriceFilter | undefined }
  | { control: 'query'; value: string };

/**
 * The builder input after a control change. A new category drops the subcategory (it belonged to
 * the old one); every change goes back to page 1 (the builder never writes `page`).
 */
export function applyFilterChange(parsed: ParsedDiscoveryUrl, change: FilterChange): DiscoveryUrlInput {
  const next: DiscoveryUrlInput = { ...parsed, subcategories: [...parsed.subcategories] };
  switch (change.control) {
    case 'category':
      next.category = change.value;
      if (change.value !== parsed.category) next.subcategories = [];
      break;
    case 'subcategory':
      next.subcategories = change.value === undefined ? [] : [change.value];
      break;
    case 'format':
      next.format = change.value;
      break;
    case 'date':
      next.date = change.value;
      break;
    case 'price':
      next.price = change.value;
      break;
    case 'query':
      next.query = change.value;
      break;
  }
  return next;
}

/** The address a control change leads to: exactly `buildDiscoveryUrl` of the changed input. */
export function getFilterChangeUrl(parsed: ParsedDiscoveryUrl, change: FilterChange): string {
  return buildDiscoveryUrl(applyFilterChange(parsed, change));
}

/** `url` plus extra query text (the QA panel's keys), after the builder's own query. */
export function withExtraQuery(url: string, extra: string): string {
  return extra ? `${url}${url.includes('?') ? '&' : '?'}${extra}` : url;
}

/** The address of another results page of the same listing (page 1 has no `page` parameter). */
export function getPageUrl(parsed: ParsedDiscoveryUrl, page: number): string {
  const base = buildDiscoveryUrl(parsed);
  if (page <= 1) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${PAGE_PARAM}=${page}`;
}

/** Where the listing looks: what the event search needs to know about the location segment. */
export type DiscoveryArea =
  | { kind: 'online' }
  | { kind: 'bbox'; bbox: string }
  /** `local`: the visitor's own area, guessed by the server (place_from_request). */
  | { kind: 'request' }
  | { kind: 'slug'; slug: string };

export function getDiscoveryArea(parsed: ParsedDiscoveryUrl): DiscoveryArea {
  const { location } = parsed;
  if (location.isOnline) return { kind: 'online' };
  if (location.bbox) {
    const { sw, ne } = location.bbox;
    return { kind: 'bbox', bbox: [sw.lng, sw.lat, ne.lng, ne.lat].join(',') };
  }
  if (location.slug === 'local') return { kind: 'request' };
  return { kind: 'slug', slug: location.slug };
}

/** The query slug back to words for the search (`rock-and-roll` -> `rock and roll`). */
export function getQueryText(parsed: ParsedDiscoveryUrl): string | undefined {
  const text = parsed.query?.replace(/-+/g, ' ').trim();
  return text ? text : undefined;
}

/** Query parameters of GET /api/v3/events/search/ for this listing in the given place. */
export function getEventSearchParams(
  route: DiscoveryRoute,
  place: { placeId?: string } = {},
  pageSize = DISCOVERY_PAGE_SIZE,
): Record<string, string> {
  const { parsed, page } = route;
  const params: Record<string, string> = {};
  const area = getDiscoveryArea(parsed);
  if (area.kind === 'online') params.online = 'true';
  else if (area.kind === 'bbox') params.bbox = area.bbox;
  else if (place.placeId) params.place_id = place.placeId;
  const q = getQueryText(parsed);
  if (q) params.q = q;
  if (parsed.category) params.category = parsed.category;
  if (parsed.subcategories.length > 0) params.subcategories = parsed.subcategories.join(',');
  if (parsed.format) params.format = parsed.format;
  if (parsed.price) params.price = parsed.price;
  if (parsed.date) params.date = getDateSelectionSlug(parsed.date);
  params.page = String(page);
  params.page_size = String(pageSize);
  return params;
}

/** Labels for the date presets (product routes: date slugs), in spec order. */
export const DATE_LABELS: Readonly<Record<PresetDateFilterValue, string>> = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  this_weekend: 'This weekend',
  this_week: 'This week',
  next_week: 'Next week',
  this_month: 'This month',
  next_month: 'Next month',
};

export function getDateLabel(date: DateSelection): string {
  return date.value === 'custom_date' ? `On ${date.date}` : DATE_LABELS[date.value];
}

/** Title of a category slug or extra destination (`music` -> `Music`, `holiday/halloweenhaunt` -> `Halloween`). */
export function getCategoryTitle(slug: RefinementCategorySlug): string {
  return getCategoryBySlug(slug)?.title ?? getExtraDestinationBySlug(slug)?.title ?? slug;
}

/** Subcategories the subcategory control offers: those of the chosen category (none for destinations). */
export function getSubCategoryOptions(category: RefinementCategorySlug | undefined) {
  return category && isCategorySlug(category) ? getSubCategoriesOfCategory(category) : [];
}

/**
 * A place name read from its slug while the real one loads: the last `--` part, words capitalised
 * (`ny--new-york` -> `New York`). Slugs are lowercase, so this is a guess, never the final title.
 */
export function guessPlaceName(slug: string): string {
  const last = slug.split('--').pop() ?? slug;
  return last
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => `${word[0]!.toUpperCase()}${word.slice(1)}`)
    .join(' ');
}

const capitalise = (text: string) => (text ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text);

/**
 * The listing's title: "Jazz events in New York", "Free music classes in Berlin today",
 * "Online events", "Events near you". `placeName` is the resolved place's name; without it the
 * location is described from the URL.
 */
export function getDiscoveryTitle(parsed: ParsedDiscoveryUrl, placeName?: string): string {
  const words: string[] = [];
  if (parsed.price) words.push(parsed.price === 'free' ? 'free' : 'paid');
  const area = getDiscoveryArea(parsed);
  if (area.kind === 'online') words.push('online');
  const subcategory = parsed.subcategories.length === 1 ? getSubCategoryById(parsed.subcategories[0]) : undefined;
  if (subcategory) words.push(subcategory.title);
  else if (parsed.category) words.push(getCategoryTitle(parsed.category));
  const query = getQueryText(parsed);
  if (query) words.push(query);
  words.push(parsed.format ? (getFormatBySlug(parsed.format)?.pluralSlug ?? parsed.format) : 'events');
  let title = words.join(' ');
  if (area.kind === 'online') {
    // "Online events" has no place.
  } else if (placeName) title += ` in ${placeName}`;
  else if (area.kind === 'request') title += ' near you';
  else if (area.kind === 'bbox') title += ' in the chosen area';
  else title += ` in ${guessPlaceName(area.slug)}`;
  if (parsed.date)
    title +=
      parsed.date.value === 'custom_date'
        ? ` on ${parsed.date.date}`
        : ` ${DATE_LABELS[parsed.date.value].toLowerCase()}`;
  return capitalise(title);
}

/** The presets for the date control (today ... next month). */
export const DATE_OPTIONS = DATE_PRESETS.map((preset) => ({
  value: preset.value,
  slug: preset.slug,
  label: DATE_LABELS[preset.value],
}));
