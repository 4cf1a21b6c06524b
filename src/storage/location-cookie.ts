/**
 * The `location` cookie (product states: running a search stores the location in a cookie; on load the
 * location comes from it). 30 days, path / and secure (product limits) - with one deliberate exception:
 * `secure` is set only when the page is served over https. Firefox and Safari refuse to store a
 * Secure cookie set from an http page (Chrome makes an exception for `localhost` only), so on the
 * http://127.0.0.1 demo and test servers a secure cookie would silently never be saved.
 */
import { LATITUDE_MAX, LOCATION_COOKIE_DAYS, LONGITUDE_MAX, STORED_TEXT_MAX } from '../config/constants';
import { browserCookies, getJsonCookie, pageProtocol, removeCookie, setCookie, type CookieStore } from './cookies';

/** Cookie name (product API calls: "location cookie named location"). */
export const LOCATION_COOKIE_NAME = 'location';
export const LOCATION_COOKIE_PATH = '/';

/**
 * The location as stored in the cookie (product entities: "Location"), plus the place type: a country-level
 * place searches under `united-states` (product routes), so the type must survive a reload.
 */
export interface StoredLocation {
  slug: string;
  placeId: string | null;
  latitude: number | null;
  longitude: number | null;
  isOnline: boolean;
  /**
   * Place type of the map service or server (`locality`, `region`, `country`...). Absent in cookies
   * written before it was kept: such a place reads back with an unknown type and searches its slug.
   */
  placeType?: string;
}

/** null, or a finite number within ±max (latitude 999 made every suggestion call a 400). */
function isNullableInRange(value: unknown, max: number): value is number | null {
  return value === null || (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= max);
}

function isStoredText(value: unknown): value is string {
  return typeof value === 'string' && value.length <= STORED_TEXT_MAX;
}

/**
 * Guard for a cookie-stored location (the cookie is user-editable, so it is checked on read):
 * coordinates within their ranges, texts no longer than STORED_TEXT_MAX.
 */
export function isStoredLocation(value: unknown): value is StoredLocation {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return (
    isStoredText(v.slug) &&
    (v.placeId === null || isStoredText(v.placeId)) &&
    isNullableInRange(v.latitude, LATITUDE_MAX) &&
    isNullableInRange(v.longitude, LONGITUDE_MAX) &&
    typeof v.isOnline === 'boolean' &&
    (v.placeType === undefined || isStoredText(v.placeType))
  );
}

export interface LocationCookieOptions {
  cookies?: CookieStore;
  /** Page protocol, default `window.location.protocol`; `secure` is set only for `https:`. */
  protocol?: string;
}

/** The saved location, or undefined when absent, unreadable or malformed. */
export function readLocationCookie(options: LocationCookieOptions = {}): StoredLocation | undefined {
  const found = getJsonCookie(LOCATION_COOKIE_NAME, isStoredLocation, options.cookies ?? browserCookies);
  return found ? pickStoredFields(found) : undefined;
}

/** Only the cookie's own fields (a cookie or a caller's object may carry more). */
function pickStoredFields(location: StoredLocation): StoredLocation {
  const { slug, placeId, latitude, longitude, isOnline, placeType } = location;
  const picked: StoredLocation = { slug, placeId, latitude, longitude, isOnline };
  if (placeType) picked.placeType = placeType;
  return picked;
}

/** Save the location for 30 days on path / (secure on https). False when it could not be written. */
export function saveLocationCookie(location: StoredLocation, options: LocationCookieOptions = {}): boolean {
  if (!isStoredLocation(location)) return false;
  return setCookie(
    LOCATION_COOKIE_NAME,
    JSON.stringify(pickStoredFields(location)),
    {
      expires: LOCATION_COOKIE_DAYS,
      path: LOCATION_COOKIE_PATH,
      secure: (options.protocol ?? pageProtocol()) === 'https:',
      sameSite: 'lax',
    },
    options.cookies ?? browserCookies,
  );
}

export function clearLocationCookie(options: LocationCookieOptions = {}): boolean {
  return removeCookie(LOCATION_COOKIE_NAME, { path: LOCATION_COOKIE_PATH }, options.cookies ?? browserCookies);
}
