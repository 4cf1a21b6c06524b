export {
  API_V3_PREFIX,
  ApiError,
  CSRF_COOKIE_NAME,
  CSRF_HEADER_NAME,
  FIRST_ERROR_STATUS,
  GEO_API_PREFIX,
  createApiClient,
  createGeoApiClient,
  isApiError,
  parseErrorBody,
  toApiError,
} from './client';
export type { ApiClientOptions, ApiErrorKind, ArgumentsError } from './client';
export { parseServerPlace, readPlaceBody } from './geo-place';
export type { ServerPlace, ServerPlaceName } from './geo-place';
export { PLACE_FROM_REQUEST_PATH, fetchPlaceFromRequest } from './place-from-request';
export { PLACE_FROM_COORDINATES_PATH, fetchPlaceFromCoordinates } from './place-from-coordinates';
export type { PlaceFromCoordinatesParams } from './place-from-coordinates';
export {
  PLACE_FROM_GOOGLE_PLACE_ID_PATH,
  fetchPlaceFromGooglePlaceId,
  readPlaceFromGooglePlaceIdBody,
} from './place-from-google-place-id';
export type {
  GeoPoint,
  PlaceFromGooglePlaceIdParams,
  PlaceFromGooglePlaceIdResult,
  PlaceViewport,
} from './place-from-google-place-id';
export { PLACE_SUGGESTIONS_PATH, fetchPlaceSuggestions, parseLocationSuggestion } from './place-suggestions';
export type { LocationSuggestion, PlaceSuggestionsParams } from './place-suggestions';
export { SEARCH_AUTOCOMPLETE_PATH, fetchSearchSuggestions, readSearchSuggestionsBody } from './search-autocomplete';
export type { SearchSuggestionsParams } from './search-autocomplete';
export { TRENDING_PATH, fetchTrendingSearches, readTrendingBody } from './trending';
