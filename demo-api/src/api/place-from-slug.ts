/**
 * GET /home/api/geo/place_from_slug/?slug= : the server Place of a location slug (product entities: shape).
 * Not a call of the product API calls: the demo's discovery pages need a place id for the event search while
 * their URL carries only the slug. Unknown slug: 404 NOT_FOUND; missing, empty or longer than 200
 * characters: 400 ARGUMENTS_ERROR naming `slug`. Lives with the other geo endpoints, so the fault
 * switch and the API's error handling apply to it too.
 */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from './context';
import { argumentsError, notFound } from './errors';

export const PLACE_FROM_SLUG_PATH = '/home/api/geo/place_from_slug/';
/** Longest slug accepted. */
export const PLACE_SLUG_MAX_LENGTH = 200;
const SLUG_REQUIRED = 'A location slug is required.';

export function registerPlaceFromSlug(app: FastifyInstance, ctx: ApiContext): void {
  app.get(PLACE_FROM_SLUG_PATH, async (request) => {
    const { slug } = request.query as { slug?: unknown };
    if (typeof slug !== 'string' || slug.trim() === '' || slug.length > PLACE_SLUG_MAX_LENGTH) {
      throw argumentsError({ slug: [SLUG_REQUIRED] });
    }
    const place = ctx.db.getBySlug(slug.trim().toLowerCase());
    if (!place) throw notFound(`Place ${slug.slice(0, 60)}`);
    return { place: ctx.db.toServerPlace(place) };
  });
}
