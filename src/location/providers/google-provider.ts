/**
 * The Google Places provider (legacy `AutocompleteService`, which takes the spec's 200 km bias:
 * the newer `AutocompleteSuggestion` caps a bias circle at 50 km).
 * - Suggestions only once the script has loaded (product validation rules): each request waits for the library.
 * - Types: `(regions)`, or with neighborhoods the five types of the product validation rules.
 * - Biased within LOCATION_BIAS_RADIUS_M of known coordinates (product validation rules).
 * - One `AutocompleteSessionToken` per picking session, dropped when a place is picked, so the
 *   keystrokes and the pick of one session are billed once.
 * A failed load is forgotten, so the next request loads again (with its own retry).
 */
import type { LocationSuggestion } from '../../api/place-suggestions';
import { LOCATION_BIAS_RADIUS_M } from '../../config/constants';
import { createLazyModule } from '../../lib/lazy-module';
import type { GooglePlacesLibrary, GooglePrediction, GoogleAutocompletionRequest } from '../types';
import { loadGooglePlaces } from './google-maps-loader';
import { getSuggestionTypes } from './place-types';
import type { LocationSuggestionProvider } from './types';

export interface GoogleProviderOptions {
  apiKey: string;
  enableNeighborhoods: boolean;
  /** Loads the places library (default: @googlemaps/js-api-loader with one retry). */
  loadPlaces?: (apiKey: string) => Promise<GooglePlacesLibrary>;
}

/** A prediction in the map-service suggestion shape of the product entities. */
export function toLocationSuggestion(prediction: GooglePrediction): LocationSuggestion {
  const main = prediction.structured_formatting?.main_text || prediction.description;
  const secondary = prediction.structured_formatting?.secondary_text ?? '';
  const terms = prediction.terms ?? [];
  return {
    content: main,
    secondaryContent: secondary,
    placeType: prediction.types?.[0] ?? '',
    value: prediction.place_id,
    currentPlace: main,
    currentPlaceParent: secondary,
    country: terms.length > 0 ? (terms[terms.length - 1]?.value ?? '') : '',
  };
}

/** The service answers "no results" as a rejected promise with code ZERO_RESULTS. */
function isZeroResults(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ZERO_RESULTS';
}

export function createGoogleProvider(options: GoogleProviderOptions): LocationSuggestionProvider {
  const loadPlaces = options.loadPlaces ?? loadGooglePlaces;
  const types = [...getSuggestionTypes(options.enableNeighborhoods)];
  // Loaded on first use; a failed load is tried again on the next use, and the suggestions query shows its error.
  const places = createLazyModule(
    () => loadPlaces(options.apiKey).then((library) => ({ library, service: new library.AutocompleteService() })),
    '',
    { withTexts: false },
  );
  let sessionToken: object | null = null;

  return {
    prepare() {
      places.load().catch(() => undefined);
    },
    async getSuggestions({ input, near }) {
      const { library, service } = await places.load();
      sessionToken ??= new library.AutocompleteSessionToken();
      const request: GoogleAutocompletionRequest = { input, types, sessionToken };
      if (near) request.locationBias = { center: { lat: near.lat, lng: near.lng }, radius: LOCATION_BIAS_RADIUS_M };
      try {
        const { predictions } = await service.getPlacePredictions(request);
        return (predictions ?? []).filter((p) => typeof p?.place_id === 'string').map(toLocationSuggestion);
      } catch (error) {
        if (isZeroResults(error)) return [];
        throw error;
      }
    },
    endSession() {
      sessionToken = null;
    },
  };
}
