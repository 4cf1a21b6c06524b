/**
 * The bundler matrix's runtime-only host: no federation plugin at all, only the runtime's
 * `createInstance` (the README's first recipe), on the React 18.3 workspace's React, with ./Header (sharing
 * react and react-dom, or those and react/jsx-runtime) and ./mount pages.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from 'webpack';
import { reactHostConfig } from '../common/webpack-host';

const here = path.dirname(fileURLToPath(import.meta.url));

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration =>
  reactHostConfig(
    {
      name: 'runtime',
      federationName: 'myHost',
      label: 'The federation runtime alone (createInstance, no plugins)',
      context: here,
      shared: {},
      pages: [
        { entry: './header.ts', html: 'index.html', title: 'Runtime-only host: ./Header' },
        {
          entry: './header-jsx-runtime.ts',
          html: 'jsx-runtime.html',
          title: 'Runtime-only host: ./Header, react/jsx-runtime shared',
        },
        { entry: './mount.ts', html: 'mount.html', title: 'Runtime-only host: ./mount' },
      ],
      federation: null,
    },
    argv.mode ?? 'production',
  );
