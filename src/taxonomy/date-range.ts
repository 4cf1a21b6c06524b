/**
 * Turns a date filter (product routes: date slugs, product entities: date filter values) into a concrete range of
 * instants for a clock and an IANA time zone, with Intl only (no date library).
 *
 * Rules (all in the given time zone, whole local days):
 * - today: the current local day; tomorrow: the next one.
 * - Weeks start on Monday (ISO 8601). this-week: Monday 00:00 of the current week up to the next
 *   Monday 00:00; next-week: the week after.
 * - this-weekend: Saturday 00:00 up to Monday 00:00 (Saturday and Sunday). Monday to Friday it
 *   is the coming weekend; on Saturday and Sunday it is the current weekend, so on a Sunday
 *   evening it is still the current weekend until Sunday 23:59:59.999 (it does not jump ahead).
 * - this-month: the 1st of the current month up to the 1st of the next; next-month: the month after.
 * - A custom date (`YYYY-MM-DD`): that local day.
 * Periods are whole calendar periods: "this week" on a Thursday still starts on Monday, because
 * listings show events by day and past events are not listed anyway.
 *
 * Ranges are half-open: `start` is the first instant, `end` is the first instant after the range
 * (the next local midnight). Days are computed as calendar dates and each boundary is converted to
 * an instant separately, so a day across a daylight-saving change lasts 23 or 25 hours. When local
 * midnight does not exist (zones that change clocks at 00:00), the day starts at the first
 * existing instant of that date.
 */
import { getDateFilterValueFromSlug, isIsoCalendarDate, toDateSelection, type DateSelection } from './date-filters';

/** One boundary of a range. */
export interface DateRangeBoundary {
  /** Milliseconds since the epoch. */
  epochMs: number;
  /** ISO 8601 local time with the zone's offset, e.g. `2026-03-08T00:00:00-05:00`. */
  iso: string;
  /** Local calendar date, `YYYY-MM-DD`. */
  date: string;
}

export interface DateRange {
  /** First instant of the range. */
  start: DateRangeBoundary;
  /** First instant after the range (exclusive end). */
  end: DateRangeBoundary;
  /** Last local day inside the range (inclusive), `YYYY-MM-DD`. */
  lastDate: string;
  /** The IANA time zone the range was computed in. */
  timeZone: string;
}

export type DateRangeResult = { ok: true; value: DateRange } | { ok: false; reason: string };

export interface DateRangeOptions {
  /** The clock; injectable so tests and server rendering don't read the global clock. */
  now: Date;
  /** IANA time zone, e.g. `America/New_York`. */
  timeZone: string;
}

interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const MS_PER_DAY = 86_400_000;
/** Offsets in use today lie within -12:00..+14:00; sampling a day either side finds every offset of a date. */
const OFFSET_PROBE_MS = MS_PER_DAY;

const formatters = new Map<string, Intl.DateTimeFormat>();

function getFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallTime extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

function getWallTime(epochMs: number, timeZone: string): WallTime {
  const parts = getFormatter(timeZone).formatToParts(new Date(epochMs));
  const read = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  const era = parts.find((p) => p.type === 'era')?.value;
  const yearOfEra = read('year');
  return {
    year: era === 'BC' || era === 'B' ? 1 - yearOfEra : yearOfEra,
    month: read('month'),
    day: read('day'),
    hour: read('hour') % 24,
    minute: read('minute'),
    second: read('second'),
  };
}

function utcOfWall(wall: CalendarDate & Partial<WallTime>): number {
  const ms = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0, wall.second ?? 0);
  // Date.UTC maps years 0-99 to 1900-1999; set the full year explicitly.
  const date = new Date(ms);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  return date.getTime();
}

/** The zone's offset from UTC at an instant, in ms (local wall time minus UTC). */
function getOffsetMs(epochMs: number, timeZone: string): number {
  const whole = Math.floor(epochMs / 1000) * 1000;
  return utcOfWall(getWallTime(whole, timeZone)) - whole;
}

