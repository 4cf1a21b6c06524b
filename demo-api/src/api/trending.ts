/**
 * GET /api/v3/trending/?location={slug}&timeframe=week (product API calls): the searches run in that place
 * (and the places under it) during the past week, strongest first. `online` is the online
 * pseudo-place.
 */
import type { FastifyInstance } from 'fastify';
import { TRENDING_TIMEFRAME } from '../../../src/config';
import type { ApiContext } from './context';
import * as v from 'valibot';
import { PLACE_SLUG_MAX_LENGTH } from './place-from-slug';
import { args, choiceMessage, lookup, optional, readQuery, required, text } from './params';
import { ONLINE_KEY } from './search-log';

export const TRENDING_PATH = '/api/v3/trending/';

export function registerTrending(app: FastifyInstance, ctx: ApiContext): void {
  /** The search log's key of a location slug: the place id, or the online pseudo-place. */
  const logKeyOf = (slug: string): string | undefined => {
    const normalized = slug.trim().toLowerCase();
    return normalized === ONLINE_KEY ? ONLINE_KEY : ctx.db.getBySlug(normalized)?.id;
  };
  const trendingArgs = args({
    location: required(v.pipe(text(PLACE_SLUG_MAX_LENGTH), lookup(logKeyOf, 'No place has this slug.'))),
    timeframe: optional(v.pipe(text(), v.picklist([TRENDING_TIMEFRAME], choiceMessage))),
  });
  app.get(TRENDING_PATH, async (request) => {
    const { location } = readQuery(trendingArgs, request.query);
    const terms = ctx.searchLog.trending(location);
    return {
      trending: {
        active_timeframe: TRENDING_TIMEFRAME,
        trending_searches: terms.map((term) => ({ term })),
      },
    };
  });
}
