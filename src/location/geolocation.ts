/**
 * "Use my current location" (product states: "Geolocation"): check the permission (denied or unsupported
 * fails), ask for the position with a 6-second timeout, resolve the place from the coordinates
 * (an empty place fails). Pure: navigator.geolocation, navigator.permissions and the clock are
 * injected.
 *
 * The timeout is the browser's (`timeout` option) and also our own timer, because some browsers
 * never call back at all (Firefox when its permission prompt is dismissed, some WebViews). Our
 * timer starts with the request; the browser's own timeout excludes the time its permission prompt
 * is shown, so when the Permissions API reports the prompt being answered with "granted", our timer
 * starts over and the position gets its full 6 seconds too.
 */
import { GEOLOCATION_TIMEOUT_MS } from '../config/constants';
import type { LocationStore } from './location-store';
import type { GeolocationLike, LocationErrorCode, PermissionsLike, PermissionStatusLike, Place, Timers } from './types';

/** GeolocationPositionError.PERMISSION_DENIED. */
const PERMISSION_DENIED = 1;

export interface PositionEnvironment extends Timers {
  geolocation: GeolocationLike | null;
  permissions: PermissionsLike | null;
}

export type PositionResult =
  | { ok: true; latitude: number; longitude: number }
  | { ok: false; error: Extract<LocationErrorCode, 'permissionDenied' | 'positionUnavailable'> };

async function queryPermission(permissions: PermissionsLike | null): Promise<PermissionStatusLike | null> {
  if (!permissions) return null;
  try {
    return await permissions.query({ name: 'geolocation' });
  } catch {
    // Old Safari throws for the 'geolocation' name: the request itself will ask.
    return null;
  }
}

/** The browser's position, or why there is none. Never rejects. */
export async function requestPosition(
  env: PositionEnvironment,
  timeoutMs: number = GEOLOCATION_TIMEOUT_MS,
): Promise<PositionResult> {
  const { geolocation } = env;
  if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') {
    return { ok: false, error: 'permissionDenied' };
  }
  const status = await queryPermission(env.permissions);
  if (status?.state === 'denied') return { ok: false, error: 'permissionDenied' };

  return new Promise<PositionResult>((resolve) => {
    let done = false;
    let timer: unknown = null;
    const finish = (result: PositionResult) => {
      if (done) return;
      done = true;
      if (timer !== null) env.clearTimeout(timer);
      status?.removeEventListener?.('change', onChange);
      resolve(result);
    };
    const arm = () => {
      if (timer !== null) env.clearTimeout(timer);
      timer = env.setTimeout(() => finish({ ok: false, error: 'positionUnavailable' }), timeoutMs);
    };
    const onChange = () => {
      if (status?.state === 'granted' && !done) arm();
    };
    arm();
    if (status?.state === 'prompt') status.addEventListener?.('change', onChange);
    try {
      geolocation.getCurrentPosition(
        (position) => {
          const { latitude, longitude } = position.coords;
          if (Number.isFinite(latitude) && Number.isFinite(longitude)) finish({ ok: true, latitude, longitude });
          else finish({ ok: false, error: 'positionUnavailable' });
        },
        (error) =>
          finish({ ok: false, error: error?.code === PERMISSION_DENIED ? 'permissionDenied' : 'positionUnavailable' }),
        { timeout: timeoutMs, maximumAge: 0 },
      );
    } catch {
      // A sandboxed iframe without the geolocation permission policy throws.
      finish({ ok: false, error: 'permissionDenied' });
    }
  });
}

export type LocateResult = { ok: true; place: Place } | { ok: false; error: LocationErrorCode };

export interface LocateUserOptions {
  requestPosition: () => Promise<PositionResult>;
  /** The place at a point, null for none. May reject (a failed call). */
  resolveCoordinates: (latitude: number, longitude: number) => Promise<Place | null>;
}

/**
 * The whole flow on the store: getCurrentLocation (waiting), then setUserLocation with the
 * resolved place (a pick: the visitor asked for it, so it closes the search overlay at 660 px and up,
 * the product limits), or locationFailed with the reason.
 */
export async function locateUser(store: LocationStore, options: LocateUserOptions): Promise<LocateResult> {
  store.getCurrentLocation();
  const fail = (error: LocationErrorCode): LocateResult => {
    store.locationFailed();
    return { ok: false, error };
  };
  const position = await options.requestPosition();
  if (!position.ok) return fail(position.error);
  let place: Place | null;
  try {
    place = await options.resolveCoordinates(position.latitude, position.longitude);
  } catch {
    // A failed call leaves the place as unresolved as an empty answer does.
    return fail('unresolved');
  }
  if (!place) return fail('unresolved');
  store.setUserLocation(place);
  return { ok: true, place };
}
