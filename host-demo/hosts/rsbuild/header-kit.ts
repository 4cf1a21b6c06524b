/**
 * Everything this host takes from the header's side, in one place: today from host-demo's common
 * host code, which registers the remote on the build plugin's federation instance with the signed-manifest
 * check (`verifiedManifestPlugin`); one file to change when the host kit package replaces it.
 */
export { HeaderPage } from '../common/pages';
export { defaultManifestUrl, readHostPageConfig, runtimeLoader } from '../common/remote';
