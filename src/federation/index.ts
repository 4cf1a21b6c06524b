/**
 * Public entry of src/federation for hosts: the runtime plugin that verifies the remote's
 * signed manifest and enforces the hashes of its files, and the format both sides share (a host
 * server verifies the server build with the same functions).
 */
export { ACCEPTED_RELEASE_KEY } from './accepted-release';
export {
  GUARDED_REMOTE_NAME,
  loadVerifiedRemoteEntry,
  roleOfManifestUrl,
  verifiedManifestPlugin,
  type VerifiedManifestOptions,
} from './verified-manifest-plugin';
export {
  RELEASE_ROLES,
  SIGNATURE_SUFFIX,
  checkRelease,
  getIntegrity,
  readIntegrityMap,
  readReleaseVersion,
  toMinimumVersion,
  verifyManifestSignature,
  type PinnedKey,
  type ReleaseCheck,
  type ReleaseExpectation,
  type ReleaseRecord,
  type ReleaseRole,
} from './manifest-trust';
export { PinnedKeyError, parsePinnedKeys, readPinnedKeys } from './public-key-guard';
