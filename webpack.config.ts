/**
 * The federated remote `globalHeader` -> dist/remote-build/ (the build), published by `npm run release`
 * (scripts/release.mjs) as dist/remote/releases/<version>/ with signed manifests at dist/remote/ that
 * point there (docs/releases.md).
 *
 * Hosts load `dist/remote/mf-manifest.json` at runtime and get `./Header` (React component),
 * `./LocationPicker` (the location selector alone) and `./mount` (framework-agnostic `mount` and
 * `mountLocationPicker`). React and react-dom, subpaths included, are shared singletons:
 * a second react-dom would break hooks and context across the host/remote boundary.
 * `./head` is the pure page-head builder (spec 1) for server-rendered hosts.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import pkg from './package.json' with { type: 'json' };
import {
  REMOTE_ENTRY_FILE,
  REMOTE_MANIFEST_FILE,
  SCRIPT_TAG_FILE,
  SLIM_REMOTE_ENTRY_FILE,
  SLIM_REMOTE_MANIFEST_FILE,
} from './src/config/remote-files';
import { LOG_PREFIX } from './src/config/constants';
import { ManifestIntegrityPlugin } from './scripts/build/manifest-integrity-plugin';
import { precompressPlugins } from './scripts/build/precompress';
import { ScriptTagPlugin } from './scripts/build/script-tag-plugin';
import { CompileHintsPlugin } from './scripts/build/compile-hints-plugin';
import { holdsPackage } from './scripts/build/chunk-packages';
import { ShortChunkIdsPlugin } from './scripts/build/short-chunk-ids-plugin';
import { OWN_REACT_LAYER, ReactRequestsPlugin } from './scripts/build/react-requests-plugin';
import { EXPOSES } from './scripts/build/exposes';
import { BuildStampPlugin } from './scripts/test-runner/build-stamp.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
/** Where webpack writes the build; scripts/release.mjs copies it into a release folder of dist/remote. */
export const BUILD_DIR = path.join(root, 'dist/remote-build');
/** The remote's federation name (every build's and every release record's). */
const REMOTE_NAME = 'globalHeader';
const require = createRequire(import.meta.url);
const styledRange = `^${pkg.dependencies['styled-components'].split('.')[0]}.0.0`;

/**
 * The two browser builds, side by side in dist/remote/:
 * - default: `mf-manifest.json` + `remoteEntry.js` carry their own federation runtime core, so any
 *   Module Federation host loads them as it is configured out of the box (webpack's own or the
 *   enhanced plugin, Rspack, Vite, a bare `createInstance`);
 * - slim: `mf-manifest.slim.json` + `remoteEntry.slim.js` (chunks `*.slim.js`) borrow the page's core
 *   (`externalRuntime`), about 10 KiB gzip off every first render, for hosts that provide it
 *   (`experiments.provideExternalRuntime`, or `injectExternalRuntimeCorePlugin()`), as host-demo does.
 * Both sit in one folder so that `server/` (the server build) is beside either manifest.
 */
export const BROWSER_BUILDS = {
  default: { manifest: REMOTE_MANIFEST_FILE, remoteEntry: REMOTE_ENTRY_FILE, suffix: '' },
  slim: { manifest: SLIM_REMOTE_MANIFEST_FILE, remoteEntry: SLIM_REMOTE_ENTRY_FILE, suffix: '.slim' },
} as const;
export type BrowserBuild = keyof typeof BROWSER_BUILDS;

/** First statement of remoteEntry.slim.js: the external runtime core (see `externalRuntime` below) must be there. */
const MISSING_RUNTIME_CHECK = `if (typeof _FEDERATION_RUNTIME_CORE === 'undefined') {
  throw new Error('${LOG_PREFIX} remoteEntry.slim.js needs the host to provide the Module Federation runtime core (experiments.provideExternalRuntime or injectExternalRuntimeCorePlugin()); or load mf-manifest.json, which carries its own (docs/hosts.md, "The slim path").');
}`;

