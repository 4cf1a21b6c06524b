/**
 * Ranking for a place: every event's boost (x4 in the area, x1.5 in the same country, area.ts) and area
 * membership packed into one byte per event, worked out once per place, so ranking a text's hits for the
 * place is a table read per hit instead of a geometry test.
 */
import type { DemoEvent } from '../data/event-generator';

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
