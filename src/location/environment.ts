/**
 * The browser's globals as a LocationEnvironment. Only called from effects and event handlers,
 * never during render, so server rendering never reads window or navigator.
 */
import { LOG_PREFIX } from '../config/constants';
import type { LocationEnvironment } from './types';

export function getBrowserEnvironment(): LocationEnvironment {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const win = typeof window === 'undefined' ? undefined : window;
  return {
    geolocation: nav?.geolocation ?? null,
    permissions: (nav?.permissions as LocationEnvironment['permissions'] | undefined) ?? null,
    protocol: win?.location?.protocol ?? 'https:',
    // Looked up on each call, so test fake timers installed later are honoured.
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
    reportMissingPlace: (googlePlaceId) => {
      // The product API calls: a map place the marketplace does not know is logged. The header has no logging
      // service of its own, so it is a console warning the host can collect.
      // eslint-disable-next-line no-console
      console.warn(`${LOG_PREFIX} No marketplace place for map place ${googlePlaceId}; searching its viewport.`);
    },
  };
}

/** The browser environment with the given members replaced. */
export function resolveEnvironment(overrides: Partial<LocationEnvironment> = {}): LocationEnvironment {
  return { ...getBrowserEnvironment(), ...overrides };
}
