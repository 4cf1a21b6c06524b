/**
 * GET /home/api/geo/place_from_coordinates/?latitude=&longitude=&excludeNeighborhoods= (product API calls):
 * the nearest locality, or `{ place: null }` when none lies within NEAREST_MAX_DISTANCE_M (open
 * sea, poles): the client then shows "Looks like we weren't able to resolve your location."
 */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from './context';
import { args, boolean, number, optional, readQuery, required } from './params';

export const PLACE_FROM_COORDINATES_PATH = '/home/api/geo/place_from_coordinates/';

const placeFromCoordinatesArgs = args({
  latitude: required(number(-90, 90)),
  longitude: required(number(-180, 180)),
  // Accepted for the client's sake; the demo has no neighborhoods (README).
  excludeNeighborhoods: optional(boolean),
});

export function registerPlaceFromCoordinates(app: FastifyInstance, ctx: ApiContext): void {
  app.get(PLACE_FROM_COORDINATES_PATH, async (request) => {
    const { latitude, longitude } = readQuery(placeFromCoordinatesArgs, request.query);
    const place = ctx.db.nearestLocality(latitude, longitude);
    return { place: place ? ctx.db.toServerPlace(place) : null };
  });
}
