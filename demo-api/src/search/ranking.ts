/**
 * Ranking for a place: every event's boost (x4 in the area, x1.5 in the same country, area.ts) and area
 * membership packed into one byte per event, worked out once per place, so ranking a text's hits for the
 * place is a table read per hit instead of a geometry test; then the best hits are picked without sorting
 * them all.
 */
import type { DemoEvent } from '../data/event-generator';
import type { EventHit } from './event-hits';
import type { PrefixHits } from './prefix-index';

/** Distinct boost values an area table holds (group numbers use the low bits of a code). */
const MAX_BOOST_GROUPS = 64;
/** Code bit of an event in the area. */
export const IN_AREA_BIT = 0x80;

/** Boost group (low bits) and IN_AREA_BIT of every event for one area, with each group's factor. */
export interface AreaTable {
  codes: Uint8Array;
  factors: number[];
  maxFactor: number;
}

/**
 * Every event's boost and area membership for one area: undefined when the boost takes more than
 * MAX_BOOST_GROUPS values or is not positive (then rank event by event).
 */
export function buildAreaTable(
  events: readonly DemoEvent[],
  boost: (e: DemoEvent) => number,
  inArea: (e: DemoEvent) => boolean,
): AreaTable | undefined {
  const codes = new Uint8Array(events.length);
  const factors: number[] = [];
  for (let i = 0; i < events.length; i += 1) {
    const event = events[i]!;
    const factor = boost(event);
    let group = factors.indexOf(factor);
    if (group < 0) {
      if (factors.length >= MAX_BOOST_GROUPS || !(factor > 0)) return undefined;
      group = factors.push(factor) - 1;
    }
    codes[i] = group | (inArea(event) ? IN_AREA_BIT : 0);
  }
  return { codes, factors, maxFactor: Math.max(0, ...factors) };
}

export interface RankedForArea {
  ranked: EventHit[];
  nearFirst: EventHit[];
}

/** How many ranked hits to pick: the best overall, and the events to show (those in the area first). */
export interface RankLimits {
  ranked: number;
  shown: number;
}

/**
 * The prefix index's hits ranked for the area (score x the area's boost, ties in catalogue order): the
 * best `limits.ranked` (autocomplete mines them for suggestions) and the `limits.shown` events to show,
 * those in the area first. Both are picked in one pass over the hits without sorting them all.
 */
export function rankForArea(
  events: readonly DemoEvent[],
  found: PrefixHits,
  table: AreaTable | undefined,
  boost: (event: DemoEvent) => number,
  inArea: (event: DemoEvent) => boolean,
  limits: RankLimits,
): RankedForArea {
  const count = found.indices.length;
  // Scratch reused by every ranking (one runs at a time, and nothing here outlives the call): a short prefix
  // has thousands of hits, and fresh arrays per request kept the young generation collecting (4-12 ms each).
  if (scratch.boosted.length < count) scratch = newScratch(count, scratch.boosted.length);
  const { boosted, near } = scratch;
  for (let i = 0; i < count; i += 1) {
    const index = found.indices[i]!;
    if (table) {
      const code = table.codes[index]!;
      boosted[i] = found.scores[i]! * table.factors[code & ~IN_AREA_BIT]!;
      near[i] = code & IN_AREA_BIT ? 1 : 0;
    } else {
      const event = events[index]!;
      boosted[i] = found.scores[i]! * boost(event);
      near[i] = inArea(event) ? 1 : 0;
    }
  }
  const ahead = (a: number, b: number) =>
    boosted[a]! > boosted[b]! || (boosted[a] === boosted[b] && found.indices[a]! < found.indices[b]!);
  const hitAt = (i: number): EventHit => ({
    event: events[found.indices[i]!]!,
    score: boosted[i]!,
    terms: found.termsAt(i),
  });
  const best = topPositions(count, limits.ranked, boosted, ahead);
  const nearList: number[] = [];
  const farList: number[] = [];
  for (let i = 0; i < count; i += 1) keepBest(near[i] ? nearList : farList, i, limits.shown, ahead);
  return {
    ranked: best.map(hitAt),
    nearFirst: [...nearList, ...farList].slice(0, limits.shown).map(hitAt),
  };
}

/** Per-request arrays of rankForArea and topPositions, grown as needed (at least doubling). */
let scratch = newScratch(0, 0);
function newScratch(count: number, previous: number) {
  const size = Math.max(count, 2 * previous);
  return { boosted: new Float64Array(size), near: new Uint8Array(size), select: new Float64Array(size) };
}

/** The `limit` best of `count` positions, best first: those above the limit-th largest score, then ties. */
function topPositions(
  count: number,
  limit: number,
  scores: Float64Array,
  ahead: (a: number, b: number) => boolean,
): number[] {
  let threshold = -Infinity;
  if (count > limit) {
    const copy = scratch.select.subarray(0, count);
    copy.set(scores.subarray(0, count));
    threshold = kthLargest(copy, limit);
  }
  const picked: number[] = [];
  for (let i = 0; i < count; i += 1) if (scores[i]! > threshold) picked.push(i);
  for (let i = 0; i < count && picked.length < limit; i += 1) if (scores[i] === threshold) picked.push(i);
  return picked.sort((a, b) => (ahead(a, b) ? -1 : ahead(b, a) ? 1 : 0)).slice(0, limit);
}

/** The k-th largest value (1-based) of `values`, which it reorders: quickselect, linear on average. */
export function kthLargest(values: Float64Array, k: number): number {
  const target = values.length - k;
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >>> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i += 1;
      while (values[j]! > pivot) j -= 1;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else break;
  }
  return values[target]!;
}

/** Adds position `i` to a list kept best first and at most `limit` long. */
function keepBest(list: number[], i: number, limit: number, ahead: (a: number, b: number) => boolean): void {
  if (list.length >= limit && !ahead(i, list[limit - 1]!)) return;
  let at = list.length;
  while (at > 0 && ahead(i, list[at - 1]!)) at -= 1;
  list.splice(at, 0, i);
  if (list.length > limit) list.pop();
}
