import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getLocalDate, resolveDateRange, type DateRange } from '../../src/taxonomy';

const HOUR = 3_600_000;

function range(filter: Parameters<typeof resolveDateRange>[0], now: string, timeZone: string): DateRange {
  const result = resolveDateRange(filter, { now: new Date(now), timeZone });
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

const hours = (r: DateRange): number => (r.end.epochMs - r.start.epochMs) / HOUR;

describe('date ranges: rules (product routes: "Date slugs", product entities: "Date filter values")', () => {
  // Wednesday 2026-11-18, 15:00 in New York.
  const wednesday = '2026-11-18T20:00:00Z';
  const tz = 'America/New_York';

  it.each([
    ['today', '2026-11-18T00:00:00-05:00', '2026-11-19T00:00:00-05:00', '2026-11-18'],
    ['tomorrow', '2026-11-19T00:00:00-05:00', '2026-11-20T00:00:00-05:00', '2026-11-19'],
    ['this-weekend', '2026-11-21T00:00:00-05:00', '2026-11-23T00:00:00-05:00', '2026-11-22'],
    ['this-week', '2026-11-16T00:00:00-05:00', '2026-11-23T00:00:00-05:00', '2026-11-22'],
    ['next-week', '2026-11-23T00:00:00-05:00', '2026-11-30T00:00:00-05:00', '2026-11-29'],
    ['this-month', '2026-11-01T00:00:00-04:00', '2026-12-01T00:00:00-05:00', '2026-11-30'],
    ['next-month', '2026-12-01T00:00:00-05:00', '2027-01-01T00:00:00-05:00', '2026-12-31'],
  ])('%s on a Wednesday: %s to %s (weeks start Monday, weekend is Sat-Sun)', (slug, start, end, lastDate) => {
    const r = range(slug, wednesday, tz);
    expect(r.start.iso).toBe(start);
    expect(r.end.iso).toBe(end);
    expect(r.lastDate).toBe(lastDate);
    expect(r.start.epochMs).toBe(Date.parse(start));
    expect(r.end.epochMs).toBe(Date.parse(end));
  });

  it('accepts the product entity values (this_weekend) as well as the slugs', () => {
    expect(range('this_weekend', wednesday, tz)).toEqual(range('this-weekend', wednesday, tz));
    expect(range({ value: 'next_month' }, wednesday, tz)).toEqual(range('next-month', wednesday, tz));
  });

  it('a custom date is that local day', () => {
    const r = range({ value: 'custom_date', date: '2027-02-14' }, wednesday, 'Asia/Tokyo');
    expect(r.start.iso).toBe('2027-02-14T00:00:00+09:00');
    expect(r.end.iso).toBe('2027-02-15T00:00:00+09:00');
    expect(range('2027-02-14', wednesday, 'Asia/Tokyo')).toEqual(r);
  });

  it('on a Sunday evening this-weekend is still the current weekend (until Sunday 23:59:59)', () => {
    const sundayLate = '2026-11-23T04:59:59Z'; // Sunday 23:59:59 in New York
    const r = range('this-weekend', sundayLate, tz);
    expect(r.start.date).toBe('2026-11-21');
    expect(r.lastDate).toBe('2026-11-22');
    expect(Date.parse(sundayLate)).toBeLessThan(r.end.epochMs);
    // One second later it is Monday: the coming weekend.
    expect(range('this-weekend', '2026-11-23T05:00:00Z', tz).start.date).toBe('2026-11-28');
  });

  it('on a Saturday this-weekend starts that Saturday', () => {
    expect(range('this-weekend', '2026-11-21T14:00:00Z', tz).start.date).toBe('2026-11-21');
  });

  it('on a Sunday this-week is the week that started the Monday before', () => {
    expect(range('this-week', '2026-11-22T14:00:00Z', tz).start.date).toBe('2026-11-16');
  });

  it('the local day follows the time zone, not UTC', () => {
    // 2026-11-19 02:00 UTC is still the 18th in New York but already the 19th in Sydney.
    const now = '2026-11-19T02:00:00Z';
    expect(range('today', now, tz).start.date).toBe('2026-11-18');
    expect(range('today', now, 'Australia/Sydney').start.date).toBe('2026-11-19');
    expect(getLocalDate(new Date(now), 'Australia/Sydney')).toBe('2026-11-19');
  });

  it('next-month in December is January of the next year', () => {
    expect(range('next-month', '2026-12-15T12:00:00Z', 'Europe/London').start.iso).toBe('2027-01-01T00:00:00+00:00');
  });

  it('starts a day whose midnight does not exist at the first existing instant (America/Santiago)', () => {
    // Chile moves clocks from 00:00 to 01:00 on 2026-09-06.
    const r = range('today', '2026-09-06T15:00:00Z', 'America/Santiago');
    expect(r.start.iso).toBe('2026-09-06T01:00:00-03:00');
    expect(hours(r)).toBe(23);
  });
});

describe('date ranges across daylight-saving changes (a day lasts 23 or 25 hours)', () => {
  it.each([
    // zone, a moment on the transition day, expected local start, expected end, hours
    [
      'America/New_York',
      'spring',
      '2026-03-08T15:00:00Z',
      '2026-03-08T00:00:00-05:00',
      '2026-03-09T00:00:00-04:00',
      23,
    ],
    [
      'America/New_York',
      'autumn',
      '2026-11-01T15:00:00Z',
      '2026-11-01T00:00:00-04:00',
      '2026-11-02T00:00:00-05:00',
      25,
    ],
    ['Europe/London', 'spring', '2026-03-29T12:00:00Z', '2026-03-29T00:00:00+00:00', '2026-03-30T00:00:00+01:00', 23],
    ['Europe/London', 'autumn', '2026-10-25T12:00:00Z', '2026-10-25T00:00:00+01:00', '2026-10-26T00:00:00+00:00', 25],
    [
      'Australia/Sydney',
      'spring',
      '2026-10-04T02:00:00Z',
      '2026-10-04T00:00:00+10:00',
      '2026-10-05T00:00:00+11:00',
      23,
    ],
    [
      'Australia/Sydney',
      'autumn',
      '2026-04-05T02:00:00Z',
      '2026-04-05T00:00:00+11:00',
      '2026-04-06T00:00:00+10:00',
      25,
    ],
  ])('%s %s transition: today is %s to %s (%i h)', (tz, _season, now, start, end, h) => {
    const r = range('today', now, tz);
    expect(r.start.iso).toBe(start);
    expect(r.end.iso).toBe(end);
    expect(r.start.epochMs).toBe(Date.parse(start));
    expect(r.end.epochMs).toBe(Date.parse(end));
    expect(hours(r)).toBe(h);
  });

  it.each([
    ['America/New_York', '2026-03-07T17:00:00Z', 47],
    ['America/New_York', '2026-10-31T17:00:00Z', 49],
    ['Europe/London', '2026-03-28T12:00:00Z', 47],
    ['Europe/London', '2026-10-24T12:00:00Z', 49],
    ['Australia/Sydney', '2026-10-03T02:00:00Z', 47],
    ['Australia/Sydney', '2026-04-04T02:00:00Z', 49],
  ])('%s: the weekend holding the change (from %s) lasts %i hours', (tz, now, h) => {
    expect(hours(range('this-weekend', now, tz))).toBe(h);
  });

  it.each([
    ['America/New_York', '2026-03-04T17:00:00Z', 7 * 24 - 1],
    ['Europe/London', '2026-10-21T12:00:00Z', 7 * 24 + 1],
    ['Australia/Sydney', '2026-04-01T02:00:00Z', 7 * 24 + 1],
  ])('%s: the week holding the change lasts %i hours, Monday to Monday', (tz, now, h) => {
    const r = range('this-week', now, tz);
    expect(hours(r)).toBe(h);
    expect(r.start.iso).toMatch(/T00:00:00/);
    expect(r.end.iso).toMatch(/T00:00:00/);
  });

  it('tomorrow, asked the evening before a change, is the short day (New York spring)', () => {
    const r = range('tomorrow', '2026-03-08T03:00:00Z', 'America/New_York'); // Sat 22:00 local
    expect(r.start.date).toBe('2026-03-08');
    expect(hours(r)).toBe(23);
  });

  it("today holds the hour a day comes back: St. John's fell back at 00:01 (2001-10-28), so 23:01-23:59 of the 27th repeat", () => {
    // 02:31 UTC: the clocks went from 00:00 NDT on the 28th back to 23:01 NST on the 27th.
    const r = range('today', '2001-10-28T02:31:00Z', 'America/St_Johns');
    expect(r.start.date).toBe('2001-10-27');
    expect(r.end.iso).toBe('2001-10-28T00:00:00-03:30');
    expect(r.end.epochMs).toBe(Date.parse('2001-10-28T03:30:00Z'));
    expect(hours(r)).toBe(25);
  });

  it('property: every range starts at a local midnight, ends after it starts, and contains now for today', () => {
    const zones = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'Asia/Kolkata', 'America/St_Johns', 'UTC'];
    const presets = ['today', 'tomorrow', 'this-weekend', 'this-week', 'next-week', 'this-month', 'next-month'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }),
        fc.constantFrom(...zones),
        fc.constantFrom(...presets),
        (ms, tz, preset) => {
          const r = range(preset, new Date(ms).toISOString(), tz);
          expect(r.end.epochMs).toBeGreaterThan(r.start.epochMs);
          expect(r.start.iso.slice(11, 19)).toBe('00:00:00');
          expect(r.end.iso.slice(11, 19)).toBe('00:00:00');
          if (preset === 'today') {
            expect(r.start.epochMs).toBeLessThanOrEqual(ms);
            expect(ms).toBeLessThan(r.end.epochMs);
            expect(hours(r)).toBeGreaterThanOrEqual(23);
            expect(hours(r)).toBeLessThanOrEqual(25);
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('date ranges never throw on bad input', () => {
  it.each([
    ['an unknown filter', 'someday', { now: new Date(), timeZone: 'UTC' }, /Unknown date filter: "someday"/],
    [
      'an invalid custom date',
      { value: 'custom_date', date: '2026-02-30' },
      { now: new Date(), timeZone: 'UTC' },
      /Unknown date filter/,
    ],
    [
      'an unknown time zone',
      'today',
      { now: new Date(), timeZone: 'Mars/Olympus' },
      /Unknown time zone: "Mars\/Olympus"/,
    ],
    ['an empty time zone', 'today', { now: new Date(), timeZone: '' }, /Unknown time zone/],
    ['an invalid clock', 'today', { now: new Date(Number.NaN), timeZone: 'UTC' }, /clock/],
  ] as const)('%s gives a reason', (_label, filter, options, reason) => {
    const result = resolveDateRange(filter as never, options);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});
