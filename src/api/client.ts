/**
 * The one axios instance factory (product API calls: "General JSON client"). Every endpoint file builds its
 * calls on an instance from here; nothing else in src/ creates axios instances.
 *
 * - Base path `/api/v3` under the server URL ('' = same origin, relative). The geo calls live
 *   under `/home/api/geo` (product API calls): same factory, other `basePath` (`createGeoApiClient`).
 * - Same-origin credentials: `withCredentials` is left unset on purpose. The XHR adapter then
 *   sends cookies to the same origin only, and the fetch adapter uses `credentials: 'same-origin'`;
 *   setting `false` explicitly would make the fetch adapter send `credentials: 'omit'`, dropping
 *   the session cookie.
 * - CSRF through axios's own options: the token is read from the `csrftoken` cookie and sent as
 *   `X-CSRFToken`. `withXSRFToken` stays unset, so axios adds the header for same-origin URLs
 *   only: a host that points `serverUrl` at another origin never leaks the token there.
 * - `X-Requested-With: XMLHttpRequest` and `Accept: application/json` on every call; JSON
 *   `Content-Type` on every non-GET method (axios sets it for object bodies anyway; this also
 *   covers string bodies and empty ones).
 * - Status 400 and above rejects (`validateStatus`) with a typed `ApiError`; so do network
 *   failures, timeouts and aborts (with `kind` telling them apart).
 * - AbortSignal: pass `{ signal }` per request; an aborted request rejects with kind `aborted`.
 * - Every call times out after API_TIMEOUT_MS: a request that never answers rejects with
 *   kind `timeout`, so search and location reach their product error catalogue failure texts.
 * - A 2xx body that is not JSON rejects with kind `malformed` (axios's `silentJSONParsing` would
 *   hand it over as a string, which the endpoints then read as an empty answer).
 */
import axios, { type AxiosAdapter, type AxiosInstance, type AxiosRequestConfig, type CreateAxiosDefaults } from 'axios';
import { API_TIMEOUT_MS } from '../config/constants';

/** Prefix of the JSON API (product API calls). */
export const API_V3_PREFIX = '/api/v3';
/** Prefix of the geo calls (product API calls: /home/api/geo/...). */
export const GEO_API_PREFIX = '/home/api/geo';
/** Cookie holding the CSRF token, and the header it is sent in (product API calls: "CSRF headers (token from a cookie)"). */
export const CSRF_COOKIE_NAME = 'csrftoken';
export const CSRF_HEADER_NAME = 'X-CSRFToken';
/** First status that rejects (product API calls: "Status 400 and above is rejected"). */
export const FIRST_ERROR_STATUS = 400;

export interface ApiClientOptions {
  /** Server base URL (the environment's `serverUrl`); '' or absent = same origin, relative URLs. */
  baseURL?: string;
  /** Path prefix under the server; default `/api/v3`. */
  basePath?: string;
  /** Transport override (tests use a fake adapter; never the network). Default: axios's XHR adapter. */
  adapter?: AxiosAdapter | AxiosRequestConfig['adapter'];
  /** axios `env` (e.g. a custom `fetch` for the fetch adapter). */
  env?: AxiosRequestConfig['env'];
  /** Give up after this many ms; default API_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** What went wrong: an HTTP error status, no response, a timeout, or an abort by the caller. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'malformed';

/** Field name -> error codes, from `error_detail.ARGUMENTS_ERROR` (e.g. `{ q: ['INVALID'] }`). */
export type ArgumentsError = Record<string, string[]>;

/** A rejected API call. Body fields are read defensively: a malformed body leaves them undefined. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; null when there was no response. */
  readonly status: number | null;
  /** Body `error` code, e.g. `ARGUMENTS_ERROR`. */
  readonly error: string | undefined;
  /** Body `error_description`. */
  readonly errorDescription: string | undefined;
  /** Body `error_detail.ARGUMENTS_ERROR`, normalised to field -> list of codes. */
  readonly argumentsError: ArgumentsError | undefined;
  /** The raw response body (untrusted). */
  readonly body: unknown;

