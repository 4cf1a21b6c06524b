/**
 * What this host's server code takes from the header's side, in one place (issue 28): host-demo's
 * server-rendering reference (host-demo/ssr), one file to change when the host kit's server entry replaces it.
 */
export { RemoteHeader } from '../../ssr/remote-header';
export { isMobileRequest, renderPageHeader, type ServerHeaderProps } from '../../ssr/page-header';
export { SERVER_HEADER_ELEMENT_ID } from '../../ssr/server-header';
export { readPinnedPublicKeys } from '../../ssr/verified-server-build';
