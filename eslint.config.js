// Flat ESLint config. Not type-aware on purpose: `tsc --noEmit` (npm run typecheck) does the type checking,
// so lint stays fast enough to run on every `npm test`.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Import boundaries (docs/architecture.md has the same order, one line per folder; docs/tooling.md the rules).
 * Every src/ folder sits in one layer of LAYERS, bottom first, and may import only the layers below its own, so no
 * import cycle can form between layers (test/lint/import-cycles.test.ts checks the real import graph too):
 *   pure core, one folder per layer: config -> i18n -> taxonomy -> routes -> props -> head -> storage -> analytics
 *     -> api -> header/model
 *   -> lib -> plumbing (react-bridge, federation) -> design-system -> context -> features (header, search, location)
 *   -> expose (webpack's exposes: no src/ folder imports it)
 * Within a layer: a feature uses another only through its index.ts, react-bridge and federation never meet.
 * Code outside the shipped remote (host-demo/, examples/) sees src/ only through PUBLIC_ENTRIES.
 * Paths are relative to this file's folder (the repo root).
 */

/** Pure core that may also run on a server (the demo server, a host's SSR): no UI runtime, no DOM globals. */
const SERVER_SAFE_CORE = [
  'src/routes',
  'src/taxonomy',
  'src/i18n',
  'src/head',
  'src/config',
  'src/props',
  'src/header/model',
];
/**
 * Pure core that runs in the browser only: no UI runtime, but it may touch DOM globals behind a
 * `typeof` guard (storage: localStorage, document.cookie, location.protocol; analytics: navigator.sendBeacon;
 * api: browser-side clients), so the DOM-globals ban leaves these out.
 */
const BROWSER_PURE_CORE = ['src/storage', 'src/analytics', 'src/api'];
const PURE_CORE = [...SERVER_SAFE_CORE, ...BROWSER_PURE_CORE];
const CONFIG = 'src/config';
/** The import order of the pure core, bottom first: each folder may import only the ones before it. */
const PURE_CORE_ORDER = [
  CONFIG,
  'src/i18n',
  'src/taxonomy',
  'src/routes',
  'src/props',
  'src/head',
  'src/storage',
  'src/analytics',
  'src/api',
  'src/header/model',
];
/** General React utilities (lazy loading, refs, click helpers): above the pure core, below the plumbing. */
const LIB = 'src/lib';
/** Plumbing between the remote and its hosts (React version bridge, share scope plugin). */
const PLUMBING = ['src/react-bridge', 'src/federation'];
const DESIGN_SYSTEM = 'src/design-system';
/** The header's shared React layer (parsed props, tracker, layout): above the design system, below features. */
const CONTEXT = 'src/context';
/** Feature folders; one feature uses another only through that feature's index.ts. */
const FEATURES = ['src/header', 'src/search', 'src/location'];
/** One thin file per federated module: webpack exposes them, no other src/ folder imports them. */
const EXPOSE = 'src/expose';
/** Every src/ folder by layer, bottom first, with what the layer is (it ends each boundary message). */
const LAYERS = [
  ...PURE_CORE_ORDER.map((dir) => ({ dirs: [dir], role: 'pure core' })),
  { dirs: [LIB], role: 'general React helpers' },
  { dirs: PLUMBING, role: 'plumbing below the features' },
  { dirs: [DESIGN_SYSTEM], role: 'the design system, below the header' },
  { dirs: [CONTEXT], role: "the features' shared React layer" },
  { dirs: FEATURES, role: 'feature folders' },
  { dirs: [EXPOSE], role: 'the federated modules' },
];
/** The only src/ files that host-demo/ and examples/ may import (the remote itself is loaded at run time). */
const PUBLIC_ENTRIES = [
  'config',
  'props',
  'routes',
  'taxonomy',
  'i18n',
  'head',
  'api',
  'storage',
  'analytics',
  'federation',
].map((dir) => `./${dir}/index.ts`);
/**
 * examples/ also describes the features' named states (stories and tests render them), so it may read a
 * feature's public index too; host-demo never does (it loads the features as federated modules).
 */
const EXAMPLE_ENTRIES = [...PUBLIC_ENTRIES, ...FEATURES.map((dir) => `./${dir.replace(/^src\//, '')}/index.ts`)];
/** `@global-header/host-kit` and its entries -> their sources (tsconfig.json `paths`). */
const HOST_KIT_SOURCES = {
  '@global-header/host-kit$': [`${import.meta.dirname}/packages/host-kit/src/index.ts`],
  '@global-header/host-kit/react$': [`${import.meta.dirname}/packages/host-kit/src/react.ts`],
  '@global-header/host-kit/server$': [`${import.meta.dirname}/packages/host-kit/src/server/index.ts`],
};
/**
 * Stories show src/ as its users see it: the exposes (./Header...), and each folder only through its index.ts
 * (a name a story needs is then part of that folder's contract, not a reach into its files).
 */
const STORY_ENTRIES = [
  ...EXAMPLE_ENTRIES,
  ...[DESIGN_SYSTEM, LIB].map((dir) => `./${dir.replace(/^src\//, '')}/index.ts`),
  `./${EXPOSE.replace(/^src\//, '')}`,
];
/**
 * The pure core folders a layer above it really needs; the rest stays out of reach, so a general helper, a
 * primitive or a runtime plugin cannot start depending on props parsing, the API or the header's menus.
 */
const CORE_NEEDED_BY = {
  [LIB]: [CONFIG, 'src/i18n'],
  [DESIGN_SYSTEM]: [CONFIG, 'src/i18n'],
  'src/federation': [CONFIG],
};
/** Server-safe core folders above the browser-only ones in the order: the layers alone would let them import those. */
const SERVER_SAFE_ABOVE_BROWSER = SERVER_SAFE_CORE.filter(
  (dir) => PURE_CORE_ORDER.indexOf(dir) > Math.min(...BROWSER_PURE_CORE.map((b) => PURE_CORE_ORDER.indexOf(b))),
);
/** Code that is never part of the shipped remote. */
const NOT_SHIPPED = ['test', 'stories', 'examples', 'host-demo', 'demo-api', 'packages', 'scripts', '.storybook'];

const UI_PACKAGES = ['react', 'react-dom', 'styled-components'];
/** DOM globals a server-run module must not touch (it would throw on the server). */
const DOM_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'];

/** Lint globs for every source file under the given folders. */
const filesUnder = (dirs) => dirs.map((dir) => `${dir}/**/*.{ts,tsx,js,mjs,cjs,jsx}`);

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });
const short = (dir) => dir.replace(/^src\//, '');
/**
 * One zone per layer: it may not import any layer above it. header/model's own feature folder is left to the
 * header/model zone below (the model may import itself); config's zone is all of src/ but itself.
 */
const layerZones = LAYERS.slice(0, -1).map(({ dirs, role }, index) => {
  const above = LAYERS.slice(index + 1).flatMap((layer) => layer.dirs);
  // src/header contains src/header/model: one of the two in `from` (a folder's import reported once).
  const from = above.filter((dir) =>
    dirs.includes('src/header/model')
      ? dir !== 'src/header'
      : dir !== 'src/header/model' || !above.includes('src/header'),
  );
  return zone(
    dirs,
    from,
    `${dirs.map(short).join(' and ')} (${role}) may not import ${above.map(short).join(', ')}: a folder imports ` +
      'only the layers below its own (eslint.config.js LAYERS, docs/architecture.md).',
  );
});
const BOUNDARY_ZONES = [
  zone(
    CONFIG,
    'src',
    'src/config is the bottom layer (constants, stages, locales, the plain data types): it may not import ' +
      'anything else of src/ (i18n, routes, props, features, ...).',
    ['./config'],
  ),
  ...layerZones.slice(1),
  zone(
    'src/header/model',
    'src/header',
    'src/header/model is React-free: it may not import the header components around it.',
    ['./model'],
  ),
  zone(
    SERVER_SAFE_ABOVE_BROWSER,
    BROWSER_PURE_CORE,
    `${SERVER_SAFE_ABOVE_BROWSER.map(short).join(', ')} must run on a server (the demo server, a host's SSR): ` +
      `it may not import the browser-only ${BROWSER_PURE_CORE.map(short).join(', ')}.`,
  ),
  // header/model is left out of `from`: src/header, above these layers, already covers it.
  ...Object.entries(CORE_NEEDED_BY).map(([dir, needed]) =>
    zone(
      dir,
      PURE_CORE.filter((core) => !needed.includes(core) && core !== 'src/header/model'),
      `${short(dir)} uses only ${needed.map(short).join(' and ')} of the pure core (eslint.config.js CORE_NEEDED_BY, ` +
        'docs/architecture.md): it knows nothing of routes, props, the API or the header.',
    ),
  ),
  zone(
    [DESIGN_SYSTEM, CONTEXT, ...FEATURES],
    PLUMBING,
    'src/react-bridge and src/federation are plumbing for the exposes: only src/expose imports them.',
  ),
  zone('src/react-bridge', 'src/federation', 'src/react-bridge and src/federation are independent plumbing.'),
  zone('src/federation', 'src/react-bridge', 'src/react-bridge and src/federation are independent plumbing.'),
  ...FEATURES.map((feature) =>
    zone(
      feature,
      FEATURES.filter((other) => other !== feature),
      'A feature may import another feature only through its index.ts.',
      ['./index.ts'],
    ),
  ),
  zone(
    'src',
    NOT_SHIPPED,
    'src/ is the shipped remote: it may not import tests, stories, examples, host-demo or scripts.',
  ),
  zone(
    ['host-demo', 'demo-api'],
    'src',
    'host-demo/ and demo-api/ use src/ only through its public entries: src/{config,props,routes,taxonomy,i18n,head,api,storage,analytics,federation}/index.ts ' +
      '(the header itself is loaded as a federated module).',
    PUBLIC_ENTRIES,
  ),
  zone(
    'packages/host-kit',
    'src',
    'The host kit uses src/ only through its public entries (src/{config,props,routes,taxonomy,i18n,head,api,storage,analytics,federation}/index.ts) ' +
      "and src/location/visitor-place.ts, the location's rule for a server (the header itself is loaded as a federated module).",
    [...PUBLIC_ENTRIES, './location/visitor-place.ts'],
  ),
  zone(
    'examples',
    'src',
    "examples/ uses src/ only through its public entries and the features' index.ts files.",
    EXAMPLE_ENTRIES,
  ),
  zone(
    'stories',
    'src',
    "stories/ uses src/ only through the exposes (src/expose) and each folder's index.ts: export what a story " +
      'needs from there.',
    STORY_ENTRIES,
  ),
  zone(
    ['host-demo', 'demo-api', 'examples', 'stories'],
    'test',
    'Test code is not imported outside test/: shared data lives in examples/.',
  ),
  zone(
    'packages/host-kit/src',
    ['host-demo', 'test', 'stories', 'examples', 'scripts', 'demo-api'],
    'The host kit is a package hosts install: it may not import the demo host, tests, examples or scripts.',
  ),
  zone('demo-api', 'host-demo', 'demo-api/ is its own workspace: host-demo imports it, never the reverse.'),
  zone(
    'host-demo/hosts',
    'host-demo/qa',
    'host-demo/hosts/ are plain hosts beside the QA shell, not parts of it: what both use lives in host-demo/common/.',
  ),
  zone('examples', ['host-demo', 'stories'], 'examples/ is neutral data: it may not import host-demo or stories.'),
];

/** The spec folder (../shared) is read by tests and the taxonomy generator only; shipped and demo code never imports it. */
const NO_SPEC_FOLDER = {
  group: ['**/shared/**'],
  message: 'Do not import the spec folder (../shared): src/ ships generated data.',
};
/*
 * Package bans as anchored regexes on the import specifier: gitignore-style `group` patterns match a bare
 * name at any depth, so `url` or `events` would also ban the relative imports './url' and './events'.
 */
const NO_UI_RUNTIME = {
  regex: `^(${UI_PACKAGES.join('|')})(/.*)?$`,
  message:
    'Pure core must not import React, react-dom or styled-components (type-only imports included): keep it plain ' +
    'functions (STYLE.md, "Pure logic never imports React").',
};
const NO_NODE_BUILTINS = {
  regex: `^(node:.*|(${builtinModules.filter((name) => !name.startsWith('_')).join('|')})(/.*)?)$`,
  message: 'Pure core runs in browsers too: no Node built-ins (and no reading files such as the spec folder).',
};

/** String literals and template heads that start with http(s)://, except `.invalid` hosts (RFC 2606: parse bases only). */
const EXTERNAL_URL = String.raw`^https?:\x2F\x2F(?![^\x2F?#]*\.invalid(?:[\x2F:?#]|$))`;

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '@mf-types/**',
      '**/@mf-types/**',
      'storybook-static/**',
      'host-demo/dist/**',
      'packages/*/dist/**',
      'coverage/**',
      '.mf/**',
      'bench/results.json',
      '.vitest-attachments/**',
      '__screenshots__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,jsx}'],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // `_unused` arguments and rest-siblings are intentional (prop getters drop keys by destructuring).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,jsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      // useIsomorphicLayoutEffect (src/lib) is useLayoutEffect under another name: same deps rules.
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useIsomorphicLayoutEffect$' }],
    },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // The header ships inside hosts' pages: console output there must be a deliberate, commented choice.
    files: ['src/**'],
    rules: { 'no-console': 'warn' },
  },
  {
    // Layer zones, resolved to files: a relative import that lands in a forbidden folder fails wherever it is written.
    files: ['**/*.{js,mjs,cjs,ts,tsx,jsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.jsx', '.json'],
          // The host kit from its sources, as tsconfig.json's `paths` have it (its dist/ exists only after a build).
          alias: HOST_KIT_SOURCES,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: BOUNDARY_ZONES }],
    },
  },
  {
    // Shipped and demo code never imports the spec folder. (Pure core repeats this below: flat config replaces
    // a rule's options per file, it does not merge them.)
    files: ['src/**', 'host-demo/**', 'demo-api/**', 'examples/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SPEC_FOLDER] }] },
  },
  {
    // Pure core: no UI runtime, no Node built-ins.
    files: filesUnder(PURE_CORE),
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_UI_RUNTIME, NO_NODE_BUILTINS, NO_SPEC_FOLDER] }],
    },
  },
  {
    // Server-safe pure core: the demo server (and a host's SSR) imports these, where DOM globals do not exist.
    files: filesUnder(SERVER_SAFE_CORE),
    rules: {
      'no-restricted-globals': [
        'error',
        ...DOM_GLOBALS.map((name) => ({
          name,
          message: `${name} does not exist on a server: this folder must run there (pass browser values in as arguments).`,
        })),
      ],
    },
  },
  {
    // URLs are built from the host's environment (serverUrl, ...), never hard-coded to a site.
    files: filesUnder(['src/routes', 'src/taxonomy']),
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Literal[value=/${EXTERNAL_URL}/]`,
          message:
            'No external URL in routes/taxonomy: build it from the environment (a `.invalid` parse base is fine).',
        },
        {
          selector: `TemplateElement[value.raw=/${EXTERNAL_URL}/]`,
          message:
            'No external URL in routes/taxonomy: build it from the environment (a `.invalid` parse base is fine).',
        },
      ],
    },
  },
);
