/**
 * GET /home/api/geo/place_from_google_place_id/ (product API calls). In the demo our place ids double as map
 * "google place ids" (place_suggestions returns them as `value`). A known id answers `{ place }`.
 * An unknown but well-formed id (letters, digits, `_`, `-`, up to 300 characters, like real map
 * ids `ChIJ...`) answers the no-place form `{ viewport_northeast, viewport_southwest, latitude,
 * longitude }` with a point derived from a hash of the id, so QA can exercise the missing-place
 * path (the client builds a box and logs the miss). Anything else is a 400.
 */
import type { FastifyInstance } from 'fastify';
import { fnv1a } from '../data/places';
import type { ApiContext } from './context';
import * as v from 'valibot';
import { args, boolean, optional, readQuery, required, text } from './params';

export const PLACE_FROM_GOOGLE_PLACE_ID_PATH = '/home/api/geo/place_from_google_place_id/';
/** Longest place id accepted (map ids are a few dozen characters). */
const PLACE_ID_MAX_LENGTH = 300;
const PLACE_ID_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Half-size of the viewport returned for an unknown id, in degrees. */
const UNKNOWN_VIEWPORT_DELTA = 0.05;

export function viewportForUnknownId(id: string) {
  const h1 = fnv1a(id);
  const h2 = fnv1a(`${id}#lng`);
  const latitude = Math.round((-55 + (h1 / 0xffffffff) * 125) * 1e5) / 1e5;
  const longitude = Math.round((-179 + (h2 / 0xffffffff) * 358) * 1e5) / 1e5;
  return {
    viewport_northeast: { lat: latitude + UNKNOWN_VIEWPORT_DELTA, lng: longitude + UNKNOWN_VIEWPORT_DELTA },
    viewport_southwest: { lat: latitude - UNKNOWN_VIEWPORT_DELTA, lng: longitude - UNKNOWN_VIEWPORT_DELTA },
    latitude,
    longitude,
  };
}

const placeFromGooglePlaceIdArgs = args({
  googlePlaceId: required(v.pipe(text(PLACE_ID_MAX_LENGTH), v.regex(PLACE_ID_PATTERN, 'Not a valid place id.'))),
  // Accepted for the client's sake; the demo has no neighborhoods or boroughs (README).
  excludeNeighborhoods: optional(boolean),
  enableNeighborhoodsAndBoroughs: optional(boolean),
});

export function registerPlaceFromGooglePlaceId(app: FastifyInstance, ctx: ApiContext): void {
  app.get(PLACE_FROM_GOOGLE_PLACE_ID_PATH, async (request) => {
    const { googlePlaceId: id } = readQuery(placeFromGooglePlaceIdArgs, request.query);
    const place = ctx.db.getById(id);
    return place ? { place: ctx.db.toServerPlace(place) } : viewportForUnknownId(id);
  });
}
