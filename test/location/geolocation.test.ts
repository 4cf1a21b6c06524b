import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GEOLOCATION_TIMEOUT_MS } from '../../src/config/constants';
import { locateUser, requestPosition, type PositionResult } from '../../src/location/geolocation';
import { createLocationStore } from '../../src/location/location-store';
import { PLACES, toPlace } from '../../examples/location/fake-geo-server';
import { createFakeGeolocation, type FakeGeolocationOptions } from '../../examples/location/fake-geolocation';

const timers = {
  setTimeout: (callback: () => void, ms: number) => globalThis.setTimeout(callback, ms),
  clearTimeout: (id: unknown) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

function request(options: FakeGeolocationOptions) {
  const fake = createFakeGeolocation(options);
  return { fake, result: requestPosition({ ...timers, geolocation: fake.geolocation, permissions: fake.permissions }) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('requestPosition (product states: geolocation)', () => {
  it('answers the position, asking the browser with the 6 s timeout', async () => {
    const { fake, result } = request({ permission: 'granted', answer: { latitude: 51.5, longitude: -0.12 } });
    await expect(result).resolves.toEqual({ ok: true, latitude: 51.5, longitude: -0.12 });
    expect(fake.calls).toEqual([{ timeout: GEOLOCATION_TIMEOUT_MS }]);
  });

  it('a denied permission fails without asking for the position', async () => {
    const { fake, result } = request({ permission: 'denied' });
    await expect(result).resolves.toEqual({ ok: false, error: 'permissionDenied' });
    expect(fake.calls).toHaveLength(0);
  });

  it('no geolocation support fails as denied', async () => {
    await expect(requestPosition({ ...timers, geolocation: null, permissions: null })).resolves.toEqual({
      ok: false,
      error: 'permissionDenied',
    });
  });

  it('refusing the prompt fails as denied; a failed or timed-out position as unavailable', async () => {
    await expect(request({ permission: 'prompt', answer: { errorCode: 1 } }).result).resolves.toEqual({
      ok: false,
      error: 'permissionDenied',
    });
    await expect(request({ permission: 'granted', answer: { errorCode: 2 } }).result).resolves.toEqual({
      ok: false,
      error: 'positionUnavailable',
    });
    await expect(request({ permission: 'granted', answer: { errorCode: 3 } }).result).resolves.toEqual({
      ok: false,
      error: 'positionUnavailable',
    });
  });

  it('a browser that never answers still ends after 6 s, by our own timer', async () => {
    const { result } = request({ permission: 'granted', answer: 'never' });
    let settled: PositionResult | undefined;
    void result.then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(GEOLOCATION_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({ ok: false, error: 'positionUnavailable' });
  });

  it('works without the Permissions API (the request itself asks)', async () => {
    await expect(request({ permission: null, answer: { latitude: 1, longitude: 2 } }).result).resolves.toEqual({
      ok: true,
      latitude: 1,
      longitude: 2,
    });
  });

  it('a prompt answered with "granted" gives the position its full 6 s from then', async () => {
    const { fake, result } = request({ permission: 'prompt', answer: 'never' });
    let settled: PositionResult | undefined;
    void result.then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(4000);
    fake.setPermission('granted');
    await vi.advanceTimersByTimeAsync(GEOLOCATION_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({ ok: false, error: 'positionUnavailable' });
  });
});

describe('locateUser on the store', () => {
  const NEW_YORK = toPlace(PLACES.newYork);

  it('waits with use-browser-location, then stores the resolved place as the user location', async () => {
    const store = createLocationStore();
    const resolveCoordinates = vi.fn(async () => NEW_YORK);
    const pending = locateUser(store, {
      requestPosition: async () => ({ ok: true, latitude: 40.7, longitude: -74 }),
      resolveCoordinates,
    });
    expect(store.getState()).toMatchObject({ isWaiting: true, useBrowserLocation: true });
    await expect(pending).resolves.toEqual({ ok: true, place: NEW_YORK });
    expect(resolveCoordinates).toHaveBeenCalledWith(40.7, -74);
    expect(store.getState()).toMatchObject({ location: NEW_YORK, isWaiting: false, isUsingUserLocation: true });
  });

  it('an empty place fails as unresolved and keeps the previous location', async () => {
    const store = createLocationStore({ location: NEW_YORK });
    await expect(
      locateUser(store, {
        requestPosition: async () => ({ ok: true, latitude: 0, longitude: -30 }),
        resolveCoordinates: async () => null,
      }),
    ).resolves.toEqual({ ok: false, error: 'unresolved' });
    expect(store.getState()).toMatchObject({ location: NEW_YORK, isWaiting: false, useBrowserLocation: false });
  });

  it('a failed coordinates lookup also fails as unresolved', async () => {
    const store = createLocationStore();
    await expect(
      locateUser(store, {
        requestPosition: async () => ({ ok: true, latitude: 0, longitude: -30 }),
        resolveCoordinates: () => Promise.reject(new Error('500')),
      }),
    ).resolves.toEqual({ ok: false, error: 'unresolved' });
  });

  it('passes a position failure through and stops waiting', async () => {
    const store = createLocationStore();
    await expect(
      locateUser(store, {
        requestPosition: async () => ({ ok: false, error: 'permissionDenied' }),
        resolveCoordinates: async () => NEW_YORK,
      }),
    ).resolves.toEqual({ ok: false, error: 'permissionDenied' });
    expect(store.getState().isWaiting).toBe(false);
  });
});
