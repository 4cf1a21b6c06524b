/**
 * GET /api/v3/destination/search/autocomplete/ (product API calls): query suggestions for the text typed so
 * far, ranked for the place (nearby events first), plus matching events when asked.
 *
 * Arguments: q (required), completion_types (comma list of event, query; default both),
 * expand.destination_event or expand=destination_event=... (primary_venue, image),
 * place_id or latitude + longitude (optional; without them nothing is favoured).
 */
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import * as v from 'valibot';
import {
  AREA_TABLE_CACHE_MAX_BYTES,
  AREA_TABLE_CACHE_MAX_ENTRIES,
  EVENT_TEXT_CACHE_MAX_BYTES,
  EVENT_TEXT_CACHE_MAX_ENTRIES,
  RANKED_CACHE_MAX_BYTES,
  RANKED_CACHE_MAX_ENTRIES,
} from '../config';
import { SEARCH_MAX_ITEMS } from '../../../src/config';
import type { DemoEvent } from '../data/event-generator';
import type { EventCatalogue } from '../data/events';
import type { EventHit } from '../search/event-hits';
import type { EventPhrase } from '../search/phrases';
import { rankForArea, type AreaTable, type RankedForArea } from '../search/ranking';
import { normalizeName } from '../data/places';
import { areaBoost, areaMatcher, type SearchArea } from './area';
import type { ApiContext } from './context';
import { EVENT_EXPANSIONS, toEventJson, type EventExpansion } from './event-json';
import { normalizeQuery } from '../search/query';
import {
  args,
  bothOrNeither,
  choiceMessage,
  quoteChoice,
  coordinateArgs,
  list,
  lookup,
  optional,
  readQuery,
  required,
  text,
} from './params';
import { getSearchClient } from './search-client';
import { AUTOCOMPLETE_WEIGHT } from './search-log';

export const AUTOCOMPLETE_PATH = '/api/v3/destination/search/autocomplete/';
/** Events returned beside the query suggestions. */
export const AUTOCOMPLETE_EVENT_LIMIT = 6;
/** Event hits mined for suggestion phrases. */
const HITS_FOR_PHRASES = 300;
const COMPLETION_TYPES = ['event', 'query'] as const;

/**
 * The arguments. `expand` takes the combined form `destination_event=primary_venue,image`; its items
 * join those of `expand.destination_event`.
 */
function autocompleteArgs(ctx: ApiContext) {
  const expansions = v.array(v.picklist(EVENT_EXPANSIONS, choiceMessage));
  const fields = args({
    q: required(text()),
    completion_types: optional(
      v.pipe(
        list,
        v.transform((items) => [...new Set(items)]),
        v.array(v.picklist(COMPLETION_TYPES, choiceMessage)),
      ),
    ),
    'expand.destination_event': optional(v.pipe(list, expansions)),
    expand: optional(
      v.pipe(
        text(),
        v.transform((value) => value.split('=', 2) as [string, string?]),
        v.check(
          ([key]) => key === 'destination_event',
          (issue) => quoteChoice(issue.input[0]),
        ),
        v.transform(([, items = '']) => items),
        list,
        expansions,
      ),
    ),
    place_id: optional(
      v.pipe(
        text(),
        lookup((id) => ctx.db.getById(id.trim()), 'No place has this id.'),
      ),
    ),
    ...coordinateArgs,
  });
  return v.pipe(fields, ...bothOrNeither<v.InferOutput<typeof fields>>());
}

