/**
 * Pure Place helpers: the online pseudo-place (spec 4), cookie form <-> Place, the discovery-URL
 * view of a Place, and the label the picker shows. No React, no globals. Places from the geo API's
 * answers are made in ./server-place.ts, which loads with the full picker.
 */
import { SEARCH_OVERLAY_CLOSE_MIN_WIDTH, SECONDARY_TEXT_MAX } from '../config/constants';
import type { Messages } from '../i18n/messages';
import { ONLINE_LOCATION_SLUG, type DiscoveryLocation } from '../routes/discovery-url';
import type { StoredLocation } from '../storage/location-cookie';
import type { Place } from './types';

/** Place type of the online pseudo-place. */
export const ONLINE_PLACE_TYPE = 'online';

/** The online pseudo-place with a null place id (spec 4: the fallback when no location is found). */
export function getOnlinePlace(): Place {
  return {
    placeId: null,
    placeType: ONLINE_PLACE_TYPE,
    latitude: null,
    longitude: null,
    currentPlace: '',
    currentPlaceParent: '',
    slug: ONLINE_LOCATION_SLUG,
    isOnline: true,
    value: '',
    country: '',
  };
}

/** The place a `location` cookie describes; its name is read from the slug when shown. */
export function placeFromStoredLocation(stored: StoredLocation): Place {
  if (stored.isOnline) return getOnlinePlace();
  return {
    placeId: stored.placeId,
    placeType: '',
    latitude: stored.latitude,
    longitude: stored.longitude,
    currentPlace: '',
    currentPlaceParent: '',
    slug: stored.slug,
    isOnline: false,
    value: '',
    country: '',
  };
}

/** What the `location` cookie keeps of a place (spec 3 "Location"). */
export function toStoredLocation(place: Place): StoredLocation {
  return {
    slug: place.slug,
    placeId: place.placeId,
    latitude: place.latitude,
    longitude: place.longitude,
    isOnline: place.isOnline,
  };
}

/**
 * The place as `buildDiscoveryUrl` reads it. A place with only coordinates gets the spec's default
 * box there (spec 2); a map place the marketplace does not know searches its own box.
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

/**
 * A readable name from a location slug, for places known only by their cookie:
 * `ny--new-york` -> `New York`, `united-kingdom--london` -> `London`.
 */
export function getNameFromSlug(slug: string): string {
  const last = slug.split('--').pop() ?? '';
  return last
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The text the picker shows for a place (the online pseudo-place has its catalogue name). */
export function getPlaceLabel(place: Place | null, messages: Pick<Messages, 'onlineLocation'>): string {
  if (!place) return '';
  if (place.isOnline) return messages.onlineLocation;
  return place.value || place.currentPlace || getNameFromSlug(place.slug);
}

/** Secondary suggestion text cut at 88 characters (spec 9), with an ellipsis when cut. */
export function truncateSecondaryText(text: string): string {
  const chars = Array.from(text);
  return chars.length > SECONDARY_TEXT_MAX ? `${chars.slice(0, SECONDARY_TEXT_MAX).join('')}…` : text;
}

/** Picking a location closes the search overlay at 660 px and wider (spec 9). */
export function shouldCloseSearchOverlay(viewportWidth: number): boolean {
  return Number.isFinite(viewportWidth) && viewportWidth >= SEARCH_OVERLAY_CLOSE_MIN_WIDTH;
}

const isNullableNumber = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

/** Guard for a Place handed in from outside (a host's `value`). */
export function isPlace(value: unknown): value is Place {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    (p.placeId === null || typeof p.placeId === 'string') &&
    typeof p.placeType === 'string' &&
    isNullableNumber(p.latitude) &&
    isNullableNumber(p.longitude) &&
    typeof p.currentPlace === 'string' &&
    typeof p.currentPlaceParent === 'string' &&
    typeof p.slug === 'string' &&
    typeof p.isOnline === 'boolean' &&
    typeof p.value === 'string' &&
    typeof p.country === 'string'
  );
}
