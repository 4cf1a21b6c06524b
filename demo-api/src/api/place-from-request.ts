/**
 * GET /home/api/geo/place_from_request/ (product API calls): the place guessed from the request. The demo has
 * no IP geolocation; it reads the region of the Accept-Language tags in preference order
 * (en-GB -> London, en-CA -> Toronto, de-DE -> Berlin: the largest city of that country) and
 * falls back to the configured default place (New York).
 */
import type { FastifyInstance } from 'fastify';
import type { PlaceDb, PlaceRecord } from '../data/places';
import type { ApiContext } from './context';

export const PLACE_FROM_REQUEST_PATH = '/home/api/geo/place_from_request/';

/** Language-range list of RFC 9110, best first; malformed items are skipped. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...attrs] = part.trim().split(';');
      const qAttr = attrs.map((a) => a.trim()).find((a) => a.startsWith('q='));
      const q = qAttr ? Number(qAttr.slice(2)) : 1;
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((item) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(item.tag) && item.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((item) => item.tag);
}

export function placeFromLanguages(db: PlaceDb, tags: readonly string[]): PlaceRecord | undefined {
  for (const tag of tags) {
    const region = tag
      .split('-')
      .slice(1)
      .find((sub) => /^[A-Za-z]{2}$/.test(sub));
    if (!region) continue;
    const place = db.largestLocalityIn(region.toUpperCase());
    if (place) return place;
  }
  return undefined;
}

export function registerPlaceFromRequest(app: FastifyInstance, ctx: ApiContext): void {
  app.get(PLACE_FROM_REQUEST_PATH, async (request) => {
    const header = request.headers['accept-language'];
    const place =
      placeFromLanguages(ctx.db, parseAcceptLanguage(typeof header === 'string' ? header : undefined)) ??
      ctx.defaultPlace();
    return { place: ctx.db.toServerPlace(place) };
  });
}
