/**
 * The bundler matrix's webpack hosts (issue 17): small React 18.3 hosts (host-demo/react18's React), each
 * with its tool's documented default federation setup and nothing of ours, loading the remote's default
 * build (`mf-manifest.json` / `remoteEntry.js`, which carries its own runtime core):
 * - webpack: `@module-federation/enhanced`'s plugin, no experiments, the remote registered at run time;
 * - webpack-container: webpack's own `container.ModuleFederationPlugin` (Module Federation 1.5), the
 *   remote a static `remotes` entry `globalHeader@…/remoteEntry.js`;
 * - runtime: no federation plugin at all, only the runtime's `createInstance` (the README's first recipe),
 *   with ./Header (sharing react and react-dom, or those and react/jsx-runtime) and ./mount pages.
 * Rspack and Vite hosts are built by build.ts beside this file.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Configuration } from 'webpack';
import { reactHostConfig, singletonsFrom, type HostPage } from '../hosts/webpack-host';

const here = path.dirname(fileURLToPath(import.meta.url));
const react18 = path.join(here, '../react18');
const configFiles = ['host-demo/bundlers/webpack.config.ts'];

/**
 * webpack's documented promise-based dynamic remote, verified (issue 27): webpack's container plugin has no
 * runtime plugins, so the promise asks `loadVerifiedRemoteEntry` (set up by the page's entry,
 * src/webpack-container/index.ts), which checks the signed `mf-manifest.json` and loads the
 * `remoteEntry.js` it names with that file's hash. A bare `globalHeader@…/remoteEntry.js` would run any
 * bytes the CDN serves.
 */
const REMOTE_ENTRY_FROM_PAGE = `promise window.loadGlobalHeader()`;

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration[] => {
  const mode = argv.mode ?? 'production';
  const shared = singletonsFrom(react18, ['react', 'react-dom']);
  const headerPage = (entry: string, title: string): HostPage => ({ entry, html: 'index.html', title });
  return [
    reactHostConfig(
      {
        name: 'webpack',
        federationName: 'hostWebpack',
        label: 'webpack 5 with @module-federation/enhanced, no experiments',
        workspaceDir: react18,
        context: here,
        configFiles,
        shared,
        pages: [headerPage('./src/webpack/index.ts', 'webpack 5 + @module-federation/enhanced host: ./Header')],
        federation: new ModuleFederationPlugin({ name: 'hostWebpack', shared, dts: false }),
      },
      mode,
    ),
    reactHostConfig(
      {
        name: 'webpack-container',
        federationName: 'hostWebpackContainer',
        label: "webpack 5 with webpack's own container.ModuleFederationPlugin",
        workspaceDir: react18,
        context: here,
        configFiles,
        shared,
        pages: [headerPage('./src/webpack-container/index.ts', "webpack 5 + webpack's container plugin: ./Header")],
        federation: new webpack.container.ModuleFederationPlugin({
          name: 'hostWebpackContainer',
          remotes: { globalHeader: REMOTE_ENTRY_FROM_PAGE },
          shared,
        }),
      },
      mode,
    ),
    reactHostConfig(
      {
        name: 'runtime',
        federationName: 'myHost',
        label: 'The federation runtime alone (createInstance, no plugins)',
        workspaceDir: react18,
        context: here,
        configFiles,
        shared: {},
        pages: [
          headerPage('./src/runtime/header.ts', 'Runtime-only host: ./Header'),
          {
            entry: './src/runtime/header-jsx-runtime.ts',
            html: 'jsx-runtime.html',
            title: 'Runtime-only host: ./Header, react/jsx-runtime shared',
          },
          { entry: './src/runtime/mount.ts', html: 'mount.html', title: 'Runtime-only host: ./mount' },
        ],
        federation: null,
      },
      mode,
    ),
  ];
};
