import { describe, expect, it, vi } from 'vitest';
import { createLocationStore } from '../../src/location/location-store';
import { createLocationServices } from '../../src/location/location-services';
import { getOnlinePlace } from '../../src/location/place';
import type { LocationConfig, LocationEnvironment } from '../../src/location/types';
import {
  PLACES,
  UNKNOWN_MAP_PLACE_ID,
  createFakeGeoServer,
  toPlace,
  toSuggestion,
  type FakeGeoServerOptions,
} from '../../examples/location/fake-geo-server';
import { createFakeGeolocation } from '../../examples/location/fake-geolocation';

function setup(
  serverOptions: FakeGeoServerOptions = {},
  config: LocationConfig = {},
  env: Partial<LocationEnvironment> = {},
) {
  const server = createFakeGeoServer(serverOptions);
  const geo = createFakeGeolocation({ permission: 'granted', answer: { latitude: 51.5, longitude: -0.1 } });
  const reportMissingPlace = vi.fn();
  const environment: LocationEnvironment = {
    geolocation: geo.geolocation,
    permissions: geo.permissions,
    protocol: 'https:',
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
    httpAdapter: server.adapter,
    reportMissingPlace,
    ...env,
  };
  return { server, services: createLocationServices({ config, environment }), reportMissingPlace };
}

describe('location services over the geo calls (product API calls)', () => {
  it('guesses the place from the request', async () => {
    const { services, server } = setup({ guess: PLACES.london });
    await expect(services.guessPlace()).resolves.toEqual(toPlace(PLACES.london));
    expect(server.requestsTo('place_from_request')[0]?.baseURL).toBe('/home/api/geo');
  });

  it('calls the geo endpoints under the configured server URL', async () => {
    const { services, server } = setup({}, { serverUrl: 'https://www.example.com/' });
    await services.guessPlace();
    expect(server.requests[0]?.baseURL).toBe('https://www.example.com/home/api/geo');
  });

  it('resolves a suggestion by its map place id, with the neighborhood flags (product API calls)', async () => {
    const { services, server } = setup();
    await expect(services.resolveSuggestion(toSuggestion(PLACES.paris))).resolves.toEqual(toPlace(PLACES.paris));
    expect(server.requestsTo('place_from_google_place_id')[0]?.params).toEqual({
      googlePlaceId: PLACES.paris.id,
      excludeNeighborhoods: true,
      enableNeighborhoodsAndBoroughs: false,
    });
    const hoods = setup({}, { enableNeighborhoods: true });
    await hoods.services.resolveSuggestion(toSuggestion(PLACES.paris));
    expect(hoods.server.requestsTo('place_from_google_place_id')[0]?.params).toMatchObject({
      excludeNeighborhoods: false,
      enableNeighborhoodsAndBoroughs: true,
    });
  });

  it('resolves a recent place by the id behind its recent- prefix', async () => {
    const { services, server } = setup();
    const recent = {
      ...toSuggestion(PLACES.berlin),
      value: `recent-${PLACES.berlin.id}` as const,
      isHistorySuggestion: true as const,
    };
    await expect(services.resolveSuggestion(recent)).resolves.toMatchObject({ slug: 'germany--berlin' });
    expect(server.requestsTo('place_from_google_place_id')[0]?.params).toMatchObject({
      googlePlaceId: PLACES.berlin.id,
    });
  });

  it('a map place the marketplace does not know becomes a box and the miss is logged', async () => {
    const { services, reportMissingPlace } = setup();
    const suggestion = { ...toSuggestion(PLACES.paris), value: UNKNOWN_MAP_PLACE_ID, content: 'Somewhere' };
    const place = await services.resolveSuggestion(suggestion);
    expect(place).toMatchObject({ placeId: null, value: 'Somewhere', latitude: 12, longitude: 20 });
    expect(place.bbox?.sw).toEqual({ lat: 11.95, lng: 19.95 });
    expect(reportMissingPlace).toHaveBeenCalledWith(UNKNOWN_MAP_PLACE_ID);
  });

  it('a failed lookup rejects', async () => {
    const { services } = setup({ fail: { googlePlaceId: true } });
    await expect(services.resolveSuggestion(toSuggestion(PLACES.paris))).rejects.toThrow();
  });

  it('locates the user from coordinates, excluding neighborhoods unless enabled', async () => {
    const { services, server } = setup();
    const store = createLocationStore({ location: getOnlinePlace() });
    await expect(services.locateUser(store)).resolves.toEqual({ ok: true, place: toPlace(PLACES.london) });
    expect(server.requestsTo('place_from_coordinates')[0]?.params).toEqual({
      latitude: 51.5,
      longitude: -0.1,
      excludeNeighborhoods: true,
    });
    expect(store.getState()).toMatchObject({ location: toPlace(PLACES.london), isUsingUserLocation: true });
  });

  it('coordinates with no place fail as unresolved', async () => {
    const { services } = setup({ noPlaceAtCoordinates: true });
    await expect(services.locateUser(createLocationStore())).resolves.toEqual({ ok: false, error: 'unresolved' });
  });
});

describe('place suggestions (product validation rules)', () => {
  it("asks for the text near the point, handing the caller's abort signal (the query's) to axios", async () => {
    const { services, server } = setup();
    const controller = new AbortController();
    const near = { lat: 40.71, lng: -74.01 };
    await expect(services.getSuggestions('lond', near, controller.signal)).resolves.not.toHaveLength(0);
    const [request] = server.requestsTo('place_suggestions');
    expect(request?.params).toMatchObject({ input: 'lond', latitude: near.lat, longitude: near.lng });
    expect(request?.signal).toBe(controller.signal);
  });

  it('an aborted signal ends the request as cancelled, not answered', async () => {
    const { services } = setup({ delayMs: 10 });
    const controller = new AbortController();
    const asked = services.getSuggestions('par', null, controller.signal);
    controller.abort();
    await expect(asked).rejects.toMatchObject({ name: 'ApiError', kind: 'aborted' });
  });
});
