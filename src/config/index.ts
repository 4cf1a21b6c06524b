/**
 * Public entry of the config folder for code outside `src/` (host-demo, examples): the data types of
 * the props contract, stages, locales and the spec numbers a host or its API needs (the props
 * themselves, their defaults and parsing: src/props/index.ts). Lint (eslint.config.js, host-demo and examples zones) lets outside code
 * import `src/config` only through this file, so everything else here stays free to change.
 */
export type * from './types';
export {
  BRAND_COLOR,
  BREAKPOINTS,
  DEFAULT_ANALYTICS_ENDPOINT,
  DEFAULT_BBOX_LAT_DELTA,
  DEFAULT_BBOX_LNG_DELTA,
  DEFAULT_HELP_LANGUAGE,
  DEFAULT_LOCALE,
  DESKTOP_SEARCH_INPUT_MIN_WIDTH_PX,
  HEADER_HEIGHT_DESKTOP,
  HEADER_HEIGHT_MOBILE,
  LOCATION_BIAS_RADIUS_M,
  LOG_PREFIX,
  REMOTE_LOAD_TIMEOUT_MS,
  SEARCH_MAX_ITEMS,
  SERVER_BUILD_FETCH_TIMEOUT_MS,
  SERVER_BUILD_RETRY_MS,
  SERVER_MANIFEST_REVALIDATE_MS,
  SERVER_RENDER_BUDGET_MS,
  SERVER_PLACE_GUESS_TIMEOUT_MS,
  TRENDING_TIMEFRAME,
  type BreakpointName,
} from './constants';
export { DEFAULT_PRODUCT } from './product';
export { DEFAULT_STAGE, STAGES, findStage, getFaviconSet, type FaviconSet } from './stage';
export { LOCALES, findLocale, type LocaleEntry } from './locales';
export {
  REMOTE_ENTRY_FILE,
  REMOTE_MANIFEST_FILE,
  SCRIPT_TAG_FILE,
  SCRIPT_TAG_RECORD_FILE,
  SCRIPT_TAG_FETCH_TIMEOUT_MS,
  SLIM_REMOTE_ENTRY_FILE,
  SLIM_REMOTE_MANIFEST_FILE,
} from './remote-files';
export {
  RELEASES_FOLDER,
  RELEASE_MINIMUM_VERSION,
  RELEASE_RECORD_EXPIRY_MS,
  RELEASE_RETENTION_COUNT,
} from './releases';
