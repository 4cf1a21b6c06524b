/**
 * The bundler matrix's Vite host: Vite 8 with `@module-federation/vite` and its defaults (nothing
 * of ours), on the root's React 19. Built by common/build-rspack-and-vite.mjs into dist/hosts/vite/, served at /hosts/vite/.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import { defineConfig, type Plugin } from 'vite';
import { precompressFiles } from '../../../scripts/build/precompress';
import { buildStampVitePlugin } from '../../../scripts/test-runner/build-stamp.mjs';
import { PAGE_SHELL_FILES, hostPageBody, pageShell } from '../../common/page-shell';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
/**
 * The demo pages' one shell and stylesheet (common/page-shell.ts), as the webpack hosts have: index.html holds only
 * this page's entry script, which Vite then bundles.
 */
const demoPageShell = (): Plugin => ({
  name: 'demo-page-shell',
  transformIndexHtml: {
    order: 'pre',
    handler: (html) =>
      pageShell({
        title: 'Vite 8 + @module-federation/vite host: ./Header',
        body: `${hostPageBody('Vite 8 with @module-federation/vite', 'hostVite')}\n${html.trim()}`,
      }),
  },
});

/** `.br` and `.gz` beside every text file, as the webpack hosts have (scripts/build/precompress.ts). */
const precompressed = (): Plugin => {
  let outDir = '';
  const files: string[] = [];
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = config.build.outDir),
    writeBundle: (_options, bundle) => void files.push(...Object.keys(bundle).map((file) => path.join(outDir, file))),
    closeBundle: async () => void (await precompressFiles(files)),
  };
};

/**
 * This host's files live in the remote's package, whose package.json says `"sideEffects": false` (true of
 * the remote's modules). A host of its own would not inherit that; here it would let Rolldown drop the
 * page's render call (the module's exports are unused). Vite's resolver applies package.json's flag, so
 * the override is per module, from a plugin.
 */
const hostModulesHaveSideEffects = (): Plugin => ({
  name: 'host-modules-have-side-effects',
  transform: (_code, id) => (id.includes('/host-demo/') ? { moduleSideEffects: true } : null),
});

export default defineConfig({
  root: here,
  base: '/hosts/vite/',
  logLevel: 'warn',
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [
    demoPageShell(),
    hostModulesHaveSideEffects(),
    federation({
      name: 'hostVite',
      shared: { react: { singleton: true }, 'react-dom': { singleton: true } },
      dts: false,
    }),
    // Lets e2e refuse a dist/ older than the sources, as the webpack hosts' stamps do.
    buildStampVitePlugin({
      root,
      name: 'host-vite',
      configFiles: [
        'host-demo/hosts/vite/vite.config.ts',
        'host-demo/hosts/vite/index.html',
        'host-demo/common/page-shell.ts',
        ...PAGE_SHELL_FILES,
      ],
    }),
    precompressed(),
  ],
  build: {
    outDir: path.join(root, 'dist/hosts/vite'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
});