/** React requests of the remote: the JSX runtime through the shared react, and the own-React layer. */
/** The remote's runtime plugin: it lends its shared packages only to a page that has none. */
const lendSharedOnlyWhenMissing = path.join(root, 'src/federation/lend-shared-only-when-missing.ts');

const reactRequests = () =>
  new ReactRequestsPlugin({ root, jsxRuntime: path.join(root, 'src/react-bridge/jsx-runtime.ts') });

/** The bridge's entry and everything it imports build in their own layer, with the remote's own React. */
const ownReactLayerRule = { test: path.join(root, 'src/expose/own-react.ts'), layer: OWN_REACT_LAYER };
/**
 * The language catalogues (plain texts) are one module whichever layer imports them, so a page gets one
 * `i18n-<language>` chunk, bridged or not (docs/i18n.md).
 */
const catalogueLayerRule = { test: path.join(root, 'src/i18n/catalogues'), layer: 'i18n' };

/**
 * styled-components' own swc plugin minifies the CSS in its template literals (whitespace, comments):
 * they ship as written otherwise, about 1.1 KiB gzip of the first render (this is how the
 * mobile search row and the #search watcher fit within the 37 KiB budget). Class names stay as they are
 * (no display names or component ids), and the server and browser builds use the same rule, so server
 * rendered markup still matches the browser's.
 */
const styledComponentsPlugin: [string, Record<string, unknown>] = [
  require.resolve('@swc/plugin-styled-components'),
  { displayName: false, ssr: false, minify: true, transpileTemplateLiterals: false, pure: true },
];

/**
 * Production code is minified by swc (the compiler that already builds the sources), for ES2020 with three
 * compress passes: about 110 B gzip less per first render than webpack's default (terser, two passes,
 * ES5 output rules). That is what lets slim `./mount` carry a language's first texts within 37 KiB.
 * No `unsafe_*` option: the output keeps the sources' semantics.
 */
const minimizer = [
  new TerserPlugin({
    minify: TerserPlugin.swcMinify,
    terserOptions: { ecma: 2020, compress: { passes: 3 } },
  }),
];

export const swcRule = (isDev: boolean) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: isDev } },
        target: 'es2020',
        experimental: { plugins: [styledComponentsPlugin] },
      },
    },
  },
});

/*
 * React and react-dom (subpaths included) are singletons, with no `requiredVersion` on purpose: the
 * remote checks the version itself (src/config/react-support.ts, ^18.3.0 || ^19.0.0, the peer range
 * in package.json) and an unsupported one gets ONE console warning naming the path the header takes
 * (the bridge to the remote's own React, src/react-bridge), not Module Federation's per-package
 * warnings followed by a crash in the host's tree. `react/jsx-runtime` is not requested at all
 * (ReactRequestsPlugin below): a host need not share it.
 */
const shared = {
  react: { singleton: true, requiredVersion: false as const },
  'react/': { singleton: true, requiredVersion: false as const },
  'react-dom': { singleton: true, requiredVersion: false as const },
  'react-dom/': { singleton: true, requiredVersion: false as const },
  // Hosts on this stack already load styled-components 6: sharing it saves them ~12 KB gzip
  // and keeps one style sheet. A host without it gets the remote's copy (a lazy shared chunk).
  // On a server, sharing it is what lets the host's ServerStyleSheet collect the header's styles.
  'styled-components': { singleton: true, requiredVersion: styledRange },
};

/**
 * The server build of the remote -> dist/remote/server/, published beside the browser build: the
 * same `./Header` as a CommonJS federation container for Node (`target: 'async-node'`). A host's
 * server loads it over HTTP at run time (README, "Server rendering"); `@module-federation/node`'s
 * runtime plugin fetches its chunks over HTTP too. It keeps its own federation runtime core (no
 * `externalRuntime`): a server process has no page-wide runtime to borrow.
 */
