/**
 * What a picked place becomes, and the rules that follow a pick: its cookie form (product entities: "Location"),
 * its discovery-URL form, whether the pick closes the search overlay (product limits), the suggestion text
 * limit, and the guard for a Place a host hands in. Pure, no React. Kept apart from ./place.ts, which
 * the header's first render needs, because only code that loads after it (the full picker, the full
 * search bar, the LocationPicker's props) uses these.
 */
import { SEARCH_OVERLAY_CLOSE_MIN_WIDTH, SECONDARY_TEXT_MAX } from '../config/constants';
import type { DiscoveryLocation } from '../routes/discovery-url';
import type { StoredLocation } from '../storage/location-cookie';
import type { Place } from './types';

/**
 * What the `location` cookie keeps of a place (product entities: "Location"), with its place type: a country
 * searches under `united-states` (product routes), after a reload too.
 */
export function toStoredLocation(place: Place): StoredLocation {
  const stored: StoredLocation = {
    slug: place.slug,
    placeId: place.placeId,
    latitude: place.latitude,
    longitude: place.longitude,
    isOnline: place.isOnline,
  };
  if (place.placeType) stored.placeType = place.placeType;
  return stored;
}

/**
 * The place as `buildDiscoveryUrl` reads it. A place with only coordinates gets the spec's default
 * box there (product routes); a map place the marketplace does not know searches its own box.
 */
export function toDiscoveryLocation(place: Place): DiscoveryLocation {
  const location: DiscoveryLocation = { isOnline: place.isOnline };
  if (place.slug) location.slug = place.slug;
  if (place.placeType) location.placeType = place.placeType;
  if (place.latitude !== null) location.latitude = place.latitude;
  if (place.longitude !== null) location.longitude = place.longitude;
  if (place.bbox) location.bbox = place.bbox;
  return location;
}

/** Secondary suggestion text cut at 88 characters (product limits), with an ellipsis when cut. */
export function truncateSecondaryText(text: string): string {
  const chars = Array.from(text);
  return chars.length > SECONDARY_TEXT_MAX ? `${chars.slice(0, SECONDARY_TEXT_MAX).join('')}…` : text;
}

/** Picking a location closes the search overlay at 660 px and wider (product limits). */
export function shouldCloseSearchOverlay(viewportWidth: number): boolean {
  return Number.isFinite(viewportWidth) && viewportWidth >= SEARCH_OVERLAY_CLOSE_MIN_WIDTH;
}
