/**
 * GET /api/v3/destination/search/autocomplete/ (spec 7): query suggestions for the text typed so
 * far, ranked for the place (nearby events first), plus matching events when asked.
 *
 * Arguments: q (required), completion_types (comma list of event, query; default both),
 * expand.destination_event or expand=destination_event=... (primary_venue, image),
 * place_id or latitude + longitude (optional; without them nothing is favoured).
 */
import type { FastifyInstance } from 'fastify';
import { SEARCH_MAX_ITEMS } from '../../../src/config/constants';
import { normalizeName } from '../data/places';
import { areaBoost, areaMatcher, type SearchArea } from './area';
import type { ApiContext } from './context';
import { EVENT_EXPANSIONS, toEventJson, type EventExpansion } from './event-json';
import { MESSAGES, Params, clip } from './params';
import { AUTOCOMPLETE_WEIGHT } from './search-log';

export const AUTOCOMPLETE_PATH = '/api/v3/destination/search/autocomplete/';
/** Events returned beside the query suggestions. */
export const AUTOCOMPLETE_EVENT_LIMIT = 6;
/** Event hits mined for suggestion phrases. */
const HITS_FOR_PHRASES = 300;
const COMPLETION_TYPES = ['event', 'query'] as const;

export function readExpansions(params: Params): Set<EventExpansion> {
  const expand = new Set<EventExpansion>();
  const dotted = params.list('expand.destination_event');
  let items = dotted ?? [];
  const combined = params.string('expand');
  if (combined !== undefined) {
    const [key, value = ''] = combined.split('=', 2) as [string, string?];
    if (key !== 'destination_event') params.fail('expand', MESSAGES.choice(clip(key)));
    else items = items.concat(value.split(',').map((s) => s.trim()).filter(Boolean));
  }
  for (const item of items) {
    if ((EVENT_EXPANSIONS as readonly string[]).includes(item)) expand.add(item as EventExpansion);
    else params.fail(dotted?.includes(item) ? 'expand.destination_event' : 'expand', MESSAGES.choice(clip(item)));
  }
  return expand;
}

export function registerAutocomplete(app: FastifyInstance, ctx: ApiContext): void {
  app.get(AUTOCOMPLETE_PATH, async (request) => {
    const params = new Params(request.query);
    const q = params.string('q', { required: true });
    const typesList = params.list('completion_types');
    const types = new Set<string>(typesList && typesList.length > 0 ? typesList : COMPLETION_TYPES);
    for (const t of types) if (!(COMPLETION_TYPES as readonly string[]).includes(t)) params.fail('completion_types', MESSAGES.choice(clip(t)));
    const expand = readExpansions(params);
    const placeId = params.string('place_id');
    const point = params.coordinates();
    params.done();

    const db = ctx.db;
    const area: SearchArea = {};
    if (placeId !== undefined) area.place = ctx.placeById(placeId, 'place_id');
    else if (point) area.place = db.nearestLocality(point.lat, point.lng);

    const catalogue = ctx.catalogue;
    const inArea = areaMatcher(db, area);
    const hits = catalogue.search(q!, { boost: areaBoost(db, area) });
    if (area.place) ctx.searchLog.record(db.lineage(area.place), q!, AUTOCOMPLETE_WEIGHT);

    const response: { query: string[]; events?: unknown[] } = { query: [] };
    if (types.has('query')) response.query = suggestPhrases(ctx, area, q!, hits);
    if (types.has('event')) {
      response.events = nearestFirst(hits, inArea, AUTOCOMPLETE_EVENT_LIMIT).map((h) => toEventJson(h.event, expand));
    }
    return response;
  });
}

type Hit = ReturnType<ApiContext['catalogue']['search']>[number];

/** Weight of a phrase whose words only match the text through a typo correction. */
const TYPO_ONLY_QUALITY = 0.2;

/**
 * How well a phrase answers the typed tokens: 1 when each token starts a word of it ("hallo" ->
 * "halloween"), TYPO_ONLY_QUALITY when some token is only met by a fuzzy match of the search
 * ("hallo" -> "hall"), 0 when a token is not met at all.
 */
function phraseQuality(tokens: readonly string[], words: ReadonlySet<string>, matched: readonly string[]): number {
  let quality = 1;
  for (const token of tokens) {
    let prefix = false;
    let fuzzy = false;
    for (const word of words) {
      if (word.startsWith(token)) prefix = true;
      else if (matched.includes(word)) fuzzy = true;
    }
    if (!prefix && !fuzzy) return 0;
    if (!prefix) quality = TYPO_ONLY_QUALITY;
  }
  return quality;
}

/** The first `limit` hits in the area (in score order), then the best of the rest. */
function nearestFirst(hits: readonly Hit[], inArea: (e: Hit['event']) => boolean, limit: number): Hit[] {
  const near: Hit[] = [];
  const far: Hit[] = [];
  for (const hit of hits) {
    if (inArea(hit.event)) near.push(hit);
    else if (far.length < limit) far.push(hit);
    if (near.length >= limit) break;
  }
  return [...near, ...far].slice(0, limit);
}

/**
 * Suggestion phrases: what people searched here that starts like the text, then phrases mined
 * from the best event hits (subcategory, subcategory + format, category, title, venue), each kept
 * only when it contains every matched term, scored by the hits that produced it.
 */
function suggestPhrases(ctx: ApiContext, area: SearchArea, q: string, hits: readonly Hit[]): string[] {
  const scores = new Map<string, number>();
  const add = (phrase: string, score: number) => {
    const key = phrase.toLowerCase().replace(/\s+/g, ' ').trim();
    if (key) scores.set(key, (scores.get(key) ?? 0) + score);
  };
  const typed = normalizeName(q);
  if (area.place) {
    for (const [rank, term] of ctx.searchLog.matching(area.place.id, q).entries()) {
      if (normalizeName(term) !== typed) add(term, 1000 - rank);
    }
  }
  const tokens = typed.split(' ').filter(Boolean);
  for (const hit of hits.slice(0, HITS_FOR_PHRASES)) {
    for (const { phrase, weight, words } of ctx.catalogue.phrasesOf(hit.event)) {
      const quality = phraseQuality(tokens, words, hit.terms);
      if (quality > 0) add(phrase, hit.score * weight * quality);
    }
  }
  return [...scores.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, SEARCH_MAX_ITEMS)
    .map(([phrase]) => phrase);
}
