/**
 * The bundler matrix's webpack host: webpack 5 with `@module-federation/enhanced`'s plugin and its
 * defaults, no experiments (the host does not provide the runtime core), on the React 18.3 workspace's React,
 * the remote registered at run time from its default manifest (`mf-manifest.json`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import { reactHostConfig } from '../common/webpack-host';

const here = path.dirname(fileURLToPath(import.meta.url));

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  return reactHostConfig(
    {
      name: 'webpack',
      federationName: 'hostWebpack',
      label: 'webpack 5 with @module-federation/enhanced, no experiments',
      context: here,
      pages: [
        { entry: './index.ts', html: 'index.html', title: 'webpack 5 + @module-federation/enhanced host: ./Header' },
      ],
      federation: (shared) => new ModuleFederationPlugin({ name: 'hostWebpack', shared, dts: false }),
    },
    argv.mode ?? 'production',
  );
};
