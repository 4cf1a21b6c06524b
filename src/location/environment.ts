/**
 * The browser's globals as a LocationEnvironment. Only called from effects and event handlers,
 * never during render, so server rendering never reads window or navigator.
 */
import { LOG_PREFIX } from '../config/constants';
import type { LocationEnvironment } from './types';

/**
 * Longest wait for an idle moment before the full picker loads anyway: a page that is never idle
 * (animations, polling) must not leave the picker half-loaded. Not a spec number: a project choice.
 */
const IDLE_TIMEOUT_MS = 2000;
/** Without requestIdleCallback: let the page's own start-up work run first. */
const IDLE_FALLBACK_DELAY_MS = 300;

export function getBrowserEnvironment(): LocationEnvironment {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const win = typeof window === 'undefined' ? undefined : window;
  return {
    geolocation: nav?.geolocation ?? null,
    permissions: (nav?.permissions as LocationEnvironment['permissions'] | undefined) ?? null,
    protocol: win?.location?.protocol ?? 'https:',
    getViewportWidth: () => win?.innerWidth ?? 0,
    // Looked up on each call, so test fake timers installed later are honoured.
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
    reportMissingPlace: (googlePlaceId) => {
      // Spec 7: a map place the marketplace does not know is logged. The header has no logging
      // service of its own, so it is a console warning the host can collect.
      // eslint-disable-next-line no-console
      console.warn(`${LOG_PREFIX} No marketplace place for map place ${googlePlaceId}; searching its viewport.`);
    },
    whenIdle: (callback) => {
      // Safari has no requestIdleCallback: a timer after the current work is the nearest thing.
      if (typeof win?.requestIdleCallback === 'function') {
        const id = win.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
        return () => win.cancelIdleCallback(id);
      }
      const id = globalThis.setTimeout(callback, IDLE_FALLBACK_DELAY_MS);
      return () => globalThis.clearTimeout(id);
    },
  };
}

/** The browser environment with the given members replaced. */
export function resolveEnvironment(overrides: Partial<LocationEnvironment> = {}): LocationEnvironment {
  return { ...getBrowserEnvironment(), ...overrides };
}
