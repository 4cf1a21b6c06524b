/**
 * The bundler matrix's Rsbuild host: Rsbuild 2 with `pluginReact` and
 * `@module-federation/rsbuild-plugin`, the Module Federation docs' setup, on the root's React 19. Built by
 * common/build-rspack-and-vite.mjs into dist/hosts/rsbuild/, served at /hosts/rsbuild/.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { precompressPlugins } from '../../../scripts/build/precompress';
import { BuildStampPlugin } from '../../../scripts/test-runner/build-stamp.mjs';
import { PAGE_SHELL_FILES, hostPageBody, pageShell } from '../../common/page-shell';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

export default defineConfig({
  logLevel: 'warn',
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'hostRsbuild',
      shared: { react: { singleton: true }, 'react-dom': { singleton: true } },
      // Remotes are registered at run time (common/remote.ts); the header's types come from tsconfig.json.
      dts: false,
    }),
  ],
  source: { entry: { index: path.join(here, 'index.ts') } },
  html: {
    // The demo pages' one shell and stylesheet (common/page-shell.ts), as the other hosts have; it has its own
    // title and meta tags.
    title: '',
    meta: { charset: false, viewport: false },
    template: path.join(here, 'index.html'),
    templateParameters: {
      shell: pageShell({
        title: 'Rsbuild 2 + @module-federation/rsbuild-plugin host: ./Header',
        body: hostPageBody('Rsbuild 2 with @module-federation/rsbuild-plugin', 'hostRsbuild'),
      }),
    },
  },
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
            'host-demo/hosts/rsbuild/index.html',
            'host-demo/common/page-shell.ts',
            ...PAGE_SHELL_FILES,
          ],
        }),
      ],
    },
  },
});
