/**
 * Places from the geo API's answers (product entities and API calls): server Place -> client Place, and a map place the
 * marketplace does not know. Pure; only the full picker's location services use them, so they stay
 * out of the header's first render (./place.ts holds what the first render needs).
 */
import type { ServerPlace } from '../api/geo-place';
import type { PlaceViewport } from '../api/place-from-google-place-id';
import type { LatLng, PickableSuggestion, Place, PlaceBoundingBox } from './types';

/**
 * Levels of the place hierarchy, smallest first. "Parent label: ancestor name plus next level
 * up (locality to region, region to country, country to continent)" (product entities).
 */
const HIERARCHY = ['neighborhood', 'sublocality', 'locality', 'region', 'country', 'continent'] as const;

/** The parent label of a server place: the nearest ancestor's name plus the next level up. */
export function getServerPlaceParentLabel(place: ServerPlace): string {
  const names = place.localizations.default;
  const levelOf = (type: string | null) => HIERARCHY.indexOf(type as (typeof HIERARCHY)[number]);
  const own = levelOf(place.place_type);
  // A type outside the hierarchy (a map-service type) starts at its nearest ancestor's level.
  const from = own === -1 ? levelOf(place.derived_ancestor_type) : own + 1;
  if (from === -1) return '';
  return HIERARCHY.slice(from)
    .map((type) => names[type]?.full_name)
    .filter((name): name is string => typeof name === 'string' && name !== '')
    .slice(0, 2)
    .join(', ');
}

/** Server Place -> client Place (product entities). */
export function toClientPlace(place: ServerPlace): Place {
  const names = place.localizations.default;
  const name = names[place.place_type]?.full_name ?? '';
  return {
    placeId: place.id,
    placeType: place.place_type,
    latitude: place.latitude,
    longitude: place.longitude,
    currentPlace: name,
    currentPlaceParent: getServerPlaceParentLabel(place),
    slug: place.location_slug,
    isOnline: false,
    value: name,
    country: names.country?.full_name ?? '',
  };
}

/** The four corners of a viewport. */
export function toBoundingBox(southwest: LatLng, northeast: LatLng): PlaceBoundingBox {
  return {
    nw: { lat: northeast.lat, lng: southwest.lng },
    sw: { lat: southwest.lat, lng: southwest.lng },
    ne: { lat: northeast.lat, lng: northeast.lng },
    se: { lat: southwest.lat, lng: northeast.lng },
  };
}

/**
 * A map place the marketplace does not know (product API calls: place_from_google_place_id without a place):
 * named after the picked suggestion, searched by the viewport's box.
 */
export function placeFromViewport(viewport: PlaceViewport, suggestion: PickableSuggestion): Place {
  return {
    placeId: null,
    placeType: suggestion.placeType ?? '',
    latitude: viewport.latitude,
    longitude: viewport.longitude,
    currentPlace: suggestion.currentPlace || suggestion.content,
    currentPlaceParent: suggestion.currentPlaceParent || suggestion.secondaryContent,
    slug: '',
    isOnline: false,
    value: suggestion.content,
    country: suggestion.country ?? '',
    bbox: toBoundingBox(viewport.southwest, viewport.northeast),
  };
}
