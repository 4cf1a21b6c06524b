/**
 * Helpers for hosts that render the header on their server (README, "Server rendering"): where the
 * remote's server build lives, and the props put in the page so the browser hydrates the header
 * with exactly what the server rendered. Plain functions: they run on servers.
 */

/** Folder of the server build beside the browser build, relative to the browser manifest. */
export const SERVER_BUILD_FOLDER = 'server/';

/**
 * The manifest and remote entry of the remote's server build, from the browser manifest's URL
 * (`https://cdn/header/mf-manifest.json` -> `https://cdn/header/server/mf-manifest.json`, `.../server/remoteEntry.js`).
 */
export function getServerBuildUrls(browserManifestUrl: string): { manifest: string; remoteEntry: string } {
  const folder = new URL(SERVER_BUILD_FOLDER, browserManifestUrl);
  return {
    manifest: new URL('mf-manifest.json', folder).href,
    remoteEntry: new URL('remoteEntry.js', folder).href,
  };
}

/**
 * JSON that is safe inside `<script type="application/json">`: `<` cannot end the element or open a
 * comment, `>` and `&` are escaped alike, and U+2028/U+2029 (line terminators to old JavaScript
 * parsers) are escaped too. `JSON.parse` reads it back unchanged.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** `<script type="application/json" id="...">` holding `value`; read it back with `JSON.parse(element.textContent)`. */
export function renderJsonScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id.replace(/[^\w-]/g, '')}">${serializeForScript(value)}</script>`;
}
