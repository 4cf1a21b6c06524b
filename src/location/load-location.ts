/**
 * The location on load (product states): a supplied value, else the `location` cookie, else the server's
 * guess from the request (place_from_request); when the guess fails or has no place, the online
 * pseudo-place with a null place id. While the guess is under way the store is waiting, so the
 * picker shows "Finding location...".
 *
 * Runs once per store, whoever asks first (Header, SearchBar and LocationPicker all may): later
 * calls get the same promise. Pure: the cookie read and the server call are injected. Every location
 * set here is a load, never a pick: it does not close the search overlay (product limits).
 */
import type { StoredLocation } from '../storage/location-cookie';
import type { LocationStore } from './location-store';
import { getOnlinePlace, placeFromStoredLocation } from './place';
import type { Place } from './types';

export interface LoadLocationOptions {
  /** A location handed in by the host or the component's `value`/`defaultValue`. */
  supplied?: Place | null;
  /** The `location` cookie, read only when nothing is supplied. */
  readCookie: () => StoredLocation | undefined;
  /** The server's guess: a place, or null when it has none. May reject. */
  guessPlace: () => Promise<Place | null>;
}

const loads = new WeakMap<LocationStore, Promise<void>>();

async function load(store: LocationStore, options: LoadLocationOptions): Promise<void> {
  if (options.supplied) {
    store.setLocation(options.supplied, 'load');
    return;
  }
  const stored = options.readCookie();
  if (stored) {
    store.setLocation(placeFromStoredLocation(stored), 'load');
    return;
  }
  store.waitForLocation();
  let guessed: Place | null = null;
  try {
    guessed = await options.guessPlace();
  } catch {
    guessed = null;
  }
  // A pick made while the guess was under way wins over the guess.
  if (store.getState().location && !store.getState().isWaiting) return;
  store.setLocation(guessed ?? getOnlinePlace(), 'load');
}

/** Fills the store once; a store that already holds a location is left as it is. */
export function loadLocation(store: LocationStore, options: LoadLocationOptions): Promise<void> {
  let pending = loads.get(store);
  if (!pending) {
    pending = store.getState().location ? Promise.resolve() : load(store, options);
    loads.set(store, pending);
  }
  return pending;
}
