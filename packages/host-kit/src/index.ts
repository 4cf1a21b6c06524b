/**
 * `@global-header/host-kit`: what a host needs in the browser to load the header remote, with no React
 * (`@global-header/host-kit/react` has the HeaderSlot, `/server` the server-rendering helper). Importing it
 * also declares the remote's modules (`globalHeader/Header`...: ./remotes) for TypeScript.
 */
export {
  DEFAULT_HOST_NAME,
  createHeaderFederation,
  type HeaderComponent,
  type HeaderExpose,
  type HeaderExposes,
  type HeaderFederation,
  type HeaderFederationOptions,
} from './federation';
export { BUILT_IN_PUBLIC_KEYS } from './built-in-keys';
export {
  SERVER_HEADER_ELEMENT_ID,
  SERVER_HEADER_PROPS_ID,
  readServerHeader,
  type HeaderPreloadLink,
  type ServerHeader,
  type ServerRenderedHeader,
} from './server-header';
export {
  GUARDED_REMOTE_NAME,
  PinnedKeyError,
  loadVerifiedRemoteEntry,
  parsePinnedKeys,
  readPinnedKeys,
  readReleaseVersion,
  verifiedManifestPlugin,
  type PinnedKey,
  type VerifiedManifestOptions,
} from '../../../src/federation';
export {
  HEADER_HEIGHT_DESKTOP,
  HEADER_HEIGHT_MOBILE,
  REMOTE_LOAD_TIMEOUT_MS,
  REMOTE_MANIFEST_FILE,
  SLIM_REMOTE_MANIFEST_FILE,
} from '../../../src/config';
export type { Environment } from 'globalHeader/Header';
export type { HeaderProps } from 'globalHeader/Header';
