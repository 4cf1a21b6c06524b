/**
 * GET /api/v3/events/search/ for discovery pages.
 *
 * Arguments (all optional): place_id, or location_slug (the slug a discovery URL carries, e.g.
 * `ny--new-york`; giving both is an error), bbox (`sw_lng,sw_lat,ne_lng,ne_lat`, product routes), online
 * (true: online events only; otherwise online events are left out of place and box results),
 * q, category (slug of the product routes incl. nightlife, seasonal, dating, holiday/halloweenhaunt, or
 * Category/{n}), subcategories (comma list of SubCategory ids), format (plural slug, short name or
 * Format/{n}), price (free, paid), date (product routes: slug, product entities: value or YYYY-MM-DD, resolved in the
 * place's time zone), page (from 1), page_size (1-100, default 20).
 * Events that have ended are never listed. Without q they come in start order; with q by relevance.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { EVENTS_PAGE_MAX } from '../config';
import {
  getCategoryById,
  getCategoryBySlug,
  getExtraDestinationBySlug,
  getFormatById,
  getFormatBySlug,
  getFormatByShortName,
  getSubCategoryById,
  isPriceFilter,
  resolveDateRange,
  toDateSelection,
} from '../../../src/taxonomy';
import type { DemoEvent } from '../data/event-generator';
import { areaMatcher, parseBBox, type SearchArea } from './area';
import type { ApiContext } from './context';
import { toEventJson } from './event-json';
import { args, boolean, choiceMessage, quoteChoice, integer, list, lookup, optional, readQuery, text } from './params';
import { PLACE_SLUG_MAX_LENGTH } from './place-from-slug';
import { getSearchClient } from './search-client';
import { ONLINE_KEY, SEARCH_WEIGHT } from './search-log';

export const EVENTS_SEARCH_PATH = '/api/v3/events/search/';
export const EVENTS_PAGE_SIZE_DEFAULT = 20;
export const EVENTS_PAGE_SIZE_MAX = 100;
const ALL_EXPANSIONS = new Set(['primary_venue', 'image'] as const);

type Predicate = (event: DemoEvent) => boolean;

/** The arguments, each read into what it names: a place, a box, a filter, a date selection. */
function eventsSearchArgs(ctx: ApiContext) {
  const db = ctx.db;
  const categoryFilter = (value: string): Predicate | undefined => {
    const category = getCategoryBySlug(value) ?? getCategoryById(value);
    const destination = getExtraDestinationBySlug(value);
    if (category) return (e) => e.category.id === category.id;
    if (destination?.slug === 'nightlife') return (e) => e.isNightlife;
    if (destination?.slug === 'seasonal') return (e) => e.category.slug === 'holiday';
    if (destination && 'subCategoryId' in destination) return (e) => e.subcategory?.id === destination.subCategoryId;
    return undefined;
  };
  const formatFilter = (value: string): Predicate | undefined => {
    const format = getFormatBySlug(value) ?? getFormatByShortName(value) ?? getFormatById(value);
    return format && ((e) => e.format.id === format.id);
  };
  const trimmed = v.transform((value: string) => value.trim());
  const fields = args({
    place_id: optional(
      v.pipe(
        text(),
        lookup((id) => db.getById(id.trim()), 'No place has this id.'),
      ),
    ),
    location_slug: optional(
      v.pipe(
        text(PLACE_SLUG_MAX_LENGTH),
        lookup((slug) => db.getBySlug(slug.trim().toLowerCase()), 'No place has this slug.'),
      ),
    ),
    bbox: optional(v.pipe(text(), lookup(parseBBox, 'Expected sw_lng,sw_lat,ne_lng,ne_lat with valid coordinates.'))),
    online: optional(boolean),
    q: optional(text()),
    category: optional(v.pipe(text(), trimmed, lookup(categoryFilter, quoteChoice))),
    subcategories: optional(
      v.pipe(
        list,
        v.array(
          v.pipe(
            v.string(),
            lookup((id) => getSubCategoryById(id)?.id, quoteChoice),
          ),
        ),
      ),
    ),
    format: optional(v.pipe(text(), trimmed, lookup(formatFilter, quoteChoice))),
    price: optional(
      v.pipe(
        text(),
        v.check((value: string) => isPriceFilter(value), choiceMessage),
      ),
    ),
    date: optional(
      v.pipe(
        text(),
        lookup((value) => toDateSelection(value.trim()), quoteChoice),
      ),
    ),
    page: optional(integer(1, EVENTS_PAGE_MAX), '1'),
    page_size: optional(integer(1, EVENTS_PAGE_SIZE_MAX), String(EVENTS_PAGE_SIZE_DEFAULT)),
  });
  type Fields = v.InferOutput<typeof fields>;
  return v.pipe(
    fields,
    v.forward<Fields, v.PartialCheckIssue<Fields>, ['location_slug']>(
      v.partialCheck<Fields, [['place_id'], ['location_slug']], Fields, string>(
        [['place_id'], ['location_slug']],
        (input) => input.place_id === undefined || input.location_slug === undefined,
        'Give place_id or location_slug, not both.',
      ),
      ['location_slug'],
    ),
  );
}

