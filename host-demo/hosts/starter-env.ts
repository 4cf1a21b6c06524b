/**
 * The matrix's Vite and Rsbuild pages are the starter apps (host-demo/starters/<tool>/), built from their own
 * files. A starter takes its manifest URL and minimum release from build-time variables (`import.meta.env`); on
 * the demo's origin both are known only when the server answers (each test run starts a remote on a port of its
 * own), so the matrix builds define those variables as expressions that read the config the demo server injects
 * into the page (host-demo/server/app.ts injectConfig). The pinned keys are the kit's built-in ones, which the
 * kit's build takes from the same setting as the server (`HEADER_MANIFEST_PUBLIC_KEYS`, else the development key).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { REMOTE_MANIFEST_FILE } from '../../src/config';
import { HOST_CONFIG_ELEMENT_ID } from '../common/host-config';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A starter app's folder. */
export const starterDir = (tool: 'vite' | 'rsbuild' | 'next') => path.resolve(here, '../starters', tool);

const injectedConfig = `JSON.parse(document.getElementById(${JSON.stringify(HOST_CONFIG_ELEMENT_ID)})?.textContent || "{}")`;

/**
 * The starters' two header variables, by their names without the tool's prefix (`VITE_`, `PUBLIC_`), as
 * expressions: the remote's default manifest beside the one the server injects (a starter provides no runtime
 * core, so it loads the default build, not the slim one), and the release the demo is deployed against.
 */
const DEMO_HEADER_ENV = {
  HEADER_MANIFEST_URL: `new URL(${JSON.stringify(REMOTE_MANIFEST_FILE)}, ${injectedConfig}.manifestUrl).href`,
  HEADER_MINIMUM_VERSION: `(${injectedConfig}.minimumVersion ?? 0)`,
} as const;

/** `import.meta.env.<prefix><name>` to its expression, for a bundler's `define`. */
export function demoHeaderDefines(prefix: 'VITE_' | 'PUBLIC_'): Record<string, string> {
  return Object.fromEntries(
    Object.entries(DEMO_HEADER_ENV).map(([name, expression]) => [`import.meta.env.${prefix}${name}`, expression]),
  );
}

/**
 * The starter's `import.meta.env.VITE_HEADER_*` as the demo page's config (above), in the build and on
 * the dev server alike: replaced in the starter's sources before Vite's own `import.meta.env` handling sees them.
 */
export const demoHeaderEnv = (): Plugin => {
  const starter = starterDir('vite');
  const defines = Object.entries(demoHeaderDefines('VITE_'));
  return {
    name: 'demo-header-env',
    enforce: 'pre',
    transform: (code, id) => {
      if (!id.startsWith(`${starter}/src/`)) return null;
      const replaced = defines.reduce((text, [name, expression]) => text.split(name).join(`(${expression})`), code);
      return replaced === code ? null : { code: replaced, map: null };
    },
  };
};
