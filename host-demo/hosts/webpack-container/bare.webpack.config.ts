/**
 * webpack's container plugin in its bare, documented form: `remotes: { globalHeader:
 * 'globalHeader@https://…/remoteEntry.js' }`, the root's short-lived `remoteEntry.js`, which names the current
 * release and loads its chunks from that release's folder (scripts/build/release.ts). Nothing checks a bare
 * entry, so this page is not served on the demo's origin beside its cookies (every page there is verified:
 * webpack.config.ts beside this file is the verified form); test/e2e/bundler-hosts.test.ts serves it from an
 * origin of its own, with the running remote's origin put in for `BARE_REMOTE_ORIGIN` as a team puts its CDN's.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import { REMOTE_ENTRY_FILE } from '../../../src/config';
import { reactHostConfig } from '../common/webpack-host';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The remote's origin as the docs write it (docs/hosts.md); the page's server puts its remote's in its place. */
export const BARE_REMOTE_ORIGIN = 'https://header.example.com';

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration =>
  reactHostConfig(
    {
      name: 'webpack-container-bare',
      federationName: 'hostWebpackContainerBare',
      label: "webpack 5 with webpack's own container.ModuleFederationPlugin, the bare remoteEntry.js form",
      context: here,
      configFiles: ['host-demo/hosts/webpack-container/bare.webpack.config.ts'],
      pages: [
        { entry: './bare.ts', html: 'index.html', title: "webpack 5 + webpack's container plugin, bare: ./Header" },
      ],
      federation: (shared) =>
        new webpack.container.ModuleFederationPlugin({
          name: 'hostWebpackContainerBare',
          remotes: { globalHeader: `globalHeader@${BARE_REMOTE_ORIGIN}/${REMOTE_ENTRY_FILE}` },
          shared,
        }),
    },
    argv.mode ?? 'production',
  );