export function registerEventsSearch(app: FastifyInstance, ctx: ApiContext): void {
  const argsSchema = eventsSearchArgs(ctx);
  app.get(EVENTS_SEARCH_PATH, async (request) => {
    const given = readQuery(argsSchema, request.query);
    const { online, q, page, page_size: pageSize } = given;
    const db = ctx.db;
    const area: SearchArea = {};
    const place = given.place_id ?? given.location_slug;
    if (place) area.place = place;
    if (given.bbox) area.box = given.bbox;
    const filters: Predicate[] = [];
    if (given.category) filters.push(given.category);
    if (given.subcategories && given.subcategories.length > 0) {
      const wanted = new Set(given.subcategories);
      filters.push((e) => e.subcategory !== null && wanted.has(e.subcategory.id));
    }
    if (given.format) filters.push(given.format);
    if (given.price) filters.push(given.price === 'free' ? (e) => e.isFree : (e) => !e.isFree);
    const dateSelection = given.date;

    const now = ctx.now();
    if (dateSelection) {
      // Dates are the place's local days; a box uses the zone at its centre, no place UTC.
      const zonePlace =
        area.place ??
        (area.box
          ? db.nearestLocality((area.box.sw.lat + area.box.ne.lat) / 2, (area.box.sw.lng + area.box.ne.lng) / 2)
          : undefined);
      const timeZone = zonePlace ? db.getTimeZone(zonePlace) : 'UTC';
      const range = resolveDateRange(dateSelection, { now: new Date(now), timeZone });
      if (!range.ok) throw new Error(range.reason);
      const { start, end } = range.value;
      filters.push((e) => e.startUtcMs < end.epochMs && e.endUtcMs > start.epochMs);
    }
    filters.push((e) => e.endUtcMs > now);
    if (online === true) filters.push((e) => e.isOnline);
    else if (area.place || area.box) {
      const inArea = areaMatcher(db, area);
      filters.push((e) => !e.isOnline && inArea(e));
    } else if (online === false) filters.push((e) => !e.isOnline);

    const keep: Predicate = (e) => filters.every((f) => f(e));
    const catalogue = ctx.catalogue;
    let matches: DemoEvent[];
    if (q !== undefined && q.trim() !== '') {
      matches = catalogue.search(q, { filter: keep }).map((h) => h.event);
      // Only a client this server issued counts (search-client.ts): otherwise the search records nothing.
      const places = online === true ? ONLINE_KEY : area.place ? db.lineage(area.place) : undefined;
      const client = places ? getSearchClient(request, ctx.clientIds) : undefined;
      if (places && client) ctx.searchLog.record(places, q, SEARCH_WEIGHT, client);
    } else {
      matches = catalogue.eventsByStart().filter(keep);
    }
    const objectCount = matches.length;
    const pageCount = Math.max(1, Math.ceil(objectCount / pageSize));
    return {
      events: matches.slice((page - 1) * pageSize, page * pageSize).map((e) => toEventJson(e, ALL_EXPANSIONS)),
      pagination: {
        page,
        page_size: pageSize,
        page_count: pageCount,
        object_count: objectCount,
        has_more_items: page < pageCount,
      },
    };
  });
}
