/**
 * GET /api/v3/trending/?location={slug}&timeframe=week (spec 7): the searches run in that place
 * (and the places under it) during the past week, strongest first. `online` is the online
 * pseudo-place.
 */
import type { FastifyInstance } from 'fastify';
import { TRENDING_TIMEFRAME } from '../../../src/config';
import type { ApiContext } from './context';
import { Params } from './params';
import { ONLINE_KEY } from './search-log';

export const TRENDING_PATH = '/api/v3/trending/';

export function registerTrending(app: FastifyInstance, ctx: ApiContext): void {
  app.get(TRENDING_PATH, async (request) => {
    const params = new Params(request.query);
    const slug = params.string('location', { required: true, maxLength: 200 });
    params.choice('timeframe', [TRENDING_TIMEFRAME]);
    let key: string | undefined;
    if (slug !== undefined) {
      const normalized = slug.trim().toLowerCase();
      if (normalized === ONLINE_KEY) key = ONLINE_KEY;
      else {
        const place = ctx.db.getBySlug(normalized);
        if (place) key = place.id;
        else params.fail('location', 'No place has this slug.');
      }
    }
    params.done();
    const terms = ctx.searchLog.trending(key!);
    return {
      trending: {
        active_timeframe: TRENDING_TIMEFRAME,
        trending_searches: terms.map((term) => ({ term })),
      },
    };
  });
}