export function registerAutocomplete(app: FastifyInstance, ctx: ApiContext): void {
  const argsSchema = autocompleteArgs(ctx);
  app.get(AUTOCOMPLETE_PATH, async (request, reply) => {
    const given = readQuery(argsSchema, request.query);
    const q = given.q;
    const types = new Set<string>(given.completion_types?.length ? given.completion_types : COMPLETION_TYPES);
    const expand = new Set<EventExpansion>([...(given['expand.destination_event'] ?? []), ...(given.expand ?? [])]);

    const db = ctx.db;
    const area: SearchArea = {};
    if (given.place_id) area.place = given.place_id;
    else if (given.latitude !== undefined && given.longitude !== undefined)
      area.place = db.nearestLocality(given.latitude, given.longitude);

    // Searched as normalised and capped (search/query.ts); recorded for trending as typed.
    const text = normalizeQuery(q);
    const catalogue = ctx.catalogue;
    const inArea = areaMatcher(db, area);
    const table = areaTableOf(catalogue, area, () => catalogue.areaTable(areaBoost(db, area), inArea));
    // The prefix index, not a full-text search per keystroke (search/prefix-index.ts), ranked for the
    // place once per text: typing repeats the same prefixes.
    const rankedKey = `${area.place?.id ?? ''} ${text}`;
    const rankedTexts = rankedCacheOf(catalogue);
    let rankedHits = rankedTexts.get(rankedKey);
    if (!rankedHits) {
      const found = catalogue.prefixIndex().search(text ? text.split(' ') : []);
      rankedHits = rankForArea(catalogue.events, found, table, areaBoost(db, area), inArea, {
        ranked: HITS_FOR_PHRASES,
        shown: AUTOCOMPLETE_EVENT_LIMIT,
      });
      rankedTexts.set(rankedKey, rankedHits);
    }
    const { ranked: hits, nearFirst } = rankedHits;
    if (area.place) {
      const client = getSearchClient(request, ctx.clientIds);
      if (client) ctx.searchLog.record(db.lineage(area.place), q, AUTOCOMPLETE_WEIGHT, client);
    }

    // The body JSON.stringify({ query, events? }) would give, with each event's JSON rendered once.
    const query = types.has('query') && text ? suggestPhrases(ctx, area, text, hits) : [];
    let body = `{"query":${JSON.stringify(query)}`;
    if (types.has('event')) {
      const picked = nearFirst;
      const variant = EVENT_EXPANSIONS.filter((e) => expand.has(e)).join(',');
      const events = picked.map((h) => eventJsonText(h.event, expand, variant));
      body += `,"events":[${events.join(',')}]`;
    }
    return reply.type('application/json; charset=utf-8').send(`${body}}`);
  });
}

/** Ranked hits per catalogue, by place and text (lru-cache): the same text in the same place ranks the same. */
const rankedCaches = new WeakMap<EventCatalogue, LRUCache<string, RankedForArea>>();

function rankedCacheOf(catalogue: EventCatalogue): LRUCache<string, RankedForArea> {
  let cache = rankedCaches.get(catalogue);
  if (!cache) {
    cache = new LRUCache<string, RankedForArea>({
      max: RANKED_CACHE_MAX_ENTRIES,
      maxSize: RANKED_CACHE_MAX_BYTES,
      sizeCalculation: (entry, key) => 2 * key.length + 96 * (entry.ranked.length + entry.nearFirst.length) + 64,
    });
    rankedCaches.set(catalogue, cache);
  }
  return cache;
}

/** Rendered event JSON by expansion set and event (an event's JSON depends on nothing else). */
const eventTexts = new LRUCache<string, string>({
  max: EVENT_TEXT_CACHE_MAX_ENTRIES,
  maxSize: EVENT_TEXT_CACHE_MAX_BYTES,
  sizeCalculation: (text, key) => 2 * (text.length + key.length),
});

/** JSON.stringify(toEventJson(event, expand)), rendered once per event and expansion set. */
function eventJsonText(event: DemoEvent, expand: ReadonlySet<EventExpansion>, variant: string): string {
  // Day and seed in the key too: another catalogue may give the same id other dates.
  const key = `${variant} ${event.id} ${event.startUtcMs}`;
  let text = eventTexts.get(key);
  if (text === undefined) {
    text = JSON.stringify(toEventJson(event, expand));
    eventTexts.set(key, text);
  }
  return text;
}

/** Area tables per catalogue, by place id ('' for no place); a few dozen places are asked at once. */
const areaTables = new WeakMap<EventCatalogue, LRUCache<string, { table: AreaTable | undefined }>>();

function areaTableOf(
  catalogue: EventCatalogue,
  area: SearchArea,
  build: () => AreaTable | undefined,
): AreaTable | undefined {
  let tables = areaTables.get(catalogue);
  if (!tables) {
    tables = new LRUCache({
      max: AREA_TABLE_CACHE_MAX_ENTRIES,
      maxSize: AREA_TABLE_CACHE_MAX_BYTES,
      sizeCalculation: (entry) => (entry.table?.codes.length ?? 0) + 64,
    });
    areaTables.set(catalogue, tables);
  }
  const key = area.place?.id ?? '';
  let entry = tables.get(key);
  if (!entry) tables.set(key, (entry = { table: build() }));
  return entry.table;
}

/** Weight of a phrase whose words only match the text through a typo correction. */
const TYPO_ONLY_QUALITY = 0.2;

