/**
 * Pure Place helpers the header's first render needs: the online pseudo-place (product states), the Place a
 * cookie describes, and the label the picker shows. No React, no globals. What a picked place becomes
 * (cookie and discovery forms) is ./picked-place.ts, and places from the geo API's answers are made in
 * ./server-place.ts: both load with what uses them, after the first render.
 */
import type { Messages } from '../i18n/messages';
import { ONLINE_LOCATION_SLUG } from '../routes/discovery-url';
import type { StoredLocation } from '../storage/location-cookie';
import type { Place } from './types';

/** Place type of the online pseudo-place. */
export const ONLINE_PLACE_TYPE = 'online';

/** The online pseudo-place with a null place id (product states: the fallback when no location is found). */
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
    // A cookie from before the type was kept: unknown, so the place searches its slug.
    placeType: stored.placeType ?? '',
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
