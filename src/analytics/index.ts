/**
 * Analytics (product API calls): the header's events, the tracker and the product route page-name map. Also a public
 * entry for code outside `src/`: host-demo's collector reads DEFAULT_ANALYTICS_ENDPOINT here, so the
 * route the beacons go to and the route the demo server answers are one constant.
 */
export {
  EVENT_CREATE_ATTEMPT_ACTION,
  EVENT_CREATE_SOURCE,
  HEADER_CATEGORY,
  HeaderAction,
  SEARCH_ACTION,
  buildSearchEvent,
  buildEventCreateAttempt,
  buildHeaderEvent,
} from './events';
export {
  DEFAULT_ANALYTICS_ALLOW_LIST,
  DEFAULT_ANALYTICS_ENDPOINT,
  PAGE_NAME_FIELD,
  PENDING_EVENT_COOKIE,
  createTracker,
  isAllowed,
  sanitizeEvent,
} from './tracker';
export { REFERRAL_STORAGE_KEY, onLogout } from './logout';
export type { SendBeacon, Tracker, TrackerOptions } from './tracker';
export { OTHER_PAGE_NAME, PAGE_NAMES, getPageName } from './page-names';
export type { PageNameEntry } from './page-names';
