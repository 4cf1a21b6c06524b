// Flat ESLint config. Not type-aware on purpose: `tsc --noEmit` (npm run typecheck) does the type checking,
// so lint stays fast enough to run on every `npm test`.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Pure core folders (STYLE.md "Pure logic never imports React"): URL builders, taxonomy lookups, storage,
 * flags, analytics, api and config are plain functions, tested without rendering.
 */
const PURE_CORE = [
  'src/taxonomy/**',
  'src/routes/**',
  'src/config/**',
  'src/storage/**',
  'src/flags/**',
  'src/analytics/**',
  'src/api/**',
];

const UI_PACKAGES = ['react', 'react-dom', 'styled-components'];

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
      'react-hooks/exhaustive-deps': 'error',
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
    // Import boundary: the pure core never depends on the UI runtime.
    files: PURE_CORE.map((dir) => `${dir.replace(/\/\*\*$/, '')}/**/*.{ts,tsx,js,mjs}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: UI_PACKAGES.flatMap((name) => [name, `${name}/*`]),
              message:
                'Pure core (taxonomy, routes, config, storage, flags, analytics, api) must not import React, ' +
                'react-dom or styled-components: keep it plain functions (STYLE.md, "Splitting a component").',
            },
          ],
        },
      ],
    },
  },
);
