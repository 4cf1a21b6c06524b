/**
 * The remote's two browser builds (issue 17), published side by side (webpack.config.ts):
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
