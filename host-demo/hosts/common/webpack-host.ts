/**
 * The small webpack MF hosts that prove in real browsers that a host's own React, whichever it is, gets
 * the header: each is a React 18.3 or 17 app built against its own workspace's react/react-dom (host-demo/hosts/react18, host-demo/hosts/react17),
 * with no static remotes (the header remote is registered at run time from the URL the server
 * injects, as in the main demo host). Built into dist/hosts/<name>/ and served at /hosts/<name>/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import { swcRule } from '../../../webpack.config';
import { precompressPlugins } from '../../../scripts/build/precompress';
import { BuildStampPlugin } from '../../../scripts/test-runner/build-stamp.mjs';
import { PAGE_SHELL_FILES, hostPageBody, pageShell } from '../../common/page-shell';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '../../..');
/** The React 18.3 workspace: its react and react-dom are also the webpack-built bundler hosts'. */
export const REACT18_WORKSPACE = path.resolve(here, '../react18');

export interface HostPage {
  /** Entry source, relative to the build's context (e.g. ./src/header.ts). */
  entry: string;
  /** `index.html` is served at /hosts/<name>/, `mount.html` at /hosts/<name>/mount/, and so on. */
  html: 'index.html' | 'mount.html' | 'static.html' | 'jsx-runtime.html';
  title: string;
}

export interface ReactHostBuild {
  /** dist/hosts/<name>/, served at /hosts/<name>/; also the build stamp's name (host-<name>). */
  name: string;
  /** The federation instance's name: the page's runtime `init` must use the same one. */
  federationName: string;
  /** Shown in the page's h1. */
  label: string;
  /**
   * The workspace (host-demo/hosts/react18 or react17) whose node_modules react and react-dom come from
   * (default: react18, the bundler matrix's React).
   */
  workspaceDir?: string;
  /**
   * Shared modules: what this kind of host shares with the remote (default: react and react-dom as
   * singletons at the workspace's versions; `{}` for a host that shares no React).
   */
  shared?: Record<string, { singleton: true; requiredVersion: string }>;
  pages: HostPage[];
  /**
   * The build's federation plugin (default: `@module-federation/enhanced`'s, providing the runtime core to
   * the slim remote entry, as host-demo does); `null` for a page that uses the runtime API alone.
   */
  federation?: ((shared: Record<string, { singleton: true; requiredVersion: string }>) => WebpackPluginInstance) | null;
  /** Where the entries are resolved from (default: the workspace). */
  context?: string;
  /** The config files this build is made from, for the build stamp (default: the context's webpack.config.ts). */
  configFiles?: string[];
}

/** `{ singleton, requiredVersion }` per module, the version taken from the workspace's package.json. */
export function singletonsFrom(
  workspaceDir: string,
  modules: string[],
): Record<string, { singleton: true; requiredVersion: string }> {
  const pkg = JSON.parse(fs.readFileSync(path.join(workspaceDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.fromEntries(
    modules.map((module) => {
      // react/jsx-runtime is versioned with react, react-dom/client with react-dom.
      const pkgName = module.split('/')[0]!;
      const version = pkg.dependencies[pkgName];
      if (!version) throw new Error(`${workspaceDir}/package.json has no dependency ${pkgName}`);
      return [module, { singleton: true as const, requiredVersion: version }];
    }),
  );
}

export function reactHostConfig(
  { workspaceDir = REACT18_WORKSPACE, ...build }: ReactHostBuild,
  mode: NonNullable<Configuration['mode']>,
): Configuration {
  const shared = build.shared ?? singletonsFrom(workspaceDir, ['react', 'react-dom']);
  const workspaceModules = path.join(workspaceDir, 'node_modules');
  return {
    name: build.name,
    mode,
    context: build.context ?? workspaceDir,
    // No eval in development either: the page's Content-Security-Policy has no 'unsafe-eval' (host-demo/server/csp.ts).
    devtool: mode === 'production' ? 'source-map' : 'cheap-module-source-map',
    entry: Object.fromEntries(build.pages.map((page) => [path.basename(page.html, '.html'), page.entry])),
    output: {
      path: path.join(ROOT, 'dist/hosts', build.name),
      publicPath: `/hosts/${build.name}/`,
      // As in host-demo: the entry that carries the federation runtime keeps a stable name (revalidated).
      filename: '[name].js',
      chunkFilename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
      uniqueName: build.federationName,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // The workspace's React, never the root's 19: `react` also covers react/jsx-runtime and the
      // other subpaths, so the bundle holds one React, the one this host is about.
      alias: {
        react: path.join(workspaceModules, 'react'),
        'react-dom': path.join(workspaceModules, 'react-dom'),
      },
    },
    module: { rules: [swcRule(mode !== 'production')] },
    plugins: [
      ...(build.federation === undefined
        ? [
            new ModuleFederationPlugin({
              name: build.federationName,
              shared,
              // Remotes are registered at run time (common/remote.ts); no types to fetch or emit.
              dts: false,
              manifest: false,
              // The slim remote entry borrows the host's federation runtime core (docs/hosts.md, "The slim path").
              experiments: { provideExternalRuntime: true },
            }),
          ]
        : build.federation
          ? [build.federation(shared)]
          : []),
      ...build.pages.map(
        (page) =>
          new HtmlWebpackPlugin({
            templateContent: pageShell({ title: page.title, body: hostPageBody(build.label, build.federationName) }),
            filename: page.html,
            chunks: [path.basename(page.html, '.html')],
          }),
      ),
      ...precompressPlugins(mode),
      new BuildStampPlugin({
        root: ROOT,
        name: `host-${build.name}`,
        configFiles: [
          ...(build.configFiles ?? [
            path.relative(ROOT, path.join(build.context ?? workspaceDir, 'webpack.config.ts')),
          ]),
          'host-demo/hosts/common/webpack-host.ts',
          'host-demo/common/page-shell.ts',
          ...PAGE_SHELL_FILES,
          'webpack.config.ts',
        ],
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
