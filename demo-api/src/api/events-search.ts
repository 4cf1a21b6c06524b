/**
 * GET /api/v3/events/search/ for discovery pages.
 *
 * Arguments (all optional): place_id, or location_slug (the slug a discovery URL carries, e.g.
 * `ny--new-york`; giving both is an error), bbox (`sw_lng,sw_lat,ne_lng,ne_lat`, spec 2), online
 * (true: online events only; otherwise online events are left out of place and box results),
 * q, category (slug of spec 2 incl. nightlife, seasonal, dating, holiday/halloweenhaunt, or
 * Category/{n}), subcategories (comma list of SubCategory ids), format (plural slug, short name or
 * Format/{n}), price (free, paid), date (spec 2 slug, spec 3 value or YYYY-MM-DD, resolved in the
 * place's time zone), page (from 1), page_size (1-100, default 20).
 * Events that have ended are never listed. Without q they come in start order; with q by relevance.
 */
import type { FastifyInstance } from 'fastify';
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
import type { DemoEvent } from '../data/events';
import { areaMatcher, parseBBox, type SearchArea } from './area';
import type { ApiContext } from './context';
import { toEventJson } from './event-json';
import { MESSAGES, Params, clip } from './params';
import { PLACE_SLUG_MAX_LENGTH } from './place-from-slug';
import { getSearchClient } from './search-client';
import { ONLINE_KEY, SEARCH_WEIGHT } from './search-log';

export const EVENTS_SEARCH_PATH = '/api/v3/events/search/';
export const EVENTS_PAGE_SIZE_DEFAULT = 20;
export const EVENTS_PAGE_SIZE_MAX = 100;
const ALL_EXPANSIONS = new Set(['primary_venue', 'image'] as const);

type Predicate = (event: DemoEvent) => boolean;

export function registerEventsSearch(app: FastifyInstance, ctx: ApiContext): void {
  app.get(EVENTS_SEARCH_PATH, async (request) => {
    const params = new Params(request.query);
    const filters: Predicate[] = [];
    const db = ctx.db;
    const area: SearchArea = {};

    const placeId = params.string('place_id');
    if (placeId !== undefined) {
      const place = db.getById(placeId.trim());
      if (place) area.place = place;
      else params.fail('place_id', 'No place has this id.');
    }
    const locationSlug = params.string('location_slug', { maxLength: PLACE_SLUG_MAX_LENGTH });
    if (locationSlug !== undefined) {
      const place = db.getBySlug(locationSlug.trim().toLowerCase());
      if (placeId !== undefined) params.fail('location_slug', 'Give place_id or location_slug, not both.');
      else if (place) area.place = place;
      else params.fail('location_slug', 'No place has this slug.');
    }
    const bboxText = params.string('bbox');
    if (bboxText !== undefined) {
      const box = parseBBox(bboxText);
      if (box) area.box = box;
      else params.fail('bbox', 'Expected sw_lng,sw_lat,ne_lng,ne_lat with valid coordinates.');
    }
    const online = params.boolean('online');
    const q = params.string('q');

    const categoryText = params.string('category');
    if (categoryText !== undefined) {
      const value = categoryText.trim();
      const category = getCategoryBySlug(value) ?? getCategoryById(value);
      const destination = getExtraDestinationBySlug(value);
      if (category) filters.push((e) => e.category.id === category.id);
      else if (destination?.slug === 'nightlife') filters.push((e) => e.isNightlife);
      else if (destination?.slug === 'seasonal') filters.push((e) => e.category.slug === 'holiday');
      else if (destination && 'subCategoryId' in destination)
        filters.push((e) => e.subcategory?.id === destination.subCategoryId);
      else params.fail('category', MESSAGES.choice(clip(value)));
    }
    const subIds = params.list('subcategories');
    if (subIds && subIds.length > 0) {
      const wanted = new Set<string>();
      for (const raw of subIds) {
        const sub = getSubCategoryById(raw);
        if (sub) wanted.add(sub.id);
        else params.fail('subcategories', MESSAGES.choice(clip(raw)));
      }
      filters.push((e) => e.subcategory !== null && wanted.has(e.subcategory.id));
    }
    const formatText = params.string('format');
    if (formatText !== undefined) {
      const value = formatText.trim();
      const format = getFormatBySlug(value) ?? getFormatByShortName(value) ?? getFormatById(value);
      if (format) filters.push((e) => e.format.id === format.id);
      else params.fail('format', MESSAGES.choice(clip(value)));
    }
    const price = params.string('price');
    if (price !== undefined) {
      if (!isPriceFilter(price)) params.fail('price', MESSAGES.choice(clip(price)));
      else filters.push(price === 'free' ? (e) => e.isFree : (e) => !e.isFree);
    }
    const dateText = params.string('date');
    const dateSelection = dateText === undefined ? undefined : toDateSelection(dateText.trim());
    if (dateText !== undefined && !dateSelection) params.fail('date', MESSAGES.choice(clip(dateText)));
    const page = params.integer('page', { min: 1, max: 100_000, fallback: 1 });
    const pageSize = params.integer('page_size', {
      min: 1,
      max: EVENTS_PAGE_SIZE_MAX,
      fallback: EVENTS_PAGE_SIZE_DEFAULT,
    });
    params.done();

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
      const client = getSearchClient(request);
      if (online === true) ctx.searchLog.record(ONLINE_KEY, q, SEARCH_WEIGHT, client);
      else if (area.place) ctx.searchLog.record(db.lineage(area.place), q, SEARCH_WEIGHT, client);
    } else {
      matches = catalogue.events
        .filter(keep)
        .sort((a, b) => a.startUtcMs - b.startUtcMs || Number(a.id) - Number(b.id));
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
