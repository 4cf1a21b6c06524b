/**
 * The demo API: the Fastify plugins host-demo's server registers. `apiPlugin` answers the product API calls'
 * calls under /api/ and /home/api/ (api/index.ts); `analyticsCollector` keeps the header's beacons for the
 * QA panel (analytics-collector.ts). The QA panel's fault names are a separate entry,
 * `@global-header/demo-api/fault-names`, because the browser bundle imports them.
 */
export { default as apiPlugin, registerApi, warmUp, type ApiPluginOptions } from './api/index';
export { default as analyticsCollector, COLLECTOR_PATH, type CollectorOptions } from './analytics-collector';
export { AUTOCOMPLETE_PATH } from './api/autocomplete';
export { EVENTS_SEARCH_PATH } from './api/events-search';
export { FAULT_COOKIE, FAULT_PARAM, FAULTS, type Fault } from './api/fault-names';
export { DEFAULT_PLACE_SLUG } from './api/context';
export { parseAcceptLanguage, placeFromLanguages } from './api/place-from-request';
export { getCatalogue } from './data/events';
export { getPlaceDb } from './data/places';
export { readNoBodies, serverTimeoutOptions } from './server-guards';
export { cookieHeaderWithIssued } from './api/csrf';
