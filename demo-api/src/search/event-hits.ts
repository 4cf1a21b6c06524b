/**
 * Events search's hits of a text (`q` of /api/v3/events/search/), best first: the prefix index's events
 * matching every word (prefix-index.ts, the index autocomplete reads too), sorted by score, then catalogue
 * order. One bounded index for both searches: MiniSearch's prefix and fuzzy expansion per word
 * took 1-16 ms a text where the prefix index takes 0.1-4 ms, and its cost was not bounded by the table.
 */
import type { DemoEvent } from '../data/event-generator';
import type { PrefixHits, PrefixIndex } from './prefix-index';

export interface EventHit {
  event: DemoEvent;
  score: number;
  /** The table words the text's words matched in the event. */
  terms: string[];
}

/** A text's hits, best first, with the catalogue index and score of each. */
export interface RawHits {
  hits: EventHit[];
  indices: Int32Array;
  scores: Float64Array;
}

/** A hit whose matched words are looked up only when read (events search never reads them). */
class PrefixHit implements EventHit {
  constructor(
    readonly event: DemoEvent,
    readonly score: number,
    private readonly found: PrefixHits,
    private readonly position: number,
  ) {}

  get terms(): string[] {
    return this.found.termsAt(this.position);
  }
}

/** The events matching every word of a normalised text (search/query.ts), best first; none for the empty text. */
export function searchEvents(index: PrefixIndex, events: readonly DemoEvent[], text: string): RawHits {
  const found = index.search(text ? text.split(' ') : []);
  const order = Array.from(found.indices.keys()).sort(
    (a, b) => found.scores[b]! - found.scores[a]! || found.indices[a]! - found.indices[b]!,
  );
  return {
    hits: order.map((i) => new PrefixHit(events[found.indices[i]!]!, found.scores[i]!, found, i)),
    indices: Int32Array.from(order, (i) => found.indices[i]!),
    scores: Float64Array.from(order, (i) => found.scores[i]!),
  };
}