/**
 * How well a phrase answers the typed tokens: 1 when each token starts a word of it ("hallo" ->
 * "halloween"), TYPO_ONLY_QUALITY when some token is only met by a fuzzy match of the search
 * ("hallo" -> "hall"), 0 when a token is not met at all. A token that starts no word is met by
 * the search's matching exactly when some word of the phrase is one of the hit's matched terms,
 * which does not depend on the token. So per phrase (number) and request it is enough to know
 * whether every token starts a word (then 1) and whether any word is a term matched by any of the
 * hits (if not, 0); only the rest is checked against the hit's own terms.
 */
function phraseQuality(phrase: EventPhrase, matched: readonly string[], words: WordMatcher): number {
  const id = phrase.id;
  let state: number;
  if (qualityStamp[id] === qualityGeneration) state = qualityState[id]!;
  else {
    state = words.classify(phrase.wordIds);
    qualityStamp[id] = qualityGeneration;
    qualityState[id] = state;
  }
  if (state === ALL_PREFIX) return 1;
  if (state === UNMET) return 0;
  for (const word of phrase.wordList) if (matched.includes(word)) return TYPO_ONLY_QUALITY;
  return 0;
}

/**
 * Per request: for each phrase word (by number, worked out on first sight) which tokens it starts
 * with, and whether it is a term some hit matched. Words recur across titles and venues, so each
 * is tested once instead of once per phrase it is in.
 */
class WordMatcher {
  private readonly all: number;

  constructor(
    private readonly catalogue: EventCatalogue,
    private readonly tokens: readonly string[],
    anyMatched: ReadonlySet<string>,
  ) {
    wordGeneration = (wordGeneration + 1) >>> 0 || 1;
    const size = catalogue.phrases.wordTexts.length;
    if (wordStamp.length < size) {
      wordStamp = new Uint32Array(size * 2);
      wordMask = new Uint32Array(size * 2);
      wordMatched = new Uint32Array(size * 2);
    }
    for (const term of anyMatched) {
      const id = catalogue.phrases.wordId(term);
      if (id !== undefined) wordMatched[id] = wordGeneration;
    }
    this.all = tokens.length >= 32 ? -1 : (1 << tokens.length) - 1;
  }

  /** ALL_PREFIX when every token starts a word, else CHECK_TERMS when a word is a matched term, else UNMET. */
  classify(ids: Int32Array): number {
    if (this.all === -1) return this.classifySlow(ids);
    let mask = 0;
    let matched = false;
    for (let i = 0; i < ids.length; i += 1) {
      const id = ids[i]!;
      if (wordStamp[id] !== wordGeneration) {
        const word = this.catalogue.phrases.wordTexts[id]!;
        let m = 0;
        for (let t = 0; t < this.tokens.length; t += 1) if (word.startsWith(this.tokens[t]!)) m |= 1 << t;
        wordStamp[id] = wordGeneration;
        wordMask[id] = m;
      }
      mask |= wordMask[id]!;
      if (wordMatched[id] === wordGeneration) matched = true;
    }
    if (mask === this.all) return ALL_PREFIX;
    return matched ? CHECK_TERMS : UNMET;
  }

  /** The same for 32 tokens or more (no bit mask). */
  private classifySlow(ids: Int32Array): number {
    const words = Array.from(ids, (id) => this.catalogue.phrases.wordTexts[id]!);
    if (this.tokens.every((token) => words.some((word) => word.startsWith(token)))) return ALL_PREFIX;
    return ids.some((id) => wordMatched[id] === wordGeneration) ? CHECK_TERMS : UNMET;
  }
}

let wordGeneration = 0;
let wordStamp = new Uint32Array(0);
let wordMask = new Uint32Array(0);
let wordMatched = new Uint32Array(0);

const UNMET = 0;
const ALL_PREFIX = 1;
const CHECK_TERMS = 2;
/** Per phrase number: the request (generation) its state was worked out in, and the state. */
let qualityGeneration = 0;
let qualityStamp = new Uint32Array(0);
let qualityState = new Uint8Array(0);

/**
 * Suggestion phrases: what people searched here that starts like the text, then phrases mined
 * from the best event hits (subcategory, subcategory + format, category, title, venue), each kept
 * only when it contains every matched term, scored by the hits that produced it.
 */
