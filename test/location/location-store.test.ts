import { describe, expect, it, vi } from 'vitest';
import {
  INITIAL_LOCATION_STATE,
  createLocationStore,
  getDefaultLocationStore,
  locationReducer,
} from '../../src/location/location-store';
import { PLACES, toPlace } from '../../examples/location/fake-geo-server';

const NEW_YORK = toPlace(PLACES.newYork);
const LONDON = toPlace(PLACES.london);

describe('locationReducer: the spec 4 location transitions', () => {
  it('waitForLocation sets waiting and keeps the location', () => {
    const state = locationReducer({ ...INITIAL_LOCATION_STATE, location: NEW_YORK }, { type: 'waitForLocation' });
    expect(state).toEqual({ ...INITIAL_LOCATION_STATE, location: NEW_YORK, isWaiting: true });
  });

  it('getCurrentLocation sets use-browser-location and waiting', () => {
    expect(locationReducer(INITIAL_LOCATION_STATE, { type: 'getCurrentLocation' })).toEqual({
      ...INITIAL_LOCATION_STATE,
      useBrowserLocation: true,
      isWaiting: true,
    });
  });

  it('setLocation stores the location and clears every flag', () => {
    const busy = { location: LONDON, useBrowserLocation: true, isWaiting: true, isUsingUserLocation: true, picks: 0 };
    expect(locationReducer(busy, { type: 'setLocation', location: NEW_YORK, source: 'load' })).toEqual({
      location: NEW_YORK,
      useBrowserLocation: false,
      isWaiting: false,
      isUsingUserLocation: false,
      picks: 0,
    });
  });

  it('a pick is counted, a load is not: only a pick closes the search overlay (product limits)', () => {
    const loaded = locationReducer(INITIAL_LOCATION_STATE, { type: 'setLocation', location: NEW_YORK, source: 'load' });
    expect(loaded.picks).toBe(0);
    const picked = locationReducer(loaded, { type: 'setLocation', location: LONDON, source: 'pick' });
    expect(picked).toEqual({ ...INITIAL_LOCATION_STATE, location: LONDON, picks: 1 });
    // The same place picked again is a pick too (the visitor chose it).
    expect(locationReducer(picked, { type: 'setLocation', location: LONDON, source: 'pick' }).picks).toBe(2);
  });

  it('setUserLocation stores the location and marks it as the user location', () => {
    const asking = locationReducer(INITIAL_LOCATION_STATE, { type: 'getCurrentLocation' });
    expect(locationReducer(asking, { type: 'setUserLocation', location: NEW_YORK })).toEqual({
      location: NEW_YORK,
      useBrowserLocation: false,
      isWaiting: false,
      isUsingUserLocation: true,
      // Only the visitor's "Use my current location" asks for the position: a pick.
      picks: 1,
    });
  });

  it('a failed search for a location ends waiting and keeps the current location', () => {
    const asking = locationReducer(
      { ...INITIAL_LOCATION_STATE, location: LONDON, isUsingUserLocation: true },
      { type: 'getCurrentLocation' },
    );
    expect(locationReducer(asking, { type: 'locationFailed' })).toEqual({
      location: LONDON,
      useBrowserLocation: false,
      isWaiting: false,
      isUsingUserLocation: true,
      picks: 0,
    });
  });

  it('returns the same state when nothing changes, so subscribers are not woken for nothing', () => {
    const waiting = locationReducer(INITIAL_LOCATION_STATE, { type: 'waitForLocation' });
    expect(locationReducer(waiting, { type: 'waitForLocation' })).toBe(waiting);
    expect(locationReducer(INITIAL_LOCATION_STATE, { type: 'locationFailed' })).toBe(INITIAL_LOCATION_STATE);
  });
});

describe('createLocationStore', () => {
  it('notifies subscribers of each change and stops after unsubscribing', () => {
    const store = createLocationStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.waitForLocation();
    store.setLocation(NEW_YORK, 'load');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getState().location).toBe(NEW_YORK);
    unsubscribe();
    store.setLocation(LONDON, 'pick');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not notify when a transition changes nothing', () => {
    const store = createLocationStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.locationFailed();
    expect(listener).not.toHaveBeenCalled();
  });

  it('a listener that unsubscribes during a notification does not make the next one miss it', () => {
    const store = createLocationStore();
    const second = vi.fn();
    const unsubscribeFirst = store.subscribe(() => unsubscribeFirst());
    store.subscribe(second);
    store.waitForLocation();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('the default store is one per page: every caller gets the same store', () => {
    expect(getDefaultLocationStore()).toBe(getDefaultLocationStore());
    expect(createLocationStore()).not.toBe(getDefaultLocationStore());
  });
});