const serverConfig = (mode: NonNullable<Configuration['mode']>): Configuration => ({
  name: 'server',
  mode,
  context: root,
  entry: {},
  devtool: false,
  target: 'async-node',
  output: {
    path: path.join(BUILD_DIR, 'server'),
    publicPath: 'auto',
    uniqueName: 'globalHeaderServer',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    library: { type: 'commonjs-module' },
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: reactRequests().resolveAliases() },
  experiments: { layers: true },
  module: { rules: [ownReactLayerRule, catalogueLayerRule, swcRule(mode === 'development')] },
  performance: { hints: false },
  // Readable stack traces in the host's server logs; the bytes do not travel to browsers.
  optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
  plugins: [
    new ModuleFederationPlugin({
      name: REMOTE_NAME,
      filename: 'remoteEntry.js',
      library: { type: 'commonjs-module' },
      remoteType: 'script',
      exposes: { './Header': './src/expose/header.server.ts' },
      shared,
      manifest: { fileName: 'mf-manifest.json' },
      dts: false,
      runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin'), lendSharedOnlyWhenMissing],
    }),
    reactRequests(),
    // The SHA-384 of every server file in the manifest, signed.
    new ManifestIntegrityPlugin({ manifests: ['mf-manifest.json'], name: REMOTE_NAME, role: 'server' }),
    ...precompressPlugins(mode, { afterManifestIntegrity: true }),
  ],
});