  constructor(init: { kind: ApiErrorKind; status: number | null; body?: unknown; message?: string }) {
    const fields = parseErrorBody(init.body);
    super(
      init.message ??
        (init.kind === 'http'
          ? `Request failed with status ${init.status}${fields.error ? ` (${fields.error})` : ''}`
          : init.kind === 'malformed'
            ? `Response is not JSON (status ${init.status})`
            : `Request ${init.kind === 'network' ? 'failed: no response' : init.kind}`),
    );
    this.kind = init.kind;
    this.status = init.status;
    this.body = init.body;
    this.error = fields.error;
    this.errorDescription = fields.errorDescription;
    this.argumentsError = fields.argumentsError;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Read `error`, `error_description` and `error_detail.ARGUMENTS_ERROR` from any body; never throws. */
export function parseErrorBody(body: unknown): {
  error?: string;
  errorDescription?: string;
  argumentsError?: ArgumentsError;
} {
  try {
    let data = body;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        return {};
      }
    }
    if (!isRecord(data)) return {};
    const result: { error?: string; errorDescription?: string; argumentsError?: ArgumentsError } = {};
    if (typeof data.error === 'string') result.error = data.error;
    if (typeof data.error_description === 'string') result.errorDescription = data.error_description;
    const detail = data.error_detail;
    const args = isRecord(detail) ? detail.ARGUMENTS_ERROR : undefined;
    if (isRecord(args)) {
      const fields: ArgumentsError = {};
      for (const [key, value] of Object.entries(args)) {
        const codes =
          typeof value === 'string'
            ? [value]
            : Array.isArray(value)
              ? value.filter((c): c is string => typeof c === 'string')
              : [];
        if (codes.length > 0) fields[key] = codes;
      }
      result.argumentsError = fields;
    }
    return result;
  } catch {
    return {};
  }
}

/** Turn whatever axios (or an adapter) rejected with into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error)) return new ApiError({ kind: 'aborted', status: null });
  if (axios.isAxiosError(error)) {
    if (error.code === 'ERR_CANCELED') return new ApiError({ kind: 'aborted', status: null });
    // A 2xx body that failed JSON parsing under `silentJSONParsing: false` (axios's transformResponse
    // also parses error bodies: an HTML 502 page stays an `http` error with its raw text).
    const status = error.response?.status;
    if (error.cause instanceof SyntaxError && status !== undefined && status < FIRST_ERROR_STATUS)
      return new ApiError({ kind: 'malformed', status });
    if (error.response) return new ApiError({ kind: 'http', status: error.response.status, body: error.response.data });
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')
      return new ApiError({ kind: 'timeout', status: null });
    return new ApiError({ kind: 'network', status: null });
  }
  return new ApiError({ kind: 'network', status: null, message: error instanceof Error ? error.message : undefined });
}

function joinBase(baseURL: string | undefined, basePath: string): string {
  const base = (baseURL ?? '').trim().replace(/\/+$/, '');
  const path = `/${basePath.trim().replace(/^\/+|\/+$/g, '')}`;
  return path === '/' ? base : `${base}${path}`;
}

const JSON_CONTENT_TYPE = { 'Content-Type': 'application/json' };

/** Create the JSON client for `{baseURL}{basePath}` (default `/api/v3`). */
export function createApiClient(options: ApiClientOptions = {}): AxiosInstance {
  const config: CreateAxiosDefaults = {
    baseURL: joinBase(options.baseURL, options.basePath ?? API_V3_PREFIX),
    xsrfCookieName: CSRF_COOKIE_NAME,
    xsrfHeaderName: CSRF_HEADER_NAME,
    validateStatus: (status) => status >= 200 && status < FIRST_ERROR_STATUS,
    timeout: options.timeoutMs ?? API_TIMEOUT_MS,
    timeoutErrorMessage: 'Request timeout',
    // Malformed JSON is an error, not a string body (see the header comment).
    // (axios parses strictly only when JSON is asked for by `responseType`).
    responseType: 'json',
    transitional: { silentJSONParsing: false, forcedJSONParsing: true, clarifyTimeoutError: true },
    headers: {
      common: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
      post: JSON_CONTENT_TYPE,
      put: JSON_CONTENT_TYPE,
      patch: JSON_CONTENT_TYPE,
      delete: JSON_CONTENT_TYPE,
    },
  };
  if (options.adapter) config.adapter = options.adapter;
  if (options.env) config.env = options.env;
  const instance = axios.create(config);
  instance.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));
  return instance;
}

/** The same client for the geo calls under `/home/api/geo` (product API calls). */
export function createGeoApiClient(options: Omit<ApiClientOptions, 'basePath'> = {}): AxiosInstance {
  return createApiClient({ ...options, basePath: GEO_API_PREFIX });
}
