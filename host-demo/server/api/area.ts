/**
 * Where a search happens: a place (by id), a point (nearest locality) or a box, and the test of
 * whether an event lies there. Localities cover their search box (at least the spec's default
 * +/-0.4 lng, +/-0.3 lat box); regions, countries and continents cover the events listed under them.
 */
import type { DemoEvent } from '../data/events';
import { isInBox, type BBox, type PlaceDb, type PlaceRecord } from '../data/places';

export interface SearchArea {
  /** The place asked for (or the locality nearest the asked point). */
  place?: PlaceRecord;
  /** An explicit box (events search `bbox`). */
  box?: BBox;
}

export function isEventInArea(db: PlaceDb, area: SearchArea, event: DemoEvent): boolean {
  if (area.box && !isInBox(area.box, event.latitude, event.longitude)) return false;
  const place = area.place;
  if (!place) return true;
  if (place.type === 'locality') {
    return event.placeId === place.id || isInBox(db.searchBox(place), event.latitude, event.longitude);
  }
  const eventPlace = db.getById(event.placeId);
  return eventPlace ? db.isWithin(eventPlace, place) : false;
}

/** Weight for ranking: events in the area first, then the same country, then the rest. */
export function areaBoost(db: PlaceDb, area: SearchArea): (event: DemoEvent) => number {
  const country = area.place ? db.countryOf(area.place) : undefined;
  return (event) => {
    if (isEventInArea(db, area, event)) return 4;
    if (country) {
      const eventPlace = db.getById(event.placeId);
      if (eventPlace && eventPlace.countryCode === country.countryCode) return 1.5;
    }
    return 1;
  };
}

/** Parses `sw_lng,sw_lat,ne_lng,ne_lat` (spec 2 bbox); undefined when malformed. */
export function parseBBox(text: string): BBox | undefined {
  const parts = text.split(',');
  if (parts.length !== 4) return undefined;
  const numbers = parts.map((p) => (/^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/.test(p) ? Number(p) : Number.NaN));
  const [swLng, swLat, neLng, neLat] = numbers as [number, number, number, number];
  if (numbers.some((n) => !Number.isFinite(n))) return undefined;
  if (Math.abs(swLat) > 90 || Math.abs(neLat) > 90 || Math.abs(swLng) > 180 || Math.abs(neLng) > 180) return undefined;
  if (swLat > neLat) return undefined;
  return { sw: { lat: swLat, lng: swLng }, ne: { lat: neLat, lng: neLng } };
}
