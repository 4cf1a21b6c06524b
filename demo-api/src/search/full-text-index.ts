/**
 * The full-text index of events search (`q` of /api/v3/events/search/): MiniSearch over EVENT_FIELDS,
 * every word required (AND), typos forgiven (fuzzy, at most FUZZY_MAX_EDITS), and only the last word, the
 * one being typed, taken as a prefix: a search plan whose cost does not grow with short words (issue 20;
 * six two-letter prefixes, each expanded to hundreds of words, held the event loop 25-47 ms). Autocomplete does not use it: it asks the prefix
 * index (prefix-index.ts), built for one lookup per keystroke.
 */
import MiniSearch from 'minisearch';
import type { DemoEvent } from '../data/event-generator';
import { normalizeName } from '../data/places';
import { EVENT_FIELDS } from './event-fields';

/** Edits allowed per letter of a typed word (one per five letters, rounded). */
const FUZZY_EDITS_PER_LETTER = 0.2;
/** Words this long or shorter are not corrected, or "jaz" would find every "jam" (round(0.2 x 3) = 1 edit). */
const FUZZY_MAX_UNCORRECTED_LENGTH = 3;
/** Most edits forgiven in one word, however long: each more edit widens the search of the term tree. */
const FUZZY_MAX_EDITS = 2;

export interface EventHit {
  event: DemoEvent;
  score: number;
  /** Query terms as matched in the document (after prefix/fuzzy expansion). */
  terms: string[];
}

/** A text's unboosted hits, best first, with the catalogue index of each hit's event. */
export interface RawHits {
  hits: EventHit[];
  indices: Int32Array;
  scores: Float64Array;
}

type IndexedDoc = { id: number } & Record<string, string | number>;

export class FullTextIndex {
  private readonly index: MiniSearch<IndexedDoc>;

  constructor(private readonly events: readonly DemoEvent[]) {
    this.index = new MiniSearch<IndexedDoc>({
      fields: EVENT_FIELDS.map((field) => field.name),
      processTerm: (term) => normalizeName(term) || null,
      searchOptions: {
        prefix: (_term, index, terms) => index === terms.length - 1,
        fuzzy: (term) => (term.length > FUZZY_MAX_UNCORRECTED_LENGTH ? FUZZY_EDITS_PER_LETTER : false),
        maxFuzzy: FUZZY_MAX_EDITS,
        boost: Object.fromEntries(EVENT_FIELDS.map((field) => [field.name, field.boost])),
        combineWith: 'AND',
      },
    });
    this.index.addAll(
      events.map((event, id) => {
        const doc: IndexedDoc = { id };
        for (const field of EVENT_FIELDS) doc[field.name] = field.text(event);
        return doc;
      }),
    );
  }

  /** The hits of a normalised text (search/query.ts), best first; none for the empty text. */
  search(text: string): RawHits {
    const results = text ? this.index.search(text) : [];
    const indices = new Int32Array(results.length);
    const scores = new Float64Array(results.length);
    return {
      hits: results.map((r, i) => {
        indices[i] = r.id as number;
        scores[i] = r.score;
        return { event: this.events[r.id as number]!, score: r.score, terms: r.terms };
      }),
      indices,
      scores,
    };
  }
}
