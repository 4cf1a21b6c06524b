/**
 * A React 17.0.2 host of the header remote: outside the remote's React range, so its
 * ./Header page proves the bridge path and its ./mount page the remote's own React. Built against
 * this workspace's react/react-dom, shared as singletons the way a React 17 host would share them.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from 'webpack';
import { reactHostConfig, singletonsFrom } from '../common/webpack-host';

const here = path.dirname(fileURLToPath(import.meta.url));

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration =>
  reactHostConfig(
    {
      name: 'react17',
      federationName: 'hostReact17',
      label: 'React 17 host (ReactDOM.render)',
      workspaceDir: here,
      shared: singletonsFrom(here, ['react', 'react-dom']),
      pages: [
        { entry: './src/header.ts', html: 'index.html', title: 'React 17 host: ./Header' },
        { entry: './src/mount.ts', html: 'mount.html', title: 'React 17 host: ./mount' },
      ],
    },
    argv.mode ?? 'production',
  );
