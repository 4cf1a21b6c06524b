import { describe, expect, it, vi } from 'vitest';
import { createGeoApiClient } from '../../../src/api/client';
import {
  createLazyProvider,
  createSuggestionProvider,
  getMapsApiKey,
} from '../../../src/location/providers/create-provider';
import { createKeylessProvider } from '../../../src/location/providers/keyless-provider';
import type { LocationSuggestionProvider } from '../../../src/location/providers/types';
import type { GooglePlacesLibrary } from '../../../src/location/types';
import { PLACES, createFakeGeoServer, toSuggestion } from '../../../examples/location/fake-geo-server';

describe('choosing the maps key (product API calls: a different key outside production)', () => {
  const keys = { googleMapsApiKey: 'prod-key', googleMapsApiKeyNonProd: 'other-key' };

  it('prod uses the production key, every other stage the other key', () => {
    expect(getMapsApiKey({ ...keys, stage: 'prod' })).toBe('prod-key');
    expect(getMapsApiKey({ ...keys })).toBe('prod-key');
    for (const stage of ['local', 'dev', 'test', 'preprod'] as const) {
      expect(getMapsApiKey({ ...keys, stage })).toBe('other-key');
    }
  });

  it('never uses the production key outside production, and no key means none', () => {
    expect(getMapsApiKey({ googleMapsApiKey: 'prod-key', stage: 'dev' })).toBeNull();
    expect(getMapsApiKey({ googleMapsApiKeyNonProd: '  ', stage: 'dev' })).toBeNull();
    expect(getMapsApiKey({})).toBeNull();
  });
});

describe('the keyless provider (the host place_suggestions call)', () => {
  it('sends the text, the known coordinates and the region types, and reads the predictions', async () => {
    const server = createFakeGeoServer();
    const provider = createKeylessProvider({
      client: createGeoApiClient({ adapter: server.adapter }),
      enableNeighborhoods: false,
    });
    const suggestions = await provider.getSuggestions({ input: 'san', near: { lat: 40.7, lng: -74 } });
    expect(suggestions).toEqual([toSuggestion(PLACES.sanFrancisco)]);
    const [request] = server.requestsTo('place_suggestions');
    expect(request?.baseURL).toBe('/home/api/geo');
    expect(request?.params).toEqual({ input: 'san', latitude: 40.7, longitude: -74, types: '(regions)' });
  });

  it('with neighborhoods sends the five spec 5 types joined by |', async () => {
    const server = createFakeGeoServer();
    const provider = createKeylessProvider({
      client: createGeoApiClient({ adapter: server.adapter }),
      enableNeighborhoods: true,
    });
    await provider.getSuggestions({ input: 'par' });
    expect(server.requestsTo('place_suggestions')[0]?.params).toEqual({
      input: 'par',
      types: 'neighborhood|locality|sublocality|country|administrative_area_level_1',
    });
  });
});

describe('createSuggestionProvider', () => {
  it('is keyless when no key is configured for the stage', async () => {
    const server = createFakeGeoServer();
    const loadGooglePlaces = vi.fn();
    const provider = createSuggestionProvider({
      config: { stage: 'dev', googleMapsApiKey: 'prod-only' },
      client: createGeoApiClient({ adapter: server.adapter }),
      loadGooglePlaces,
    });
    await provider.getSuggestions({ input: 'lon' });
    expect(server.requestsTo('place_suggestions')).toHaveLength(1);
    expect(loadGooglePlaces).not.toHaveBeenCalled();
  });

  it('with a key, loads Google Places with that key and never calls the keyless endpoint', async () => {
    const server = createFakeGeoServer();
    class AutocompleteSessionToken {}
    class AutocompleteService {
      async getPlacePredictions() {
        return {
          predictions: [
            {
              place_id: 'g1',
              description: 'Lisbon, Portugal',
              structured_formatting: { main_text: 'Lisbon', secondary_text: 'Portugal' },
            },
          ],
        };
      }
    }
    const loadGooglePlaces = vi.fn(async (): Promise<GooglePlacesLibrary> => ({
      AutocompleteService,
      AutocompleteSessionToken,
    }));
    const provider = createSuggestionProvider({
      config: { stage: 'test', googleMapsApiKey: 'prod', googleMapsApiKeyNonProd: 'nonprod' },
      client: createGeoApiClient({ adapter: server.adapter }),
      loadGooglePlaces,
    });
    const suggestions = await provider.getSuggestions({ input: 'lis' });
    expect(suggestions.map((s) => s.content)).toEqual(['Lisbon']);
    expect(loadGooglePlaces).toHaveBeenCalledWith('nonprod');
    expect(server.requests).toHaveLength(0);
  });
});

describe('createLazyProvider', () => {
  it('imports on first use, retries a failed import, and has no session to end before loading', async () => {
    const inner: LocationSuggestionProvider = {
      prepare: vi.fn(),
      getSuggestions: vi.fn(async () => []),
      endSession: vi.fn(),
    };
    const load = vi
      .fn<() => Promise<LocationSuggestionProvider>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(inner);
    const provider = createLazyProvider(load);
    provider.endSession();
    expect(load).not.toHaveBeenCalled();
    await expect(provider.getSuggestions({ input: 'a' })).rejects.toThrow('chunk failed');
    await expect(provider.getSuggestions({ input: 'a' })).resolves.toEqual([]);
    provider.endSession();
    expect(inner.endSession).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
