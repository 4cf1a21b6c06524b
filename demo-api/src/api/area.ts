/**
 * Where a search happens: a place (by id), a point (nearest locality) or a box, and the test of
 * whether an event lies there. Localities cover their search box (at least the spec's default
 * +/-0.4 lng, +/-0.3 lat box); regions, countries and continents cover the events listed under them.
 */
import { LRUCache } from 'lru-cache';
import { LOCALITIES_UNDER_CACHE_MAX_BYTES, LOCALITIES_UNDER_CACHE_MAX_ENTRIES } from '../config';
import type { DemoEvent } from '../data/event-generator';
import { isInBox, type BBox, type PlaceDb, type PlaceRecord } from '../data/places';

export interface SearchArea {
  /** The place asked for (or the locality nearest the asked point). */
  place?: PlaceRecord;
  /** An explicit box (events search `bbox`). */
  box?: BBox;
}

/** Localities with events under a region, country or continent, by place id (few distinct places are asked). */
const localitiesUnder = new LRUCache<string, ReadonlySet<string>>({
  max: LOCALITIES_UNDER_CACHE_MAX_ENTRIES,
  maxSize: LOCALITIES_UNDER_CACHE_MAX_BYTES,
  sizeCalculation: (ids) => 64 + 48 * ids.size,
});

/** A fast "is this event in the area" test, with the area's box and member places worked out once. */
export function areaMatcher(db: PlaceDb, area: SearchArea): (event: DemoEvent) => boolean {
  const box = area.box;
  const place = area.place;
  const inBox = box ? (e: DemoEvent) => isInBox(box, e.latitude, e.longitude) : () => true;
  if (!place) return inBox;
  if (place.type === 'locality') {
    const searchBox = db.searchBox(place);
    return (e) => inBox(e) && (e.placeId === place.id || isInBox(searchBox, e.latitude, e.longitude));
  }
  let members = localitiesUnder.get(place.id);
  if (!members) {
    const ids = new Set<string>();
    const countryCode = place.type === 'continent' ? undefined : place.countryCode;
    for (const locality of db.localitiesByPopulation) {
      if (countryCode && locality.countryCode !== countryCode) continue;
      if (db.isWithin(locality, place)) ids.add(locality.id);
    }
    localitiesUnder.set(place.id, (members = ids));
  }
  const set = members;
  return (e) => inBox(e) && set.has(e.placeId);
}

/** Weight for ranking: events in the area first, then the same country, then the rest. */
export function areaBoost(db: PlaceDb, area: SearchArea): (event: DemoEvent) => number {
  const inArea = areaMatcher(db, area);
  const countryCode = area.place && area.place.type !== 'continent' ? area.place.countryCode : undefined;
  return (event) => (inArea(event) ? 4 : countryCode && event.countryCode === countryCode ? 1.5 : 1);
}

/** Parses `sw_lng,sw_lat,ne_lng,ne_lat` (product routes: bbox); undefined when malformed. */
export function parseBBox(text: string): BBox | undefined {
  const parts = text.split(',');
  if (parts.length !== 4) return undefined;
  // A linear pattern (`\d+\.?\d*` backtracked quadratically) on parts no longer than a number needs.
  const numbers = parts.map((p) =>
    p.length <= 32 && /^\s*[-+]?(?:\d+(?:\.\d*)?|\.\d+)\s*$/.test(p) ? Number(p) : Number.NaN,
  );
  const [swLng, swLat, neLng, neLat] = numbers as [number, number, number, number];
  if (numbers.some((n) => !Number.isFinite(n))) return undefined;
  if (Math.abs(swLat) > 90 || Math.abs(neLat) > 90 || Math.abs(swLng) > 180 || Math.abs(neLng) > 180) return undefined;
  if (swLat > neLat) return undefined;
  return { sw: { lat: swLat, lng: swLng }, ne: { lat: neLat, lng: neLng } };
}
