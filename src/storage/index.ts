export { getDefaultStorage, isStringArray, readJson, removeItem, writeJson } from './local-storage';
export type { Guard, StorageLike, StorageOption } from './local-storage';
export { browserCookies, getCookie, getJsonCookie, removeCookie, setCookie } from './cookies';
export type { CookieAttributes, CookieStore } from './cookies';
export { cookieHeaderStore } from './cookie-header';
export {
  SEARCH_HISTORY_KEY,
  addSearchHistory,
  clearSearchHistory,
  getSearchHistory,
  normaliseSearchHistory,
  normaliseSearchTerm,
} from './search-history';
export {
  RECENT_LOCATIONS_KEY,
  RECENT_LOCATIONS_STORED,
  RECENT_VALUE_PREFIX,
  addRecentLocation,
  getRecentLocations,
  stripRecentPrefix,
  toStoredLocation,
} from './recent-locations';
export type { RecentLocationItem, StoredLocationSuggestion } from './recent-locations';
export {
  LOCATION_COOKIE_NAME,
  LOCATION_COOKIE_PATH,
  clearLocationCookie,
  isStoredLocation,
  readLocationCookie,
  saveLocationCookie,
} from './location-cookie';
export type { LocationCookieOptions, StoredLocation } from './location-cookie';
