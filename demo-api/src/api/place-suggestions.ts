/**
 * GET /home/api/geo/place_suggestions/?input=&latitude=&longitude=&types= : the keyless stand-in
 * for the map service's place autocomplete, answering the map-service suggestion shape of the product entities.
 * Prefix match on city, region and country names (accent-insensitive, any word of the name:
 * "zur" finds Zürich, "york" finds New York; "springfield, il" narrows by region), population
 * ranked, places within LOCATION_BIAS_RADIUS_M of the given coordinates first.
 *
 * types: `(regions)` (default: localities, regions, countries), `(cities)` (localities), or a
 * `|`/`,` list of neighborhood, locality, sublocality, administrative_area_level_1, country (product validation rules).
 * The demo has no neighborhoods: those types add nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { PlaceType } from '../data/places';
import type { ApiContext } from './context';
import * as v from 'valibot';
import { args, bothOrNeither, choiceMessage, coordinateArgs, optional, readQuery, text } from './params';

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

/** Longest `input` read (a place name with its region and country fits in a few dozen). */
const INPUT_MAX_LENGTH = 200;
const DEFAULT_TYPES = '(regions)';

const placeSuggestionsFields = args({
  // Blank is allowed here (it answers no predictions): the client asks as the field empties.
  input: text(INPUT_MAX_LENGTH),
  ...coordinateArgs,
  types: optional(
    v.pipe(
      text(),
      v.transform((value) =>
        value
          .split(/[|,]/)
          .map((item) => item.trim())
          .filter(Boolean),
      ),
      v.array(
        v.pipe(
          v.string(),
          v.check((item) => TYPE_GROUPS.has(item), choiceMessage),
        ),
      ),
      v.transform((items) => new Set(items.flatMap((item) => TYPE_GROUPS.get(item)!))),
    ),
    DEFAULT_TYPES,
  ),
});
const placeSuggestionsArgs = v.pipe(
  placeSuggestionsFields,
  ...bothOrNeither<v.InferOutput<typeof placeSuggestionsFields>>(),
);

export function registerPlaceSuggestions(app: FastifyInstance, ctx: ApiContext): void {
  app.get(PLACE_SUGGESTIONS_PATH, async (request) => {
    const { input, latitude, longitude, types } = readQuery(placeSuggestionsArgs, request.query);
    if (input.trim() === '' || types.size === 0) return { predictions: [] };
    const db = ctx.db;
    const near = latitude !== undefined && longitude !== undefined ? { lat: latitude, lng: longitude } : undefined;
    const places = db.searchByName(input, { limit: PLACE_SUGGESTIONS_MAX, types, ...(near ? { near } : {}) });
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