function suggestPhrases(ctx: ApiContext, area: SearchArea, q: string, hits: readonly EventHit[]): string[] {
  const catalogue = ctx.catalogue;
  // The hits mined, best first: their phrases, matched terms and boosted scores.
  const phraseLists: Array<readonly EventPhrase[]> = [];
  const termLists: Array<readonly string[]> = [];
  const hitScores: number[] = [];
  for (const hit of hits.slice(0, HITS_FOR_PHRASES)) {
    phraseLists.push(catalogue.phrases.phrasesOf(hit.event));
    termLists.push(hit.terms);
    hitScores.push(hit.score);
  }
  const count = phraseLists.length;

  // Scores by phrase number, summed in the same order as a Map keyed by phrase would (searched
  // terms first, then the hits best first), so ties and rounding come out the same.
  const size = catalogue.phrases.phraseKeys.length;
  if (scratch.length < size) {
    scratch = new Float64Array(size * 2);
    qualityStamp = new Uint32Array(size * 2);
    qualityState = new Uint8Array(size * 2);
  }
  const scores = scratch;
  const touched: number[] = [];
  /** Searched terms that are no phrase of these hits. */
  const other = new Map<string, number>();
  const typed = normalizeName(q);
  if (area.place) {
    for (const [rank, term] of ctx.searchLog.matching(area.place.id, q).entries()) {
      if (normalizeName(term) === typed) continue;
      const key = term.toLowerCase().replace(/\s+/g, ' ').trim();
      if (!key) continue;
      const id = catalogue.phrases.phraseId(key);
      if (id === undefined) other.set(key, (other.get(key) ?? 0) + 1000 - rank);
      else {
        if (!isSeen(id)) {
          markSeen(id);
          touched.push(id);
        }
        scores[id] = scores[id]! + (1000 - rank);
      }
    }
  }
  const tokens = typed.split(' ').filter(Boolean);
  const anyMatched = new Set<string>();
  for (const terms of termLists) for (const term of terms) anyMatched.add(term);
  const wordMatcher = new WordMatcher(catalogue, tokens, anyMatched);
  qualityGeneration = (qualityGeneration + 1) >>> 0 || 1;
  try {
    for (let i = 0; i < count; i += 1) {
      const terms = termLists[i]!;
      const score = hitScores[i]!;
      for (const phrase of phraseLists[i]!) {
        const { id, weight } = phrase;
        const quality = phraseQuality(phrase, terms, wordMatcher);
        if (quality > 0) {
          if (!isSeen(id)) {
            markSeen(id);
            touched.push(id);
          }
          scores[id] = scores[id]! + score * weight * quality;
        }
      }
    }
    const candidates: Array<[string, number]> = [...other];
    for (const id of touched) candidates.push([catalogue.phrases.phraseKeys[id]!, scores[id]!]);
    return topPhrases(candidates, SEARCH_MAX_ITEMS);
  } finally {
    for (const id of touched) {
      scores[id] = 0;
      if (seen.length > id >> 5) seen[id >> 5] = 0;
    }
  }
}

/** Per-request phrase scores (zeroed after use; one request runs at a time). */
let scratch = new Float64Array(0);
/** Bit per phrase number: touched in this request. */
let seen = new Uint32Array(0);
function markSeen(id: number): void {
  if (seen.length <= id >> 5) {
    const grown = new Uint32Array(Math.max(64, (id >> 5) * 2 + 1));
    grown.set(seen);
    seen = grown;
  }
  seen[id >> 5] = (seen[id >> 5] ?? 0) | (1 << (id & 31));
}
function isSeen(id: number): boolean {
  return ((seen[id >> 5] ?? 0) & (1 << (id & 31))) !== 0;
}

/** Before: a higher score, then the phrase first in code-unit order (keys are unique). */
function ahead(a: readonly [string, number], b: readonly [string, number]): boolean {
  return a[1] > b[1] || (a[1] === b[1] && a[0] < b[0]);
}

/**
 * The `limit` best phrases, best first: the head of sorting every phrase by score (then text),
 * kept by insertion into a short sorted list instead of sorting the hundreds of candidates.
 */
function topPhrases(scores: Iterable<readonly [string, number]>, limit: number): string[] {
  const best: Array<readonly [string, number]> = [];
  for (const entry of scores) {
    if (best.length >= limit && !ahead(entry, best[best.length - 1]!)) continue;
    let i = best.length;
    while (i > 0 && ahead(entry, best[i - 1]!)) i -= 1;
    best.splice(i, 0, entry);
    if (best.length > limit) best.pop();
  }
  return best.map(([phrase]) => phrase);
}
