/**
 * A fake `navigator.geolocation` + `navigator.permissions` for the "Use my current location"
 * flow: a permission state, and an answer (a position, an error code, or never answering).
 */
import type { GeolocationLike, PermissionsLike, PermissionStatusLike } from '../../src/location';

export type FakePositionAnswer =
  | { latitude: number; longitude: number }
  | { errorCode: 1 | 2 | 3 }
  /** The browser never calls back (a dismissed prompt in Firefox, some WebViews). */
  | 'never';

export interface FakeGeolocationOptions {
  /** The Permissions API's answer; null = no Permissions API. */
  permission?: 'granted' | 'denied' | 'prompt' | null;
  answer?: FakePositionAnswer;
  /** Answer after this many ms (through globalThis.setTimeout, so fake timers control it). */
  delayMs?: number;
}

export interface FakeGeolocation {
  geolocation: GeolocationLike;
  permissions: PermissionsLike | null;
  /** The options each getCurrentPosition call got. */
  calls: { timeout?: number }[];
  /** Changes the permission state as the browser's prompt would, firing `change`. */
  setPermission(state: 'granted' | 'denied' | 'prompt'): void;
}

export function createFakeGeolocation(options: FakeGeolocationOptions = {}): FakeGeolocation {
  const { permission = 'granted', answer = { latitude: 40.7, longitude: -74 }, delayMs = 0 } = options;
  const listeners = new Set<() => void>();
  const status: PermissionStatusLike = {
    state: permission ?? 'prompt',
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const calls: { timeout?: number }[] = [];
  const geolocation: GeolocationLike = {
    getCurrentPosition(success, error, positionOptions) {
      calls.push({ timeout: positionOptions?.timeout });
      if (answer === 'never') return;
      const respond = () => {
        if ('errorCode' in answer) error?.({ code: answer.errorCode });
        else success({ coords: { latitude: answer.latitude, longitude: answer.longitude } });
      };
      if (delayMs > 0) globalThis.setTimeout(respond, delayMs);
      else queueMicrotask(respond);
    },
  };
  return {
    geolocation,
    permissions: permission === null ? null : { query: async () => status },
    calls,
    setPermission(state) {
      status.state = state;
      for (const listener of [...listeners]) listener();
    },
  };
}
