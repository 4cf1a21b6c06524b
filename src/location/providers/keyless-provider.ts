/**
 * The keyless provider, used when no maps key is configured: the host's own
 * GET /home/api/geo/place_suggestions/ answers map-service suggestions (product entities), biased around the
 * known coordinates, limited to the product validation place types. Nothing to load and no billing sessions.
 */
import type { AxiosInstance } from 'axios';
import { fetchPlaceSuggestions } from '../../api/place-suggestions';
import { getSuggestionTypes } from './place-types';
import type { LocationSuggestionProvider } from './types';

export interface KeylessProviderOptions {
  /** The geo client (`createGeoApiClient`). */
  client: AxiosInstance;
  enableNeighborhoods: boolean;
}

export function createKeylessProvider({
  client,
  enableNeighborhoods,
}: KeylessProviderOptions): LocationSuggestionProvider {
  const types = getSuggestionTypes(enableNeighborhoods);
  return {
    prepare() {},
    getSuggestions({ input, near, signal }) {
      return fetchPlaceSuggestions(
        client,
        { input, types, ...(near ? { latitude: near.lat, longitude: near.lng } : {}) },
        { signal },
      );
    },
    endSession() {},
  };
}
