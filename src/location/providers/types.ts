/** The one interface every location suggestion provider implements (keyless, Google Places). */
import type { LocationSuggestion } from '../../api/place-suggestions';
import type { LatLng } from '../types';

export interface SuggestionRequest {
  /** The typed text (not empty: the picker asks for nothing on empty text, product validation rules). */
  input: string;
  /** Known coordinates: suggestions within LOCATION_BIAS_RADIUS_M come first (product validation rules). */
  near?: LatLng | null;
  signal?: AbortSignal;
}

export interface LocationSuggestionProvider {
  /** Start loading what the provider needs (the maps script) before the first keystroke. */
  prepare(): void;
  /** Suggestions for the text; rejects when the service fails. */
  getSuggestions(request: SuggestionRequest): Promise<LocationSuggestion[]>;
  /** A place was picked: the next request opens a new session (one billed pick per session). */
  endSession(): void;
}
