/**
 * Time-zone math of the event generator: a zone's offset from UTC on a day, from @date-fns/tz (the same
 * library the issue named; src/taxonomy/date-range.ts answers whole-day ranges for filters, this answers
 * one offset per zone and day for 20,000 start times), and local wall-clock text.
 */
import { tzOffset } from '@date-fns/tz';

const MS_PER_MINUTE = 60_000;
/** Local noon, from the start of a day: when the offset of a day's events is sampled. */
const NOON_MS = 12 * 60 * MS_PER_MINUTE;

/** The zone's offset (local minus UTC, ms) at an instant (@date-fns/tz, which keeps its Intl formatters). */
function offsetAt(epochMs: number, timeZone: string): number {
  return tzOffset(timeZone, new Date(epochMs)) * MS_PER_MINUTE;
}

/**
 * Offsets per zone and day, sampled at local noon: one Intl call per zone and day instead of
 * several per event (catalogue build time, README). Clock changes happen at night, so the noon
 * offset is the one in force for the events of that day.
 */
export class OffsetTable {
  private readonly table = new Map<string, Map<number, number>>();

  /** The offset (ms) in force on the UTC calendar day starting at `dayStartUtcMs`, read as a local day. */
  offset(timeZone: string, dayStartUtcMs: number): number {
    let days = this.table.get(timeZone);
    if (!days) this.table.set(timeZone, (days = new Map()));
    let value = days.get(dayStartUtcMs);
    if (value === undefined) {
      const noon = dayStartUtcMs + NOON_MS;
      value = offsetAt(noon - offsetAt(noon, timeZone), timeZone);
      days.set(dayStartUtcMs, value);
    }
    return value;
  }
}

/** `YYYY-MM-DDTHH:MM:SS` of an instant shifted by an offset. */
export function localIso(epochMs: number, offsetMs: number): string {
  return new Date(epochMs + offsetMs).toISOString().slice(0, 19);
}
