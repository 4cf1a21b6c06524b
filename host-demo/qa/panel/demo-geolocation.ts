/**
 * QA's geolocation switch (`geo` key): stand-ins for the page's `navigator.geolocation` and the
 * geolocation permission, installed once before the header loads, so QA sees every "Use my current
 * location" outcome (product states and error catalogue) without the browser's sensor settings. Each call reads the switch
 * as it is then, so a panel change needs no reload; without it they pass through to the browser.
 */
export const DEMO_GEOLOCATIONS = ['paris', 'new-york', 'nowhere', 'denied', 'unavailable', 'never'] as const;
export type DemoGeolocation = (typeof DEMO_GEOLOCATIONS)[number];

export const DEMO_GEOLOCATION_LABELS: Record<DemoGeolocation | '', string> = {
  '': "The browser's own",
  paris: 'At Paris',
  'new-york': 'At New York',
  nowhere: 'In the open sea (no place resolves)',
  denied: 'Permission denied',
  unavailable: 'Position unavailable',
  never: 'Never answers (6 s timeout)',
};

const POSITIONS: Record<'paris' | 'new-york' | 'nowhere', { latitude: number; longitude: number }> = {
  paris: { latitude: 48.8566, longitude: 2.3522 },
  'new-york': { latitude: 40.7128, longitude: -74.006 },
  // Point Nemo, the ocean's pole of inaccessibility: 2,700 km from any land, so the demo API's
  // place_from_coordinates answers no place, and the picker says "Looks like we weren't able to
  // resolve your location." (product error catalogue).
  nowhere: { latitude: -48.8767, longitude: -123.3933 },
};

/** GeolocationPositionError codes. */
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;

function positionError(code: number, message: string): GeolocationPositionError {
  return { code, message, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError;
}

export function installDemoGeolocation(readMode: () => DemoGeolocation | ''): void {
  const real = navigator.geolocation as Geolocation | undefined;
  const realPermissions = navigator.permissions as Permissions | undefined;

  const geolocation: Geolocation = {
    getCurrentPosition(success, error, options) {
      const mode = readMode();
      if (mode === '') {
        if (real) real.getCurrentPosition(success, error, options);
        else error?.(positionError(POSITION_UNAVAILABLE, 'No geolocation in this browser.'));
        return;
      }
      if (mode === 'never') return; // like a browser whose prompt was dismissed: no callback at all
      if (mode === 'denied') {
        error?.(positionError(PERMISSION_DENIED, 'QA switch: permission denied.'));
        return;
      }
      if (mode === 'unavailable') {
        error?.(positionError(POSITION_UNAVAILABLE, 'QA switch: position unavailable.'));
        return;
      }
      const { latitude, longitude } = POSITIONS[mode];
      const coords = { latitude, longitude, accuracy: 20, altitude: null, altitudeAccuracy: null, heading: null };
      success({ coords: { ...coords, speed: null }, timestamp: Date.now() } as GeolocationPosition);
    },
    watchPosition: (success, error, options) => real?.watchPosition(success, error, options) ?? 0,
    clearWatch: (id) => real?.clearWatch(id),
  };

  const permissions = {
    query(descriptor: PermissionDescriptor): Promise<PermissionStatus> {
      const mode = readMode();
      if (descriptor.name !== 'geolocation' || mode === '') {
        if (realPermissions) return realPermissions.query(descriptor);
        return Promise.reject(new TypeError('No Permissions API in this browser.'));
      }
      const state: PermissionState = mode === 'denied' ? 'denied' : 'granted';
      return Promise.resolve({
        name: 'geolocation',
        state,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      } as PermissionStatus);
    },
  } as Permissions;

  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: permissions });
}
