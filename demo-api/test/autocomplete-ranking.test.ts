// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { areaBoost, areaMatcher } from '../src/api/area';
import { getCatalogue } from '../src/data/events';
import { getPlaceDb } from '../src/data/places';
import { FIXED_NOW } from './api-test-app';

const db = getPlaceDb();
const catalogue = getCatalogue(new Date(FIXED_NOW));

describe('autocomplete ranking (lazy, from the area table)', () => {
  const places = [
    'ca--san-francisco',
    'united-kingdom--london',
    'japan--tokyo',
    'united-states--california',
    'united-states',
    'europe',
  ]
    .map((slug) => db.getBySlug(slug))
    .filter((p) => p !== undefined);
  const texts = ['j', 'jaz', 'a', 'hallo', 'photografy', 'tech conf', 'music'];

  it('ranks hits exactly as boosting and sorting all of them does', () => {
    expect(places.length).toBeGreaterThan(3);
    for (const place of [undefined, ...places]) {
      const area = place ? { place } : {};
      const boost = areaBoost(db, area);
      const table = catalogue.areaTable(boost, areaMatcher(db, area))!;
      expect(table).toBeDefined();
      for (const text of texts) {
        const sorted = catalogue.search(text, { boost });
        const ranked = catalogue.ranked(text, table);
        const n = Math.min(sorted.length, 400);
        for (let i = 0; i < n; i += 1) {
          const hit = ranked.at(i)!;
          expect(hit.event.id).toBe(sorted[i]!.event.id);
          expect(hit.score).toBe(sorted[i]!.score);
        }
        expect(ranked.at(sorted.length)).toBeUndefined();
      }
    }
  });

  it('leaves a boost with too many values to the full sort', () => {
    expect(
      catalogue.areaTable(
        (e) => 1 + e.startUtcMs / 1e15,
        () => true,
      ),
    ).toBeUndefined();
  });
});
