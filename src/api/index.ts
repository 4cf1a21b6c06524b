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
