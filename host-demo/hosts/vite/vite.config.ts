/**
 * The bundler matrix's Vite host: the Vite starter app (host-demo/starters/vite/, its own `vite.config.ts` and
 * sources, as test/e2e/host-kit-tarball.test.ts installs them) built by common/build-rspack-and-vite.mjs into
 * dist/hosts/vite/ and served at /hosts/vite/. What the demo adds is build settings only: the base path, the
 * output folder, the variables the page reads from the demo's injected config (starter-env.ts), the build stamp
 * and the precompressed files.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeConfig, type Plugin } from 'vite';
import { precompressFiles } from '../../../scripts/build/precompress';
import { buildStampVitePlugin } from '../../../scripts/test-runner/build-stamp.mjs';
import starterConfig from '../../starters/vite/vite.config';
import { demoHeaderEnv, starterDir } from '../starter-env';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const starter = starterDir('vite');

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
 * The starter lives in the remote's package, whose package.json says `"sideEffects": false` (true of the remote's
 * modules). The starter's own folder has no such flag; here it would let Rolldown drop the page's render call (the
 * module's exports are unused). Vite's resolver applies package.json's flag, so the override is per module.
 */
const starterModulesHaveSideEffects = (): Plugin => ({
  name: 'starter-modules-have-side-effects',
  transform: (_code, id) => (id.startsWith(`${starter}/`) ? { moduleSideEffects: true } : null),
});

export default mergeConfig(starterConfig, {
  root: starter,
  base: '/hosts/vite/',
  logLevel: 'warn',
  publicDir: false,
  plugins: [
    demoHeaderEnv(),
    starterModulesHaveSideEffects(),
    // Lets e2e refuse a dist/ older than the sources, as the webpack hosts' stamps do.
    buildStampVitePlugin({
      root,
      name: 'host-vite',
      configFiles: [
        'host-demo/hosts/vite/vite.config.ts',
        'host-demo/hosts/starter-env.ts',
        'host-demo/starters/vite/vite.config.ts',
        'host-demo/starters/vite/index.html',
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
