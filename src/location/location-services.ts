/**
 * Everything of the location feature that talks to the network: the geo client, the suggestion
 * provider, place resolution and the geolocation flow. The picker imports this module on demand
 * (`import('./location-services')`), so axios and the providers stay out of the header's first
 * render (the location on load reads the cookie first and only asks the server without one).
 */
import type { AxiosInstance } from 'axios';
import { createGeoApiClient } from '../api/client';
import { fetchPlaceFromCoordinates } from '../api/place-from-coordinates';
import { fetchPlaceFromGooglePlaceId } from '../api/place-from-google-place-id';
import { fetchPlaceFromRequest } from '../api/place-from-request';
import type { LocationSuggestion } from '../api/place-suggestions';
import { stripRecentPrefix } from '../storage/recent-locations';
import { locateUser, requestPosition, type LocateResult } from './geolocation';
import type { LocationStore } from './location-store';
import { placeFromViewport, toClientPlace } from './server-place';
import { createSuggestionProvider } from './providers/create-provider';
import type { LocationSuggestionProvider } from './providers/types';
import type { LatLng, LocationConfig, LocationEnvironment, PickableSuggestion, Place } from './types';

/** A place lookup answered with neither a place nor a viewport. */
export class PlaceLookupError extends Error {
  override readonly name = 'PlaceLookupError';
}

export interface LocationServices {
  /** The server's guess from the request (product API calls: place_from_request); null when it has none. */
  guessPlace(): Promise<Place | null>;
  /** Start loading the suggestion provider (the maps script) ahead of the first keystroke. */
  prepareSuggestions(): void;
  /**
   * Suggestions for the typed text near a point. The picker's type-ahead query calls this with
   * TanStack Query's signal, which reaches axios: a superseded request is aborted.
   */
  getSuggestions(input: string, near: LatLng | null, signal?: AbortSignal): Promise<LocationSuggestion[]>;
  /** The place behind a suggestion or recent item (product API calls: place_from_google_place_id). Rejects on failure. */
  resolveSuggestion(suggestion: PickableSuggestion): Promise<Place>;
  /** "Use my current location" on the store (product states: geolocation). */
  locateUser(store: LocationStore): Promise<LocateResult>;
  /** A place was picked: the provider's billing session ends. */
  endSession(): void;
}

export interface LocationServicesOptions {
  config: LocationConfig;
  environment: LocationEnvironment;
  /** The geo client; default `createGeoApiClient` on `config.serverUrl` with the environment's transport. */
  client?: AxiosInstance;
  /** The suggestion provider; default chosen from the config (`createSuggestionProvider`). */
  provider?: LocationSuggestionProvider;
}

export function createLocationServices(options: LocationServicesOptions): LocationServices {
  const { config, environment } = options;
  const client =
    options.client ??
    createGeoApiClient({
      baseURL: config.serverUrl ?? '',
      ...(environment.httpAdapter ? { adapter: environment.httpAdapter } : {}),
    });
  const provider =
    options.provider ?? createSuggestionProvider({ config, client, loadGooglePlaces: environment.loadGooglePlaces });
  const enableNeighborhoods = config.enableNeighborhoods === true;
  return {
    async guessPlace() {
      const place = await fetchPlaceFromRequest(client);
      return place ? toClientPlace(place) : null;
    },
    prepareSuggestions() {
      provider.prepare();
    },
    getSuggestions(input, near, signal) {
      return provider.getSuggestions({ input, near, signal });
    },
    async resolveSuggestion(suggestion) {
      const googlePlaceId = stripRecentPrefix(suggestion.value);
      const result = await fetchPlaceFromGooglePlaceId(client, {
        googlePlaceId,
        excludeNeighborhoods: !enableNeighborhoods,
        enableNeighborhoodsAndBoroughs: enableNeighborhoods,
      });
      if (result.kind === 'place') return toClientPlace(result.place);
      if (result.kind === 'viewport') {
        environment.reportMissingPlace(googlePlaceId);
        return placeFromViewport(result.viewport, suggestion);
      }
      throw new PlaceLookupError(`No place for ${googlePlaceId}`);
    },
    locateUser(store) {
      return locateUser(store, {
        requestPosition: () => requestPosition(environment),
        resolveCoordinates: async (latitude, longitude) => {
          const place = await fetchPlaceFromCoordinates(client, {
            latitude,
            longitude,
            excludeNeighborhoods: !enableNeighborhoods,
          });
          return place ? toClientPlace(place) : null;
        },
      });
    },
    endSession() {
      provider.endSession();
    },
  };
}