const browserConfig = (mode: NonNullable<Configuration['mode']>, build: BrowserBuild): Configuration => {
  const isDev = mode === 'development';
  const isSlim = build === 'slim';
  const { manifest, remoteEntry, suffix } = BROWSER_BUILDS[build];
  return {
    name: isSlim ? 'browser-slim' : 'browser',
    mode,
    context: root,
    // A remote-only build: the container entry (remoteEntry.js) is the only entry.
    entry: {},
    // No eval in development either: host-demo's Content-Security-Policy has no 'unsafe-eval'.
    // Production maps are written but not named in the files (`hidden-source-map`): the comment is about
    // 45 B gzip of every file a first render fetches (remoteEntry, the expose, the page's catalogue),
    // which the 37 KiB slim budget cannot spare in every locale; error tools take the maps as uploaded.
    devtool: isDev ? 'cheap-module-source-map' : 'hidden-source-map',
    // ES2020 like the compiled sources (swc's target): webpack's own runtime code then uses arrow functions,
    // const and destructuring too, which takes bytes off remoteEntry.js and every chunk.
    target: ['web', 'es2020'],
    output: {
      path: BUILD_DIR,
      publicPath: 'auto',
      uniqueName: 'globalHeader',
      // No content hash in the names: every file is published in its release's folder
      // (`releases/<version>/`, never written again and served immutable), so the folder already
      // changes every URL a release changes, and a hash would only change with it. The hashes were
      // also the least compressible part of remoteEntry: its map of every chunk's hash was about
      // 430 B brotli of each first visit. What each file's bytes are is in the signed manifest's
      // `integrity` keys (docs/trust.md).
      filename: `[name]${suffix}.js`,
      chunkFilename: `[name]${suffix}.js`,
      crossOriginLoading: 'anonymous',
      // Each build cleans only its own files: dist/remote/server is the server build's, `*.mjs*` and
      // script-tag.json the script-tag build's, `*.slim.*` the slim build's, everything else the default
      // build's (they build side by side, in parallel).
      clean: {
        keep: (asset: string) =>
          asset.startsWith('server/') || SCRIPT_TAG_ASSET.test(asset) || /\.slim[.-]/.test(asset) !== isSlim,
      },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: reactRequests().resolveAliases() },
    experiments: { layers: true },
    module: { rules: [ownReactLayerRule, catalogueLayerRule, swcRule(isDev)] },
    performance: { hints: false },
    optimization: {
      minimizer,
      moduleIds: 'deterministic',
      // Export names between modules shortest first, one letter for the most used, instead of webpack's
      // hashed ones: about 650 B gzip less per first render (the first render is some sixty modules, each
      // naming its exports). What a host reads (the exposes' exports, the shared packages) is never
      // renamed, in either mode. A module's names may change from one release to the next, and the chunks
      // that import it change with them: a cache cost at a release, not a correctness one (a release's
      // chunks are built together and served from its own folder).
      mangleExports: 'size',
      // ShortChunkIdsPlugin (below): deterministic ids kept to 3 digits.
      chunkIds: false,
      splitChunks: {
        // An expose's code stays in the expose's own chunk: its first render is remoteEntry.js plus
        // one file (split into shared chunks it was 4 files and 2.8 KiB more gzip). Exposes used
        // side by side on one page may download a module twice but run it once (one module id, one
        // instance: the location store stays shared). Lazy parts (the full picker, the full search
        // bar) still share their common code (downshift, axios) in one chunk of its own.
        chunks: (chunk) => !(chunk.name ?? '').startsWith('__federation_expose_'),
        cacheGroups: {
          // No vendor chunk split off beside each lazy part: whoever loads a part loads its packages
          // too, so a separate node_modules chunk only adds a request.
          defaultVendors: false,
        },
      },
    },
    plugins: [
      new ShortChunkIdsPlugin(),
      new ModuleFederationPlugin({
        name: REMOTE_NAME,
        filename: remoteEntry,
        exposes: Object.fromEntries(Object.entries(EXPOSES).map(([name, source]) => [`./${name}`, `./${source}`])),
        shared,
        // React and styled-components go to a page only when it has none (src/federation/…).
        runtimePlugins: [lendSharedOnlyWhenMissing],
        manifest: { fileName: manifest },
        // Types once, from the default build (the two builds expose the same modules).
        dts: isDev || isSlim ? false : { generateTypes: { abortOnError: false }, consumeTypes: false },
        experiments: {
          // The remote loads no other remotes and needs no snapshot plugin: leave that code out
          // of remoteEntry.js (our first-render budget, see `npm run bench`).
          optimization: { disableSnapshot: true, disableRemote: true, target: 'web' },
          // Slim only: the federation runtime core comes from the host, which reads
          // `globalThis._FEDERATION_RUNTIME_CORE` instead of shipping a second copy. Hosts provide it
          // with `experiments.provideExternalRuntime` (webpack) or the runtime plugin
          // `@module-federation/inject-external-runtime-core-plugin` (docs/hosts.md, "The slim path").
          externalRuntime: isSlim,
        },
      }),
      // A host that did not provide the runtime core to the slim entry gets one clear error instead of a
      // TypeError deep in the federation runtime; the host's loadRemote then fails like an unreachable remote.
      ...(isSlim
        ? [new webpack.BannerPlugin({ banner: MISSING_RUNTIME_CHECK, raw: true, test: /^remoteEntry\.slim\.js$/ })]
        : []),
      // V8 compiles the first render's code as it parses it, off the main thread: each expose's own chunk, the
      // shared styled-components a page without it gets (every styled component is set up on load) and the slim
      // container, whose federation glue runs as the host initialises it. Not the remote's own React, with
      // styled-components in it for the bridge path (most of react-dom waits), nor the full container, most of
      // whose runtime core (snapshots, preloading, remotes of its own) a header never calls.
      new CompileHintsPlugin({
        runsWhole: (chunk, compilation) =>
          (chunk.name ?? '').startsWith('__federation_expose_') ||
          chunk.files.has(SLIM_REMOTE_ENTRY_FILE) ||
          (holdsPackage(chunk, compilation, 'styled-components') && !holdsPackage(chunk, compilation, 'react-dom')),
      }),
      reactRequests(),
      // The SHA-384 of every JS file in the manifest, the manifest signed, and chunks loaded with the
      // integrity a host's verifiedManifestPlugin read from it (src/federation/).
      new ManifestIntegrityPlugin({
        manifests: [manifest],
        chunkIntegrity: true,
        name: REMOTE_NAME,
        role: isSlim ? 'browser-slim' : 'browser',
      }),
      // .br and .gz beside every JS/JSON file, served by content negotiation (remote-server.ts).
      ...precompressPlugins(mode, { afterManifestIntegrity: true }),
      // Lets e2e refuse a dist/ older than the sources (docs/tooling.md, "Build stamp").
      new BuildStampPlugin({
        root,
        name: isSlim ? 'remote-slim' : 'remote',
        configFiles: [
          'webpack.config.ts',
          'scripts/build/exposes.ts',
          'scripts/build/compile-hints-plugin.ts',
          'scripts/build/chunk-packages.ts',
        ],
      }),
    ],
  };
};

