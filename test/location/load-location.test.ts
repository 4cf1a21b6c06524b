import { describe, expect, it, vi } from 'vitest';
import { loadLocation } from '../../src/location/load-location';
import { createLocationStore } from '../../src/location/location-store';
import { getOnlinePlace } from '../../src/location/place';
import { PLACES, toPlace } from '../../examples/location/fake-geo-server';

const NEW_YORK = toPlace(PLACES.newYork);
const LONDON = toPlace(PLACES.london);
const COOKIE = { slug: 'ca--san-francisco', placeId: '5391959', latitude: 37.77, longitude: -122.42, isOnline: false };

describe('the location on load (product states)', () => {
  it('a supplied value comes first: no cookie read, no server call', async () => {
    const store = createLocationStore();
    const readCookie = vi.fn(() => COOKIE);
    const guessPlace = vi.fn(async () => LONDON);
    await loadLocation(store, { supplied: NEW_YORK, readCookie, guessPlace });
    expect(store.getState().location).toBe(NEW_YORK);
    expect(readCookie).not.toHaveBeenCalled();
    expect(guessPlace).not.toHaveBeenCalled();
  });

  it('else the location cookie, without asking the server', async () => {
    const store = createLocationStore();
    const guessPlace = vi.fn(async () => LONDON);
    await loadLocation(store, { readCookie: () => COOKIE, guessPlace });
    expect(store.getState().location).toMatchObject({ slug: 'ca--san-francisco', placeId: '5391959' });
    expect(guessPlace).not.toHaveBeenCalled();
  });

  it('else the server guess, waiting meanwhile (the picker shows Finding location...)', async () => {
    const store = createLocationStore();
    let answer!: (place: typeof LONDON) => void;
    const pending = loadLocation(store, {
      readCookie: () => undefined,
      guessPlace: () => new Promise((resolve) => (answer = resolve)),
    });
    expect(store.getState().isWaiting).toBe(true);
    answer(LONDON);
    await pending;
    expect(store.getState()).toMatchObject({ location: LONDON, isWaiting: false });
  });

  it('a failed guess gives the online pseudo-place with a null place id', async () => {
    const store = createLocationStore();
    await loadLocation(store, {
      readCookie: () => undefined,
      guessPlace: () => Promise.reject(new Error('offline')),
    });
    expect(store.getState().location).toEqual(getOnlinePlace());
    expect(store.getState().location?.placeId).toBeNull();
  });

  it('a guess without a place also gives the online pseudo-place', async () => {
    const store = createLocationStore();
    await loadLocation(store, { readCookie: () => undefined, guessPlace: async () => null });
    expect(store.getState().location).toEqual(getOnlinePlace());
  });

  it('runs once per store however many parts ask (Header, SearchBar, LocationPicker)', async () => {
    const store = createLocationStore();
    const guessPlace = vi.fn(async () => LONDON);
    const first = loadLocation(store, { readCookie: () => undefined, guessPlace });
    const second = loadLocation(store, { readCookie: () => undefined, guessPlace });
    expect(second).toBe(first);
    await first;
    expect(guessPlace).toHaveBeenCalledTimes(1);
  });

  it('a store that already holds a location is left alone', async () => {
    const store = createLocationStore({ location: LONDON });
    await loadLocation(store, { supplied: NEW_YORK, readCookie: () => COOKIE, guessPlace: async () => null });
    expect(store.getState().location).toBe(LONDON);
  });

  it('a pick made while the guess is under way wins over the guess', async () => {
    const store = createLocationStore();
    let answer!: (place: typeof LONDON) => void;
    const pending = loadLocation(store, {
      readCookie: () => undefined,
      guessPlace: () => new Promise((resolve) => (answer = resolve)),
    });
    store.setLocation(NEW_YORK, 'pick');
    answer(LONDON);
    await pending;
    expect(store.getState().location).toBe(NEW_YORK);
  });

  it('every location it sets is a load, never a pick: none of them closes the search (product limits)', async () => {
    const cases = [
      { supplied: NEW_YORK, readCookie: () => undefined, guessPlace: async () => null },
      { readCookie: () => COOKIE, guessPlace: async () => null },
      { readCookie: () => undefined, guessPlace: async () => LONDON },
      { readCookie: () => undefined, guessPlace: () => Promise.reject(new Error('offline')) },
    ];
    for (const options of cases) {
      const store = createLocationStore();
      await loadLocation(store, options);
      expect(store.getState().location).not.toBeNull();
      expect(store.getState().picks).toBe(0);
    }
  });
});
