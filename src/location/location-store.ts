/**
 * The location store (product states: "Location state"): one small external store per page, read by the
 * Header, the SearchBar and the LocationPicker with `useSyncExternalStore`. The transitions are a
 * pure reducer, tested without React.
 *
 * One per page: the remote's modules are instantiated once per page, even when a host mounts the
 * Header, SearchBar and LocationPicker as separate federated modules, so a module-level default
 * store is shared by all of them. Tests and server rendering pass their own store instead
 * (`LocationProvider store={...}`): on a server the module outlives requests, so it must never hold
 * a visitor's location.
 *
 * A location has a source: the visitor's pick in a picker, or a load (the `location`
 * cookie, the server's guess, the online fallback, a host's value). The state counts picks, so the
 * one rule that follows them (product limits: a pick closes the search overlay at 660 px and up,
 * use-close-on-pick.ts) never mistakes a location that arrived on its own for a choice.
 */
import type { LocationState, Place } from './types';

/** Where a location came from: the visitor picked it, or it loaded on its own. */
export type LocationSource = 'pick' | 'load';

export type LocationAction =
  /** A location is being found (load): waiting. */
  | { type: 'waitForLocation' }
  /** The browser's position is being asked for: use-browser-location and waiting. */
  | { type: 'getCurrentLocation' }
  /** A location was picked or loaded: stored, every flag cleared; a pick is counted. */
  | { type: 'setLocation'; location: Place; source: LocationSource }
  /**
   * The browser's position resolved to a place: stored and marked as the user's location. Always a
   * pick: only the visitor's "Use my current location" asks for the position.
   */
  | { type: 'setUserLocation'; location: Place }
  /** Finding a location failed: waiting ends, the current location stays. */
  | { type: 'locationFailed' };

export const INITIAL_LOCATION_STATE: LocationState = {
  location: null,
  useBrowserLocation: false,
  isWaiting: false,
  isUsingUserLocation: false,
  picks: 0,
};

/** The product state transitions. Returns the same object when nothing changes (no needless re-render). */
export function locationReducer(state: LocationState, action: LocationAction): LocationState {
  switch (action.type) {
    case 'waitForLocation':
      return state.isWaiting ? state : { ...state, isWaiting: true };
    case 'getCurrentLocation':
      return state.isWaiting && state.useBrowserLocation
        ? state
        : { ...state, useBrowserLocation: true, isWaiting: true };
    case 'setLocation':
    case 'setUserLocation':
      return {
        location: action.location,
        useBrowserLocation: false,
        isWaiting: false,
        isUsingUserLocation: action.type === 'setUserLocation',
        // setUserLocation is always a pick (see its action).
        picks: action.type === 'setLocation' && action.source === 'load' ? state.picks : state.picks + 1,
      };
    case 'locationFailed':
      return !state.isWaiting && !state.useBrowserLocation
        ? state
        : { ...state, isWaiting: false, useBrowserLocation: false };
    default:
      return state;
  }
}

export interface LocationStore {
  getState(): LocationState;
  /** `useSyncExternalStore`'s subscribe: returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  dispatch(action: LocationAction): void;
  waitForLocation(): void;
  getCurrentLocation(): void;
  /** Stores a location; `source` says whether the visitor picked it (product limits: closes the search on a pick). */
  setLocation(location: Place, source: LocationSource): void;
  setUserLocation(location: Place): void;
  locationFailed(): void;
}

export function createLocationStore(initial: Partial<LocationState> = {}): LocationStore {
  let state: LocationState = { ...INITIAL_LOCATION_STATE, ...initial };
  const listeners = new Set<() => void>();
  const dispatch = (action: LocationAction) => {
    const next = locationReducer(state, action);
    if (next === state) return;
    state = next;
    // A copy: a listener that unsubscribes while being called must not skip the next one.
    for (const listener of [...listeners]) listener();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispatch,
    waitForLocation: () => dispatch({ type: 'waitForLocation' }),
    getCurrentLocation: () => dispatch({ type: 'getCurrentLocation' }),
    setLocation: (location, source) => dispatch({ type: 'setLocation', location, source }),
    setUserLocation: (location) => dispatch({ type: 'setUserLocation', location }),
    locationFailed: () => dispatch({ type: 'locationFailed' }),
  };
}

let defaultStore: LocationStore | undefined;

/** The page's shared store (created on first use). */
export function getDefaultLocationStore(): LocationStore {
  defaultStore ??= createLocationStore();
  return defaultStore;
}
