/**
 * The bundler matrix's Rsbuild host: the Rsbuild starter app (host-demo/starters/rsbuild/, its own
 * `rsbuild.config.ts` and sources, as test/e2e/host-kit-tarball.test.ts installs them) built by
 * common/build-rspack-and-vite.mjs into dist/hosts/rsbuild/ and served at /hosts/rsbuild/. What the demo adds is
 * build settings only: the source folder, the base path, the output folder, the variables the page reads from the
 * demo's injected config (../starter-env.ts), the build stamp and the precompressed files.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';
import { precompressPlugins } from '../../../scripts/build/precompress';
import { BuildStampPlugin } from '../../../scripts/test-runner/build-stamp.mjs';
import starterConfig from '../../starters/rsbuild/rsbuild.config';
import { demoHeaderDefines, starterDir } from '../starter-env';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

export default mergeRsbuildConfig(
  starterConfig,
  defineConfig({
    // The starter's folder, as its own `rsbuild build` runs there.
    root: starterDir('rsbuild'),
    logLevel: 'warn',
    source: { define: demoHeaderDefines('PUBLIC_') },
    output: {
      distPath: { root: path.join(root, 'dist/hosts/rsbuild') },
      assetPrefix: '/hosts/rsbuild/',
      cleanDistPath: true,
      sourceMap: { js: 'source-map' },
    },
    tools: {
      rspack: {
        plugins: [
          ...precompressPlugins('production'),
          // Lets e2e refuse a dist/ older than the sources, as the other hosts' stamps do.
          new BuildStampPlugin({
            root,
            name: 'host-rsbuild',
            configFiles: [
              'host-demo/hosts/rsbuild/rsbuild.config.ts',
              'host-demo/hosts/starter-env.ts',
              'host-demo/starters/rsbuild/rsbuild.config.ts',
            ],
          }),
        ],
      },
    },
  }),
);
