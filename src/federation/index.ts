/**
 * Public entry of src/federation for hosts (issue 19): the runtime plugin that verifies the remote's
 * signed manifest and enforces the hashes of its files, and the format both sides share (a host
 * server verifies the server build with the same functions).
 */
export {
  GUARDED_REMOTE_NAME,
  loadVerifiedRemoteEntry,
  verifiedManifestPlugin,
  type VerifiedManifestOptions,
} from './verified-manifest-plugin';
export {
  SIGNATURE_SUFFIX,
  getIntegrity,
  readIntegrityMap,
  verifyManifestSignature,
  type PinnedKey,
} from './manifest-trust';
export { PinnedKeyError, parsePinnedKeys, readPinnedKeys } from './public-key-guard';