function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(utcOfWall(date) + days * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** ISO weekday: Monday 1 ... Sunday 7. */
function getIsoWeekday(date: CalendarDate): number {
  const weekday = new Date(utcOfWall(date)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/**
 * The instants at which the local clock reads 00:00 on `date`: local midnight minus each offset the
 * zone uses around that date, kept where that instant really is on the date. Usually one; two in a
 * midnight that repeats, none in a midnight the clocks skip.
 */
function getMidnights(date: CalendarDate, timeZone: string): number[] {
  const wallMidnight = utcOfWall(date);
  const offsets = new Set([
    getOffsetMs(wallMidnight - OFFSET_PROBE_MS, timeZone),
    getOffsetMs(wallMidnight, timeZone),
    getOffsetMs(wallMidnight + OFFSET_PROBE_MS, timeZone),
  ]);
  return [...offsets]
    .map((offset) => wallMidnight - offset)
    .filter((candidate) => compareDates(getWallTime(candidate, timeZone), date) === 0);
}

/**
 * The first instant whose local date is `date`: the earliest midnight (in a repeated hour the
 * earlier one, in a skipped midnight the instant the clocks jump).
 */
function getStartOfLocalDay(date: CalendarDate, timeZone: string): number {
  const midnights = getMidnights(date, timeZone);
  if (midnights.length > 0) return Math.min(...midnights);
  // A day the zone skipped entirely (Pacific/Apia, 2011-12-30): it "starts" where the next day does.
  return getStartOfLocalDay(addDays(date, 1), timeZone);
}

/**
 * Where a range that stops before `date` ends: the last instant at which the local date turns to
 * `date`. Usually that is the day's one midnight. Where clocks fall back just after midnight
 * (St. John's at 00:01 until 2011), the day before returns for an hour after the first midnight
 * (00:00 NDT, then 23:01 NST again), and the range must hold that hour too: it ends at the second
 * midnight. Without such a repeat it is the day's start (getStartOfLocalDay).
 */
function getEndBeforeLocalDay(date: CalendarDate, timeZone: string): number {
  const turns = getMidnights(date, timeZone).filter(
    (midnight) => compareDates(getWallTime(midnight - 1000, timeZone), date) < 0,
  );
  return turns.length > 0 ? Math.max(...turns) : getStartOfLocalDay(date, timeZone);
}

function pad(n: number, width = 2): string {
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.abs(n)).padStart(width, '0');
}

function formatDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

function toBoundary(epochMs: number, timeZone: string): DateRangeBoundary {
  const wall = getWallTime(epochMs, timeZone);
  const offsetMinutes = Math.round(getOffsetMs(epochMs, timeZone) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  const date = formatDate(wall);
  return {
    epochMs,
    iso: `${date}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${offset}`,
    date,
  };
}

function buildRange(first: CalendarDate, afterLast: CalendarDate, timeZone: string): DateRange {
  return {
    start: toBoundary(getStartOfLocalDay(first, timeZone), timeZone),
    end: toBoundary(getEndBeforeLocalDay(afterLast, timeZone), timeZone),
    lastDate: formatDate(addDays(afterLast, -1)),
    timeZone,
  };
}

/** The local calendar date of an instant in a zone. */
export function getLocalDate(now: Date, timeZone: string): string {
  return formatDate(getWallTime(now.getTime(), timeZone));
}

/**
 * Resolves a date filter to a range. Accepts a DateSelection, a preset value (`this_weekend`),
 * a slug (`this-weekend`) or a custom day (`YYYY-MM-DD`). Never throws: an unknown filter, an
 * invalid clock or an unknown time zone gives `{ ok: false, reason }`.
 */
export function resolveDateRange(filter: DateSelection | string, options: DateRangeOptions): DateRangeResult {
  const selection = toDateSelection(
    typeof filter === 'string' ? (getDateFilterValueFromSlug(filter) ?? filter) : filter,
  );
  if (!selection) return { ok: false, reason: `Unknown date filter: ${describe(filter)}` };
  const nowMs = options?.now instanceof Date ? options.now.getTime() : Number.NaN;
  if (!Number.isFinite(nowMs)) return { ok: false, reason: 'The clock (now) is not a valid date' };
  const timeZone = options.timeZone;
  try {
    if (typeof timeZone !== 'string' || timeZone.length === 0) throw new RangeError('empty');
    getFormatter(timeZone);
  } catch {
    return { ok: false, reason: `Unknown time zone: ${describe(timeZone)}` };
  }

  const today = getWallTime(nowMs, timeZone);
  const day: CalendarDate = { year: today.year, month: today.month, day: today.day };
  const monday = addDays(day, 1 - getIsoWeekday(day));
  const firstOfMonth: CalendarDate = { year: day.year, month: day.month, day: 1 };
  const firstOfMonthAfter = (months: number): CalendarDate => {
    const index = day.month - 1 + months;
    return { year: day.year + Math.floor(index / 12), month: (index % 12) + 1, day: 1 };
  };

  switch (selection.value) {
    case 'today':
      return { ok: true, value: buildRange(day, addDays(day, 1), timeZone) };
    case 'tomorrow':
      return { ok: true, value: buildRange(addDays(day, 1), addDays(day, 2), timeZone) };
    case 'this_weekend': {
      // Monday-start week: Saturday is day 6 of the week holding today, so Sat/Sun stay "this" weekend.
      const saturday = addDays(monday, 5);
      return { ok: true, value: buildRange(saturday, addDays(saturday, 2), timeZone) };
    }
    case 'this_week':
      return { ok: true, value: buildRange(monday, addDays(monday, 7), timeZone) };
    case 'next_week':
      return { ok: true, value: buildRange(addDays(monday, 7), addDays(monday, 14), timeZone) };
    case 'this_month':
      return { ok: true, value: buildRange(firstOfMonth, firstOfMonthAfter(1), timeZone) };
    case 'next_month':
      return { ok: true, value: buildRange(firstOfMonthAfter(1), firstOfMonthAfter(2), timeZone) };
    case 'custom_date': {
      if (!isIsoCalendarDate(selection.date)) return { ok: false, reason: `Not a calendar date: ${selection.date}` };
      const [year, month, dayOfMonth] = selection.date.split('-').map(Number) as [number, number, number];
      const custom: CalendarDate = { year, month, day: dayOfMonth };
      return { ok: true, value: buildRange(custom, addDays(custom, 1), timeZone) };
    }
  }
}

function describe(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
