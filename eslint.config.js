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
 * Import boundaries (docs/tooling.md, "Import boundaries"). Layers flow one way:
 *   src/config -> rest of the pure core -> src/lib -> src/design-system -> src/context
 *     -> features (src/header, src/search, src/location) -> src/expose
 * src/config (constants and the plain data types) is the bottom: it imports nothing else of src/. src/lib,
 * src/react-bridge and src/federation are plumbing: they never import a feature.
 * and code outside the shipped remote (host-demo/, examples/) sees src/ only through PUBLIC_ENTRIES.
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
 * api and flags: browser-side clients), so the DOM-globals ban leaves these out.
 */
const BROWSER_PURE_CORE = ['src/storage', 'src/flags', 'src/analytics', 'src/api'];
const PURE_CORE = [...SERVER_SAFE_CORE, ...BROWSER_PURE_CORE];
const CONFIG = 'src/config';
/** General React utilities (lazy loading, refs, click helpers): above the pure core, below the design system. */
const LIB = 'src/lib';
/** Plumbing between the remote and its hosts (React version bridge, share scope plugin). */
const PLUMBING = ['src/react-bridge', 'src/federation'];
const DESIGN_SYSTEM = 'src/design-system';
/** The header's shared React layer (parsed props, tracker, layout): above the design system, below features. */
const CONTEXT = 'src/context';
/** Feature folders; one feature uses another only through that feature's index.ts. */
const FEATURES = ['src/header', 'src/search', 'src/location'];
const EXPOSE = 'src/expose';
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
/** Code that is never part of the shipped remote. */
const NOT_SHIPPED = ['test', 'stories', 'examples', 'host-demo', 'demo-api', 'scripts', '.storybook'];

const UI_PACKAGES = ['react', 'react-dom', 'styled-components'];
/** DOM globals a server-run module must not touch (it would throw on the server). */
const DOM_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'];

/** Lint globs for every source file under the given folders. */
const filesUnder = (dirs) => dirs.map((dir) => `${dir}/**/*.{ts,tsx,js,mjs,cjs,jsx}`);

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });
const BOUNDARY_ZONES = [
  zone(
    CONFIG,
    'src',
    'src/config is the bottom layer (constants, stages, locales, the plain data types): it may not import ' +
      'anything else of src/ (i18n, routes, props, features, ...).',
    ['./config'],
  ),
  zone(
    PURE_CORE.filter((dir) => dir !== 'src/header/model' && dir !== CONFIG),
    [LIB, DESIGN_SYSTEM, CONTEXT, ...FEATURES, EXPOSE, ...PLUMBING],
    'The pure core (routes, taxonomy, i18n, head, props, storage, flags, analytics, api) sits below every UI ' +
      'layer: it may not import lib, the design system, context, features or expose.',
  ),
  zone(
    [LIB, ...PLUMBING],
    [DESIGN_SYSTEM, CONTEXT, ...FEATURES],
    'src/lib, src/react-bridge and src/federation are plumbing below the features: they may not import a feature ' +
      'folder (header, search, location), context or the design system.',
  ),
  zone(
    'src/header/model',
    DESIGN_SYSTEM,
    'src/header/model is React-free: from the design system it may import only the types module menu-item.ts.',
    ['./menu-item.ts'],
  ),
  zone(
    'src/header/model',
    'src/header',
    'src/header/model is React-free: it may not import the header components around it.',
    ['./model'],
  ),
  zone('src/header/model', CONTEXT, 'src/header/model is React-free: it may not import the React context.'),
  zone(
    DESIGN_SYSTEM,
    [CONTEXT, ...FEATURES, EXPOSE, ...PLUMBING],
    'The design system sits below the header: it may not import context, feature folders or expose.',
  ),
  zone(CONTEXT, [...FEATURES, EXPOSE], 'src/context sits below the feature folders: it may not import them or expose.'),
  zone(FEATURES, EXPOSE, 'Feature folders may not import src/expose: expose composes features, not the reverse.'),
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
    'examples',
    'src',
    "examples/ uses src/ only through its public entries and the features' index.ts files.",
    EXAMPLE_ENTRIES,
  ),
  zone(
    ['host-demo', 'demo-api', 'examples', 'stories'],
    'test',
    'Test code is not imported outside test/: shared data lives in examples/.',
  ),
  zone(
    'host-demo/ssr',
    ['host-demo/qa', 'host-demo/hosts', 'host-demo/server'],
    'host-demo/ssr is the server-rendering reference a host copies: it may not import the QA shell, host pages or demo server.',
  ),
  zone('demo-api', 'host-demo', 'demo-api/ is its own workspace: host-demo imports it, never the reverse (issue 20).'),
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
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.jsx', '.json'] })],
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
