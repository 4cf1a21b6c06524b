/**
 * The bundler matrix's webpack-container host: webpack 5 with webpack's own
 * `container.ModuleFederationPlugin` (Module Federation 1.5), on the React 18.3 workspace's React, the remote
 * a static `remotes` entry that loads the default build's `remoteEntry.js` (which carries its own runtime core).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import { reactHostConfig } from '../common/webpack-host';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * webpack's documented promise-based dynamic remote, verified: webpack's container plugin has no
 * runtime plugins, so the promise asks `loadVerifiedRemoteEntry` (set up by the page's entry, index.ts),
 * which checks the signed `mf-manifest.json` and loads the `remoteEntry.js` it names with that file's hash.
 * A bare `globalHeader@…/remoteEntry.js` would run any bytes the CDN serves.
 */
const REMOTE_ENTRY_FROM_PAGE = `promise window.loadGlobalHeader()`;

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  return reactHostConfig(
    {
      name: 'webpack-container',
      federationName: 'hostWebpackContainer',
      label: "webpack 5 with webpack's own container.ModuleFederationPlugin",
      context: here,
      pages: [{ entry: './index.ts', html: 'index.html', title: "webpack 5 + webpack's container plugin: ./Header" }],
      federation: (shared) =>
        new webpack.container.ModuleFederationPlugin({
          name: 'hostWebpackContainer',
          remotes: { globalHeader: REMOTE_ENTRY_FROM_PAGE },
          shared,
        }),
    },
    argv.mode ?? 'production',
  );
};
