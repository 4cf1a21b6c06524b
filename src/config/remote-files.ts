/**
 * The remote's two browser builds, published side by side (webpack.config.ts):
 * - the default manifest and entry carry their own Module Federation runtime core, so any host loads them
 *   as its bundler is configured out of the box (webpack, Rspack, Vite, a bare `createInstance`);
 * - the slim ones borrow the page's runtime core (about 10.5 KiB gzip less on every first render), for
 *   hosts that provide it (`experiments.provideExternalRuntime`, `injectExternalRuntimeCorePlugin()`),
 *   as host-demo does.
 * The server build sits in `server/` beside both (src/head/server-render.ts).
 */
export const REMOTE_MANIFEST_FILE = 'mf-manifest.json';
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
export const SLIM_REMOTE_MANIFEST_FILE = 'mf-manifest.slim.json';
export const SLIM_REMOTE_ENTRY_FILE = 'remoteEntry.slim.js';
/** The signed release record beside a manifest (`mf-manifest.json.sig`, docs/releases.md). */
export const SIGNATURE_SUFFIX = '.sig';
/**
 * The script-tag build: one self-contained ES module for pages without a bundler, with React and
 * everything it needs inside, exporting `mount` (webpack.config.ts, `script`). Its lazy parts are `*.mjs`
 * chunks beside it. `SCRIPT_TAG_RECORD_FILE` says where it is and its `integrity` (SRI): in the build and in
 * each release folder `{ src: 'global-header.mjs', integrity }`, at the remote's root the current release's
 * (`src: 'releases/<version>/global-header.mjs'`, docs/releases.md).
 */
export const SCRIPT_TAG_FILE = 'global-header.mjs';
export const SCRIPT_TAG_RECORD_FILE = 'script-tag.json';
/** How long a host server waits for `script-tag.json` and its record before it serves the page without the tag. */
export const SCRIPT_TAG_FETCH_TIMEOUT_MS = 2_000;
