/**
 * Public entry of the routes folder for code outside `src/` (host-demo, examples): the discovery URL
 * scheme (product routes, docs/url-scheme.md) and the top-level header links a host's fallback header shows.
 * Lint lets outside code import `src/routes` only through this file.
 */
export {
  buildDiscoveryUrl,
  parseDiscoveryUrl,
  type BoundingBox,
  type DiscoveryLocation,
  type DiscoveryUrlInput,
  type LatLng,
  type ParseDiscoveryUrlResult,
  type ParsedDiscoveryUrl,
} from './discovery-url';
export { getCreateEventsUrl, getFindEventsUrl, getHelpCenterUrl, getHomeUrl, getSignInUrl } from './header-links';
export { joinUrl, parseBaseUrl, parseSafeUrl } from './url';
