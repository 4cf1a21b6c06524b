/**
 * LocationProvider: which store, configuration and environment the location parts of one React
 * tree use. Optional: without it every part uses the page's default store (so a Header, a
 * SearchBar and a LocationPicker mounted as separate federated modules still share one location),
 * the keyless provider on the same origin, and the browser's globals.
 */
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createLazyModule } from '../lib/lazy-module';
import type { LocationServices } from './location-services';
import { getDefaultLocationStore, type LocationStore } from './location-store';
import { resolveEnvironment } from './environment';
import type { LocationConfig, LocationEnvironment, LocationState } from './types';

export interface LocationContextValue {
  store: LocationStore;
  config: LocationConfig;
  /** The environment (globals read on first call, never during render). */
  getEnvironment: () => LocationEnvironment;
  /** The network services, imported on first call. */
  getServices: () => Promise<LocationServices>;
}

export interface LocationProviderProps {
  /** The store to share; default the page's store. Pass a fresh one per request when rendering on a server. */
  store?: LocationStore;
  /** Provider choice and keys. */
  config?: LocationConfig;
  /**
   * Replacements for browser globals (tests, stories, hosts with their own cookie or storage
   * layer). Pass a stable object: a new one builds new services.
   */
  environment?: Partial<LocationEnvironment>;
  children?: ReactNode;
}

/** Builds a context value; the services module and the environment are created on first use. */
export function createLocationContextValue(
  store: LocationStore,
  config: LocationConfig = {},
  overrides: Partial<LocationEnvironment> = {},
): LocationContextValue {
  let environment: LocationEnvironment | null = null;
  const getEnvironment = () => (environment ??= resolveEnvironment(overrides));
  // Loaded on first call, once per value; a chunk that failed to arrive (flaky network) is asked for again
  // next time. Its callers handle a failure, so it is not logged here; the services show no texts, so none
  // are waited for.
  const services = createLazyModule(
    () =>
      import('./location-services').then(({ createLocationServices }) =>
        createLocationServices({ config, environment: getEnvironment() }),
      ),
    '',
    { withTexts: false },
  );
  return { store, config, getEnvironment, getServices: services.load };
}

const LocationContext = createContext<LocationContextValue | null>(null);

let defaultValue: LocationContextValue | null = null;
function getDefaultContextValue(): LocationContextValue {
  defaultValue ??= createLocationContextValue(getDefaultLocationStore());
  return defaultValue;
}

export function LocationProvider({ store, config, environment, children }: LocationProviderProps) {
  // Keyed by the config's fields, not its identity: a host passing `config={{ ... }}` inline must
  // not get new services (and a new maps session) on every render.
  const { stage, googleMapsApiKey, googleMapsApiKeyNonProd, enableNeighborhoods, serverUrl } = config ?? {};
  const value = useMemo(
    () =>
      createLocationContextValue(
        store ?? getDefaultLocationStore(),
        { stage, googleMapsApiKey, googleMapsApiKeyNonProd, enableNeighborhoods, serverUrl },
        environment,
      ),
    [store, stage, googleMapsApiKey, googleMapsApiKeyNonProd, enableNeighborhoods, serverUrl, environment],
  );
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

/** The nearest provider's value, else the page default. */
export function useLocationContext(): LocationContextValue {
  return useContext(LocationContext) ?? getDefaultContextValue();
}

/**
 * The shared location state; re-renders when it changes. `start` runs before each read in the browser (never for
 * the server's snapshot, which a hydration renders with first, so it matches the server's HTML): the pickers
 * start the location on load there, so a client render draws what it has (a place in the cookie) at once.
 */
export function useLocationState(start?: () => void): LocationState {
  const { store } = useLocationContext();
  const read = start ? () => (start(), store.getState()) : store.getState;
  return useSyncExternalStore(store.subscribe, read, store.getState);
}
