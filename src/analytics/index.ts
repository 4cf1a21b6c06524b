export {
  EVENT_CREATE_ATTEMPT_ACTION,
  EVENT_CREATE_SOURCE,
  HEADER_CATEGORY,
  HeaderAction,
  buildEventCreateAttempt,
  buildHeaderEvent,
} from './events';
export {
  DEFAULT_ANALYTICS_ALLOW_LIST,
  DEFAULT_ANALYTICS_ENDPOINT,
  PENDING_EVENT_COOKIE,
  REFERRAL_STORAGE_KEY,
  createTracker,
  isAllowed,
  onLogout,
  sanitizeEvent,
} from './tracker';
export type { SendBeacon, Tracker, TrackerOptions } from './tracker';
