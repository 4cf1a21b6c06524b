import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import pkg from './package.json' with { type: 'json' };
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/e2e/support/chromium-options';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const storybookConfigDir = path.join(dirname, '.storybook');

/**
 * Pre-bundled for the browser before the first story loads. A dependency Vite discovers mid-run makes it
 * re-optimize and reload the page, which fails that run ("Vitest failed to find the runner").
 */
const BROWSER_DEPS = [
  ...Object.keys(pkg.dependencies),
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
];

/**
 * Three projects, run in this order by `npm test` (scripts/test.mjs):
 * - unit: logic and components in jsdom (test/**, excluding test/e2e);
 * - storybook: every story rendered and its play function run in Chromium;
 * - e2e: the built remote + host-demo driven in Chromium (test/e2e).
 */
export default defineConfig({
  test: {
    projects: [
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['test/**/*.test.{ts,tsx}'],
          // test/test-runner/fixtures hold deliberately failing files for the test runner's own tests.
          exclude: ['test/e2e/**', 'test/test-runner/fixtures/**', 'node_modules/**'],
          setupFiles: ['test/setup.ts'],
          restoreMocks: true,
        },
      },
      // Only when Storybook is configured: the plugin throws without .storybook/main.ts.
      ...(existsSync(path.join(storybookConfigDir, 'main.ts'))
        ? [
            {
              plugins: [storybookTest({ configDir: storybookConfigDir })],
              optimizeDeps: { include: BROWSER_DEPS },
              test: {
                name: 'storybook',
                // Stories are few and each waits on axe: one browser page at a time keeps 2 cores responsive.
                testTimeout: 30_000,
                browser: {
                  enabled: true,
                  headless: true,
                  provider: playwright({
                    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
                  }),
                  instances: [{ browser: 'chromium' as const }],
                },
                setupFiles: ['.storybook/vitest.setup.ts'],
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          // Refuses a dist/ older than the sources: "run npm run build" instead of testing old code.
          globalSetup: ['scripts/test-runner/require-fresh-build.mjs'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium at a time: these machines have 2 cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
