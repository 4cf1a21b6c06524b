/**
 * The bundler matrix's Rspack host: Rspack 2 with its built-in `ModuleFederationPlugin` and its
 * defaults (nothing of ours), on the root's React 19, loading the remote's default manifest through the
 * federation runtime API. Built by common/build-rspack-and-vite.mjs into dist/hosts/rspack/, served at /hosts/rspack/.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration, rspack as Rspack } from '@rspack/core';
import { reactHostConfig, ROOT } from '../common/webpack-host';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * `rspack` is passed in, not imported: build-rspack-and-vite.mjs loads @rspack/core with Node's own loader. Loaded through
 * tsx, its functions carry esbuild's `__name` helper, and Rspack's federation plugin writes some of its
 * functions into the bundle as source text (the page then fails with "__name is not defined").
 */
export function rspackHostConfig(rspack: typeof Rspack, mode: 'production' | 'development'): Configuration {
  const config = reactHostConfig(
    {
      name: 'rspack',
      federationName: 'hostRspack',
      label: 'Rspack 2 with its built-in ModuleFederationPlugin',
      workspaceDir: ROOT,
      context: here,
      configFiles: ['host-demo/hosts/rspack/rspack.config.ts'],
      pages: [{ entry: './index.ts', html: 'index.html', title: 'Rspack 2 host: ./Header' }],
      federation: (shared) => new rspack.container.ModuleFederationPlugin({ name: 'hostRspack', shared }) as never,
    },
    mode,
  );
  // Rspack's own SWC, in place of swc-loader: the same TypeScript and automatic JSX transform.
  return {
    ...(config as Configuration),
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: mode !== 'production' } },
              target: 'es2020',
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
  };
}
