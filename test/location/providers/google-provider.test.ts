import { describe, expect, it, vi } from 'vitest';
import { LOCATION_BIAS_RADIUS_M } from '../../../src/config/constants';
import { createGoogleProvider, toLocationSuggestion } from '../../../src/location/providers/google-provider';
import type { GoogleAutocompletionRequest, GooglePlacesLibrary, GooglePrediction } from '../../../src/location/types';

const SF_PREDICTION: GooglePrediction = {
  place_id: 'ChIJIQBpAG2ahYAR_6128GcTUEo',
  description: 'San Francisco, CA, USA',
  types: ['locality', 'political', 'geocode'],
  structured_formatting: { main_text: 'San Francisco', secondary_text: 'CA, USA' },
  terms: [{ value: 'San Francisco' }, { value: 'CA' }, { value: 'USA' }],
};

/** A fake `google.maps.places`: records requests and session tokens, answers from `answer`. */
function createFakePlaces(
  answer: (request: GoogleAutocompletionRequest) => Promise<{ predictions: GooglePrediction[] | null }>,
) {
  const requests: GoogleAutocompletionRequest[] = [];
  let tokens = 0;
  class AutocompleteSessionToken {
    readonly id = ++tokens;
  }
  class AutocompleteService {
    getPlacePredictions(request: GoogleAutocompletionRequest) {
      requests.push(request);
      return answer(request);
    }
  }
  const library: GooglePlacesLibrary = { AutocompleteService, AutocompleteSessionToken };
  return { library, requests, tokenCount: () => tokens };
}

describe('Google Places provider', () => {
  it('maps predictions to the map-service suggestion shape (product entities)', () => {
    expect(toLocationSuggestion(SF_PREDICTION)).toEqual({
      content: 'San Francisco',
      secondaryContent: 'CA, USA',
      placeType: 'locality',
      value: 'ChIJIQBpAG2ahYAR_6128GcTUEo',
      currentPlace: 'San Francisco',
      currentPlaceParent: 'CA, USA',
      country: 'USA',
    });
  });

  it('asks nothing before the script has loaded, then answers (product validation rules)', async () => {
    const fake = createFakePlaces(async () => ({ predictions: [SF_PREDICTION] }));
    let loaded!: (library: GooglePlacesLibrary) => void;
    const loadPlaces = vi.fn(() => new Promise<GooglePlacesLibrary>((resolve) => (loaded = resolve)));
    const provider = createGoogleProvider({ apiKey: 'key', enableNeighborhoods: false, loadPlaces });
    const pending = provider.getSuggestions({ input: 'san' });
    await Promise.resolve();
    expect(fake.requests).toHaveLength(0);
    loaded(fake.library);
    await expect(pending).resolves.toHaveLength(1);
    expect(loadPlaces).toHaveBeenCalledWith('key');
  });

  it('limits types to regions, or with neighborhoods to the five spec 5 types', async () => {
    const regions = createFakePlaces(async () => ({ predictions: [] }));
    await createGoogleProvider({
      apiKey: 'k',
      enableNeighborhoods: false,
      loadPlaces: async () => regions.library,
    }).getSuggestions({ input: 'a' });
    expect(regions.requests[0]?.types).toEqual(['(regions)']);
    const hoods = createFakePlaces(async () => ({ predictions: [] }));
    await createGoogleProvider({
      apiKey: 'k',
      enableNeighborhoods: true,
      loadPlaces: async () => hoods.library,
    }).getSuggestions({ input: 'a' });
    expect(hoods.requests[0]?.types).toEqual([
      'neighborhood',
      'locality',
      'sublocality',
      'country',
      'administrative_area_level_1',
    ]);
  });

  it('biases within 200000 m of known coordinates, and not at all without them', async () => {
    const fake = createFakePlaces(async () => ({ predictions: [] }));
    const provider = createGoogleProvider({
      apiKey: 'k',
      enableNeighborhoods: false,
      loadPlaces: async () => fake.library,
    });
    await provider.getSuggestions({ input: 'a', near: { lat: 40.7, lng: -74 } });
    await provider.getSuggestions({ input: 'b' });
    expect(fake.requests[0]?.locationBias).toEqual({ center: { lat: 40.7, lng: -74 }, radius: LOCATION_BIAS_RADIUS_M });
    expect(LOCATION_BIAS_RADIUS_M).toBe(200_000);
    expect(fake.requests[1]?.locationBias).toBeUndefined();
  });

  it('uses one session token per picking session, and a new one after a pick', async () => {
    const fake = createFakePlaces(async () => ({ predictions: [SF_PREDICTION] }));
    const provider = createGoogleProvider({
      apiKey: 'k',
      enableNeighborhoods: false,
      loadPlaces: async () => fake.library,
    });
    await provider.getSuggestions({ input: 's' });
    await provider.getSuggestions({ input: 'sa' });
    await provider.getSuggestions({ input: 'san' });
    expect(new Set(fake.requests.map((r) => r.sessionToken)).size).toBe(1);
    provider.endSession();
    await provider.getSuggestions({ input: 'l' });
    expect(fake.requests[3]?.sessionToken).not.toBe(fake.requests[0]?.sessionToken);
    expect(fake.tokenCount()).toBe(2);
  });

  it('zero results is an empty list, other service errors reject', async () => {
    const zero = createFakePlaces(() => Promise.reject(Object.assign(new Error('none'), { code: 'ZERO_RESULTS' })));
    await expect(
      createGoogleProvider({
        apiKey: 'k',
        enableNeighborhoods: false,
        loadPlaces: async () => zero.library,
      }).getSuggestions({
        input: 'zz',
      }),
    ).resolves.toEqual([]);
    const denied = createFakePlaces(() =>
      Promise.reject(Object.assign(new Error('denied'), { code: 'REQUEST_DENIED' })),
    );
    await expect(
      createGoogleProvider({
        apiKey: 'k',
        enableNeighborhoods: false,
        loadPlaces: async () => denied.library,
      }).getSuggestions({ input: 'zz' }),
    ).rejects.toThrow('denied');
  });

  it('a failed load rejects, and the next request loads again', async () => {
    const fake = createFakePlaces(async () => ({ predictions: [SF_PREDICTION] }));
    const loadPlaces = vi
      .fn<(key: string) => Promise<GooglePlacesLibrary>>()
      .mockRejectedValueOnce(new Error('script blocked'))
      .mockResolvedValue(fake.library);
    const provider = createGoogleProvider({ apiKey: 'k', enableNeighborhoods: false, loadPlaces });
    await expect(provider.getSuggestions({ input: 's' })).rejects.toThrow('script blocked');
    await expect(provider.getSuggestions({ input: 's' })).resolves.toHaveLength(1);
    expect(loadPlaces).toHaveBeenCalledTimes(2);
  });

  it('prepare starts the load before the first keystroke', async () => {
    const fake = createFakePlaces(async () => ({ predictions: [] }));
    const loadPlaces = vi.fn(async () => fake.library);
    const provider = createGoogleProvider({ apiKey: 'k', enableNeighborhoods: false, loadPlaces });
    provider.prepare();
    expect(loadPlaces).toHaveBeenCalledTimes(1);
    await provider.getSuggestions({ input: 'a' });
    expect(loadPlaces).toHaveBeenCalledTimes(1);
  });
});
