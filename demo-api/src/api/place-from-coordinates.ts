/**
 * GET /home/api/geo/place_from_coordinates/?latitude=&longitude=&excludeNeighborhoods= (spec 7):
 * the nearest locality, or `{ place: null }` when none lies within NEAREST_MAX_DISTANCE_M (open
 * sea, poles): the client then shows "Looks like we weren't able to resolve your location."
 */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from './context';
import { Params } from './params';

export const PLACE_FROM_COORDINATES_PATH = '/home/api/geo/place_from_coordinates/';

export function registerPlaceFromCoordinates(app: FastifyInstance, ctx: ApiContext): void {
  app.get(PLACE_FROM_COORDINATES_PATH, async (request) => {
    const params = new Params(request.query);
    const point = params.coordinates('latitude', 'longitude', true);
    params.boolean('excludeNeighborhoods');
    params.done();
    const place = ctx.db.nearestLocality(point!.lat, point!.lng);
    return { place: place ? ctx.db.toServerPlace(place) : null };
  });
}
