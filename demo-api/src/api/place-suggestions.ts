/**
 * GET /home/api/geo/place_suggestions/?input=&latitude=&longitude=&types= : the keyless stand-in
 * for the map service's place autocomplete, answering the map-service suggestion shape of spec 3.
 * Prefix match on city, region and country names (accent-insensitive, any word of the name:
 * "zur" finds Zürich, "york" finds New York; "springfield, il" narrows by region), population
 * ranked, places within LOCATION_BIAS_RADIUS_M of the given coordinates first.
 *
 * types: `(regions)` (default: localities, regions, countries), `(cities)` (localities), or a
 * `|`/`,` list of neighborhood, locality, sublocality, administrative_area_level_1, country (spec 5).
 * The demo has no neighborhoods: those types add nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { PlaceType } from '../data/places';
import type { ApiContext } from './context';
import { MESSAGES, Params, clip } from './params';

export const PLACE_SUGGESTIONS_PATH = '/home/api/geo/place_suggestions/';
/** Predictions per answer, as the map service gives. */
export const PLACE_SUGGESTIONS_MAX = 5;

// A Map, not an object: `types=constructor` must not find Object.prototype members.
const TYPE_GROUPS = new Map<string, PlaceType[]>(
  Object.entries({
    '(regions)': ['locality', 'region', 'country'],
    '(cities)': ['locality'],
    locality: ['locality'],
    sublocality: [],
    neighborhood: [],
    administrative_area_level_1: ['region'],
    country: ['country'],
  } satisfies Record<string, PlaceType[]>),
);

export function registerPlaceSuggestions(app: FastifyInstance, ctx: ApiContext): void {
  app.get(PLACE_SUGGESTIONS_PATH, async (request) => {
    const params = new Params(request.query);
    const input = params.string('input', { required: true, allowEmpty: true, maxLength: 200 });
    const near = params.coordinates();
    const typesText = params.string('types');
    const types = new Set<PlaceType>();
    for (const item of (typesText ?? '(regions)')
      .split(/[|,]/)
      .map((s) => s.trim())
      .filter(Boolean)) {
      const group = TYPE_GROUPS.get(item);
      if (!group) params.fail('types', MESSAGES.choice(clip(item)));
      else for (const t of group) types.add(t);
    }
    params.done();
    if (input!.trim() === '' || types.size === 0) return { predictions: [] };
    const db = ctx.db;
    const places = db.searchByName(input!, { limit: PLACE_SUGGESTIONS_MAX, types, ...(near ? { near } : {}) });
    return {
      predictions: places.map((place) => {
        const parent = db.parentLabel(place);
        return {
          content: place.name,
          secondaryContent: parent,
          placeType: place.type,
          value: place.id,
          currentPlace: place.name,
          currentPlaceParent: parent,
          country: db.countryOf(place)?.name ?? place.name,
        };
      }),
    };
  });
}
