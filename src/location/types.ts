/**
 * Public types of the location feature: the client Place (product entities), the location state (product states),
 * the provider configuration and the injectable environment (STYLE.md: window, navigator,
 * storage, cookies and the clock are injectable so tests and server rendering never touch globals).
 */
import type { ApiClientOptions } from '../api/client';
import type { LocationSuggestion } from '../api/place-suggestions';
import type { Stage } from '../config/types';
import type { CookieStore } from '../storage/cookies';
import type { StorageOption } from '../storage/local-storage';
import type { RecentLocationItem } from '../storage/recent-locations';
import type { LatLng, Place } from './public-types';

export type { LocationSuggestion, RecentLocationItem };
export type { LatLng, Place, PlaceBoundingBox } from './public-types';

/** What can be picked from the list: a live suggestion or a recent place (whose extra fields may be missing). */
export type PickableSuggestion = LocationSuggestion | RecentLocationItem;

/** Location state (product states: "Location state"). */
export interface LocationState {
  /** The current location; null until the first one is known. */
  location: Place | null;
  /** Set by getCurrentLocation: the browser's position was asked for. */
  useBrowserLocation: boolean;
  /** A location is being found (load, geolocation): the picker shows "Finding location...". */
  isWaiting: boolean;
  /** The current location came from the browser's position (setUserLocation). */
  isUsingUserLocation: boolean;
  /**
   * How many places the visitor picked on this page (a suggestion, a recent place, "Use my current
   * location"). A location that loads on its own (cookie, server guess, online fallback, a host's
   * value) does not count: only a pick closes the search overlay (product limits).
   */
  picks: number;
}

/** Why finding or picking a location failed; each maps to one product error catalogue text. */
export type LocationErrorCode =
  /** Geolocation denied or unsupported. */
  | 'permissionDenied'
  /** Position failed or timed out. */
  | 'positionUnavailable'
  /** The coordinates resolved to no place. */
  | 'unresolved'
  /** A suggestion or place lookup call failed. */
  | 'lookupFailed'
  /** The typed text has no suggestions. */
  | 'noResults';

/** Which suggestion provider to use and with what keys (the lead maps header props onto this). */
export interface LocationConfig {
  /** Deployment stage: `prod` uses `googleMapsApiKey`, every other stage `googleMapsApiKeyNonProd` (product API calls). */
  stage?: Stage;
  /** Maps key for production. */
  googleMapsApiKey?: string;
  /** Maps key for every other stage. Without the stage's key the keyless provider is used. */
  googleMapsApiKeyNonProd?: string;
  /** Neighborhoods, localities, sublocalities, countries and first-level regions instead of regions only (product validation rules). */
  enableNeighborhoods?: boolean;
  /** Server base URL for the geo calls ('' = same origin). */
  serverUrl?: string;
}

/** The part of `navigator.geolocation` used. */
export interface GeolocationLike {
  getCurrentPosition(
    success: (position: { coords: { latitude: number; longitude: number } }) => void,
    error?: (error: { code: number }) => void,
    options?: { timeout?: number; maximumAge?: number; enableHighAccuracy?: boolean },
  ): void;
}

/** The part of a `PermissionStatus` used. */
export interface PermissionStatusLike {
  state: 'granted' | 'denied' | 'prompt' | string;
  addEventListener?(type: 'change', listener: () => void): void;
  removeEventListener?(type: 'change', listener: () => void): void;
}

/** The part of `navigator.permissions` used. */
export interface PermissionsLike {
  query(descriptor: { name: 'geolocation' }): Promise<PermissionStatusLike>;
}

/** The subset of `google.maps.places` the Google provider uses (legacy AutocompleteService). */
export interface GooglePlacesLibrary {
  AutocompleteService: new () => {
    getPlacePredictions(request: GoogleAutocompletionRequest): Promise<{ predictions: GooglePrediction[] | null }>;
  };
  AutocompleteSessionToken: new () => object;
}

export interface GoogleAutocompletionRequest {
  input: string;
  types: string[];
  sessionToken: object;
  locationBias?: { center: LatLng; radius: number };
}

export interface GooglePrediction {
  place_id: string;
  description: string;
  types?: string[];
  structured_formatting?: { main_text?: string; secondary_text?: string | null };
  terms?: { value: string }[];
}

export type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
};

/** Everything global the location feature touches, injectable (STYLE.md). */
export interface LocationEnvironment extends Timers {
  /** `navigator.geolocation`; null when unsupported. */
  geolocation: GeolocationLike | null;
  /** `navigator.permissions`; null when the browser has no Permissions API. */
  permissions: PermissionsLike | null;
  /** Cookie store (default js-cookie on document.cookie). */
  cookies?: CookieStore;
  /** localStorage (undefined = window.localStorage, null = none). */
  storage?: StorageOption;
  /** Page protocol: the location cookie is secure on `https:`. */
  protocol: string;
  /** HTTP transport for the geo calls (tests and stories pass a fake; default axios's own). */
  httpAdapter?: ApiClientOptions['adapter'];
  /** Loads `google.maps.places` for a key (default: @googlemaps/js-api-loader with one retry). */
  loadGooglePlaces?: (apiKey: string) => Promise<GooglePlacesLibrary>;
  /** Reports a map place the marketplace does not know (product API calls: "a missing-place event is logged"). */
  reportMissingPlace: (googlePlaceId: string) => void;
}
