/**
 * The demo host: a Module Federation 2 *host* with no static `remotes` entry. The header remote is
 * registered at runtime (../common/load-remote.ts) from the URL the server injects, so one build
 * works against any remote origin (the cross-origin :3001 server, a test port, a CDN).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Configuration } from 'webpack';
import { swcRule } from '../../webpack.config';
import { precompressPlugins } from '../../scripts/build/precompress';
import { getPinnedPublicKeys } from '../../scripts/build/signing-key';
import { readPinnedMinimumVersion } from '../server/pinned-release';
import { BuildStampPlugin } from '../../scripts/test-runner/build-stamp.mjs';
import { PAGE_SHELL_FILES, pageBody, pageShell } from '../common/page-shell';
import { StartupScriptsPlugin } from './startup-scripts-plugin';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

// react, react-dom and every subpath (react/jsx-runtime, react-dom/client) must be one singleton
// shared with the remote, or a second react-dom loads and hooks break across the boundary.
const singleton = (name: string) => ({ singleton: true, requiredVersion: pkg.dependencies[name] });
const shared = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
};

export default async (_env: unknown, argv: { mode?: Configuration['mode'] }): Promise<Configuration> => {
  const mode = argv.mode ?? 'production';
  // The public keys the host pins: CI's, else the development key's (scripts/build/signing-key.ts).
  const pinnedKeys = await getPinnedPublicKeys();
  return {
    mode,
    context: here,
    // No eval in development either: the page's Content-Security-Policy has no 'unsafe-eval' (host-demo/server/csp.ts).
    devtool: mode === 'production' ? 'source-map' : 'cheap-module-source-map',
    entry: {
      main: './index.ts',
      'non-react': './non-react/index.ts',
    },
    output: {
      path: path.join(root, 'dist/host-demo'),
      publicPath: '/',
      // Entry files keep a stable name: the federation runtime cannot compute a [contenthash] for the
      // entry it lives in. They are served with revalidation; lazy chunks are content-hashed.
      filename: '[name].js',
      chunkFilename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
      uniqueName: 'hostDemo',
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      // The remote's own TypeScript/JSX rule, so host and remote compile alike.
      rules: [swcRule(mode !== 'production')],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'hostDemo',
        shared,
        // No remotes here on purpose: they are registered at runtime. No types to fetch or emit.
        dts: false,
        manifest: false,
        // The header remote uses this host's federation runtime core instead of shipping its own
        // (webpack.config.ts, `externalRuntime`): one runtime on the page, 10.7 KiB gzip less.
        experiments: { provideExternalRuntime: true },
      }),
      new webpack.DefinePlugin({
        __HEADER_MANIFEST_KEYS__: JSON.stringify(pinnedKeys),
        // The release this build is made against: a first visit is never served an older one. Development builds
        // load the watch build's own records (dist/remote-build), which no release pin applies to.
        __HEADER_MINIMUM_VERSION__: JSON.stringify(mode === 'production' ? readPinnedMinimumVersion() : 0),
      }),
      // The demo pages' one shell and stylesheet (page-shell.ts), with each page's body.
      new HtmlWebpackPlugin({
        templateContent: pageShell({ title: 'Global header demo host', body: pageBody('index.body.html') }),
        filename: 'index.html',
        chunks: ['main'],
      }),
      // The page's start-up scripts all fetched beside main.js, not found a round at a time.
      new StartupScriptsPlugin({ entry: 'main', html: 'index.html' }),
      new HtmlWebpackPlugin({
        templateContent: pageShell({
          title: 'Global header without React (mount API)',
          body: pageBody('non-react.body.html'),
        }),
        filename: 'non-react.html',
        chunks: ['non-react'],
      }),
      // .br and .gz beside every script, served by content negotiation (host-demo/server/app.ts).
      ...precompressPlugins(mode),
      // Lets e2e refuse a dist/ older than the sources (docs/tooling.md, "Build stamp").
      new BuildStampPlugin({
        root,
        name: 'host-demo',
        configFiles: [
          'host-demo/qa/webpack.config.ts',
          'host-demo/qa/startup-scripts-plugin.ts',
          'scripts/build/chunk-packages.ts',
          'webpack.config.ts',
          'host-demo/common/page-shell.ts',
          'host-demo/qa/public/index.body.html',
          'host-demo/qa/public/non-react.body.html',
          ...PAGE_SHELL_FILES,
        ],
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
