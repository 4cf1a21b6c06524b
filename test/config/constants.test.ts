/**
 * The product limits' numbers, each a named constant of src/config/constants.ts with the spec's value. Behaviour tests
 * use the constants (a debounce is proved by advancing SEARCH_DEBOUNCE_MS), so a wrong value would pass them
 * unnoticed: this file pins the values to the spec's words. docs/spec-coverage.md names both.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as C from '../../src/config/constants';

describe('the product limits constants, as the spec writes them', () => {
  it('search: debounce 400 ms, at most 24 items, 5 recent and 5 trending searches, timeframe week', () => {
    expect([C.SEARCH_DEBOUNCE_MS, C.SEARCH_MAX_ITEMS, C.SEARCH_RECENT_SHOWN, C.SEARCH_TRENDING_SHOWN]).toEqual([
      400, 24, 5, 5,
    ]);
    expect(C.TRENDING_TIMEFRAME).toBe('week');
  });

  it('location: debounce 250 ms, bias 200000 m, history 40, 5 recent places, 88 characters, geolocation 6000 ms', () => {
    expect([
      C.LOCATION_DEBOUNCE_MS,
      C.LOCATION_BIAS_RADIUS_M,
      C.SEARCH_HISTORY_CAP,
      C.RECENT_LOCATIONS_SHOWN,
      C.SECONDARY_TEXT_MAX,
      C.GEOLOCATION_TIMEOUT_MS,
    ]).toEqual([250, 200_000, 40, 5, 88, 6000]);
  });

  it('default box 0.4 longitude and 0.3 latitude; query cache stale 300000 ms, no retries', () => {
    expect([C.DEFAULT_BBOX_LNG_DELTA, C.DEFAULT_BBOX_LAT_DELTA]).toEqual([0.4, 0.3]);
    expect([C.QUERY_STALE_TIME_MS, C.QUERY_RETRIES]).toEqual([300_000, 0]);
  });

  it('location cookie 30 days; pending-event cookie 5 minutes', () => {
    expect(C.LOCATION_COOKIE_DAYS).toBe(30);
    expect(C.PENDING_EVENT_COOKIE_MS).toBe(5 * 60 * 1000);
  });

  it('breakpoints 360, 480, 660, 792, 960, 1080, 1152, 1272, 1608 px', () => {
    expect(Object.values(C.BREAKPOINTS)).toEqual([360, 480, 660, 792, 960, 1080, 1152, 1272, 1608]);
  });

  it('the search overlay closes on a pick at 660 px and up; devices: under 481 mobile, under 960 tablet', () => {
    expect(C.SEARCH_OVERLAY_CLOSE_MIN_WIDTH).toBe(660);
    expect([C.DEVICE_MOBILE_BELOW, C.DEVICE_TABLET_BELOW]).toEqual([481, 960]);
  });

  it('each breakpoint is written once: the device buckets, hover opening and the overlay rule are named from it', () => {
    const code = readFileSync(path.join(import.meta.dirname, '../../src/config/constants.ts'), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');
    // A bound written as the width after the breakpoint (under 481 is up to 480) is the same breakpoint.
    for (const width of Object.values(C.BREAKPOINTS))
      expect(code.match(new RegExp(`\\b(${width}|${width + 1})\\b`, 'g')), `${width} px`).toHaveLength(1);
    expect([
      C.DEVICE_MOBILE_BELOW,
      C.DEVICE_TABLET_BELOW,
      C.MENU_HOVER_MIN_WIDTH,
      C.SEARCH_OVERLAY_CLOSE_MIN_WIDTH,
    ]).toEqual([C.BREAKPOINTS.sm + 1, C.BREAKPOINTS.lg, C.BREAKPOINTS.lg, C.BREAKPOINTS.md]);
  });

  it('badge cap 99; label cut 30 to 25; keyboard sequence timeout 1000 ms', () => {
    expect(C.BADGE_CAP).toBe(99);
    expect([C.LABEL_MAX, C.LABEL_CUT]).toEqual([30, 25]);
    expect(C.KEY_SEQUENCE_TIMEOUT_MS).toBe(1000);
  });

  it('defaults: help language en-us, top-level domain .com', () => {
    expect(C.DEFAULT_HELP_LANGUAGE).toBe('en-us');
    expect(C.DEFAULT_TLD).toBe('.com');
  });
});
