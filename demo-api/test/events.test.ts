// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATEGORIES, FORMATS, SUBCATEGORIES } from '../../src/taxonomy';
import { EVENT_TARGET_COUNT, PLACES_WITH_EVENTS, mulberry32 } from '../src/data/event-generator';
import { EventCatalogue, getCatalogue } from '../src/data/events';
import { getPlaceDb } from '../src/data/places';
import { FIXED_NOW } from './api-test-app';

const now = new Date(FIXED_NOW);
const catalogue = getCatalogue(now);

describe('event catalogue', () => {
  it(`has at least ${EVENT_TARGET_COUNT} events across the ${PLACES_WITH_EVENTS} largest places`, () => {
    expect(catalogue.size).toBeGreaterThanOrEqual(EVENT_TARGET_COUNT);
    expect(catalogue.places).toHaveLength(PLACES_WITH_EVENTS);
    const largest = getPlaceDb()
      .localitiesByPopulation.slice(0, PLACES_WITH_EVENTS)
      .map((p) => p.id);
    expect(new Set(catalogue.events.map((e) => e.placeId))).toEqual(new Set(largest));
  });

  it('covers every category, subcategory and format, free and paid, in person and online (~5%)', () => {
    expect(new Set(catalogue.events.map((e) => e.category.id)).size).toBe(CATEGORIES.length);
    expect(new Set(catalogue.events.map((e) => e.subcategory?.id)).size).toBe(SUBCATEGORIES.length + 1);
    expect(catalogue.events.filter((e) => e.subcategory === null).every((e) => e.category.slug === 'other')).toBe(true);
    expect(new Set(catalogue.events.map((e) => e.format.id)).size).toBe(FORMATS.length);
    const online = catalogue.events.filter((e) => e.isOnline).length / catalogue.size;
    expect(online).toBeGreaterThan(0.035);
    expect(online).toBeLessThan(0.065);
    expect(catalogue.events.some((e) => e.isFree)).toBe(true);
    expect(catalogue.events.some((e) => !e.isFree && (e.minPriceMinor ?? 0) > 0)).toBe(true);
    for (const e of catalogue.events) {
      expect(e.isOnline ? e.venue === null : e.venue !== null).toBe(true);
      if (e.subcategory) expect(e.subcategory.parentId).toBe(e.category.id);
    }
  });

  it('is the same for the same seed and day; another day moves the dates, not the events', () => {
    const db = getPlaceDb();
    const again = new EventCatalogue(db, { now, placeCount: 50, eventCount: 1000 });
    const same = new EventCatalogue(db, { now, placeCount: 50, eventCount: 1000 });
    expect(same.events.map((e) => [e.id, e.name, e.startUtcMs])).toEqual(
      again.events.map((e) => [e.id, e.name, e.startUtcMs]),
    );
    const nextWeek = new EventCatalogue(db, {
      now: new Date(FIXED_NOW + 7 * 86_400_000),
      placeCount: 50,
      eventCount: 1000,
    });
    const identity = (c: EventCatalogue) =>
      c.events.map((e) => [e.id, e.subcategory?.id, e.format.id, e.venue?.name, e.minPriceMinor]);
    expect(identity(nextWeek)).toEqual(identity(again));
    expect(nextWeek.events[0]!.startUtcMs - again.events[0]!.startUtcMs).toBeGreaterThan(6 * 86_400_000);
    const otherSeed = new EventCatalogue(db, { now, seed: 7, placeCount: 50, eventCount: 1000 });
    expect(otherSeed.events.map((e) => e.name)).not.toEqual(again.events.map((e) => e.name));
  });

  it('starts events from yesterday on, at local times of the place time zone', () => {
    const day = 86_400_000;
    for (const e of catalogue.events) {
      expect(e.startUtcMs).toBeGreaterThanOrEqual(FIXED_NOW - 2 * day);
      expect(e.endUtcMs).toBeGreaterThan(e.startUtcMs);
    }
    const sf = catalogue.events.find((e) => e.timeZone === 'America/Los_Angeles')!;
    const hour = Number(
      new Intl.DateTimeFormat('en-US', { timeZone: sf.timeZone, hour: 'numeric', hourCycle: 'h23' }).format(
        new Date(sf.startUtcMs),
      ),
    );
    expect(sf.startLocal.slice(11, 13)).toBe(String(hour).padStart(2, '0'));
  });

  it('composes titles from the subcategory and format vocabularies', () => {
    const jam = catalogue.events.find((e) => / Jam at /.test(e.name));
    expect(jam?.format.shortName).toBe('performance');
    const topicInTitle = catalogue.events.filter((e) => e.name.includes(e.topic));
    expect(topicInTitle.length / catalogue.size).toBeGreaterThan(0.6);
  });

  it('finds events by prefix and with typos (the prefix index, fuzzy 0.2)', () => {
    expect(catalogue.search('jaz').length).toBeGreaterThan(10);
    expect(catalogue.search('jaz').every((h) => h.terms.length > 0)).toBe(true);
    expect(catalogue.search('photografy').some((h) => h.event.subcategory?.title === 'Photography')).toBe(true);
  });

  it('mulberry32 is deterministic and spreads over [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(values.reduce((s, v) => s + v, 0) / values.length).toBeCloseTo(0.5, 1);
  });
});