/** The script-tag build's files: its module, its chunks (all `.mjs`, with their maps and variants) and its record. */
const SCRIPT_TAG_ASSET = /\.mjs(?:\.|$)|^script-tag[.-]/;

/**
 * The script-tag build -> dist/remote-build/global-header.mjs, beside the browser builds: one
 * self-contained ES module for pages without a bundler (`<script type="module" integrity>`, README). No
 * federation: React, react-dom and styled-components are bundled in (the remote's own React 19, on the
 * host-React path of create-mount.ts since it is the only one), so no share scope, no own-react layer and
 * no JSX redirect. Lazy parts are chunks loaded from the module's own URL (`publicPath: 'auto'` reads
 * `import.meta.url`), so they come from the release folder the page loaded. They are classic scripts
 * (`jsonp`), not `import()`ed modules, because a script element takes an `integrity` and `import()` does
 * not: the module gives each chunk the hash ScriptTagPlugin wrote into it, so the tag's one `integrity`
 * pins every chunk too. `script-tag.json` beside it holds its SRI hash, signed (ScriptTagPlugin).
 */
const scriptTagConfig = (mode: NonNullable<Configuration['mode']>): Configuration => {
  const isDev = mode === 'development';
  return {
    name: 'script',
    mode,
    context: root,
    entry: { [SCRIPT_TAG_FILE.replace(/\.mjs$/, '')]: './src/expose/script-tag.ts' },
    devtool: isDev ? 'cheap-module-source-map' : 'source-map',
    target: ['web', 'es2020'],
    experiments: { outputModule: true },
    output: {
      path: BUILD_DIR,
      publicPath: 'auto',
      module: true,
      library: { type: 'module' },
      uniqueName: 'globalHeaderScript',
      filename: SCRIPT_TAG_FILE,
      // Named without a content hash, like the federation builds' files: the release's folder names them.
      chunkFilename: '[name].mjs',
      chunkLoading: 'jsonp',
      chunkFormat: 'array-push',
      crossOriginLoading: 'anonymous',
      clean: { keep: (asset: string) => !SCRIPT_TAG_ASSET.test(asset) },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: [swcRule(isDev)] },
    performance: { hints: false },
    optimization: {
      minimizer,
      moduleIds: 'deterministic',
      // As in the remote's build: the shortest export names.
      mangleExports: 'size',
      chunkIds: 'deterministic',
      splitChunks: { cacheGroups: { defaultVendors: false } },
    },
    plugins: [
      new ScriptTagPlugin(),
      ...precompressPlugins(mode, { afterManifestIntegrity: true }),
      new BuildStampPlugin({ root, name: 'remote-script', configFiles: ['webpack.config.ts'] }),
    ],
  };
};

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration[] => {
  const mode = argv.mode ?? 'production';
  return [browserConfig(mode, 'default'), browserConfig(mode, 'slim'), serverConfig(mode), scriptTagConfig(mode)];
};
