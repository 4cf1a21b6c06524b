/**
 * The place a picker shows, shared by the first-render input (`LocationPicker`) and the
 * full picker (`useLocationPicker`), so both agree before and after the full picker arrives:
 * - controlled (`value` given): that place, mirrored into the shared store so the Header and the
 *   SearchBar read it too; uncontrolled: the store's place, else `defaultValue`;
 * - the location on load (product states) is started once per store, whoever renders first in the browser:
 *   a supplied place or one in the cookie is in the store for that first render, so its first frame shows
 *   the place (a hydration renders the server's snapshot first and starts it just after).
 */
import { useEffect, useRef } from 'react';
import { readLocationCookie } from '../storage/location-cookie';
import { useLocationContext, useLocationState } from './location-context';
import { loadLocation } from './load-location';
import type { Place } from './types';

export interface PickerPlaceOptions {
  /** Controlled place: shown as given, and mirrored into the shared store. */
  value?: Place | null;
  /** Place to start with when nothing else is known yet (the "supplied value" of the product states). */
  defaultValue?: Place | null;
}

export function usePickerPlace(options: PickerPlaceOptions) {
  const context = useLocationContext();
  const { store } = context;
  // The supplied value is the one of the first render: later changes of a controlled value arrive
  // through the mirror effect below.
  const suppliedRef = useRef(options.value ?? options.defaultValue ?? null);
  // Once per store (loadLocation keeps its promise): the cookie and a supplied place are read at once, the
  // server's guess is a request.
  const start = () => {
    const env = context.getEnvironment();
    void loadLocation(store, {
      supplied: suppliedRef.current,
      readCookie: () => readLocationCookie({ cookies: env.cookies, protocol: env.protocol }),
      guessPlace: () => context.getServices().then((services) => services.guessPlace()),
    });
  };
  const state = useLocationState(start);
  const isControlled = options.value !== undefined;
  const place = isControlled ? (options.value ?? null) : (state.location ?? options.defaultValue ?? null);
  // After a hydration, which read the server's snapshot: started here.
  useEffect(start, [context, store]);

  // A controlled value is the page's location too; picks never write the store in controlled
  // mode, so the parent's value stays the only source.
  const controlledValue = options.value;
  useEffect(() => {
    // A host's value is a load, not the visitor's pick: it never closes the search (product limits).
    if (controlledValue && store.getState().location !== controlledValue) store.setLocation(controlledValue, 'load');
  }, [controlledValue, store]);

  return { context, store, state, isControlled, place };
}
