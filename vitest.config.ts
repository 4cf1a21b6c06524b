import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { ariaCommands } from './.storybook/aria-references';
import pkg from './package.json' with { type: 'json' };
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/e2e/support/chromium-options';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const storybookConfigDir = path.join(dirname, '.storybook');

/** React 18.3.1, installed as the host-demo/hosts/react18 workspace's own dependencies. */
const REACT18_MODULES = path.join(dirname, 'host-demo/hosts/react18/node_modules');

/**
 * The host kit (packages/host-kit) from its sources in unit tests, as tsconfig.json's `paths` have it: no build
 * needed. e2e leaves it out and imports the built package, as hosts do (after `npm run build`).
 */
const HOST_KIT_FROM_SOURCES = [
  { find: /^@global-header\/host-kit$/, replacement: path.join(dirname, 'packages/host-kit/src/index.ts') },
  { find: /^@global-header\/host-kit\/react$/, replacement: path.join(dirname, 'packages/host-kit/src/react.ts') },
  {
    find: /^@global-header\/host-kit\/server$/,
    replacement: path.join(dirname, 'packages/host-kit/src/server/index.ts'),
  },
];

/**
 * The unit tests that render React, run again on React 18.3 (the header supports ^18.3 || ^19),
 * the remote's JSX runtime (its elements go to the host's React, whichever it is) and the project's own guard
 * in test/react18. Only these: the rest of `unit` renders no host React (react-bridge's bridge renders its own
 * React 19), so a second run of it would prove nothing. `npm test -- test/header` runs those files in both projects.
 */
const REACT18_TESTS = [
  ...['design-system', 'header', 'location', 'search', 'expose'].map((folder) => `test/${folder}/**/*.test.tsx`),
  'test/react18/**/*.test.tsx',
  'test/react-bridge/jsx-runtime.test.tsx',
];

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

/** What Vitest passes to `resolveScreenshotPath` (the parts used here). */
interface ScreenshotPathData {
  root: string;
  testFileDirectory: string;
  testFileName: string;
  arg: string;
  browserName: string;
  platform: string;
  ext: string;
}

/**
 * Seven projects, run one after the other in this order (`sequence.groupOrder`) by one `vitest run`
 * (`npm test`, scripts/test.mjs), so the browser projects never share the 2 cores with anything:
 * - unit: logic and components in jsdom (test/**, excluding test/e2e and test/react18);
 * - demo-api: the demo API workspace's own tests in Node (demo-api/test);
 * - unit-react18: the unit tests that render React, again with React 18.3.1 (and test/react18, its guard);
 * - storybook: every story rendered and its play function run in Chromium;
 * - e2e: the built remote + host-demo driven in Chromium (test/e2e);
 * - e2e-firefox, e2e-webkit: the core flows of test/e2e/engines in Firefox ESR and in WebKitGTK.
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: HOST_KIT_FROM_SOURCES },
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          environment: 'jsdom',
          include: ['test/**/*.test.{ts,tsx}'],
          // test/test-runner/fixtures hold deliberately failing files for the test runner's own tests.
          exclude: ['test/e2e/**', 'test/test-runner/fixtures/**', 'test/react18/**', 'node_modules/**'],
          setupFiles: ['test/setup.ts'],
          restoreMocks: true,
        },
      },
      {
        test: {
          name: 'demo-api',
          sequence: { groupOrder: 1 },
          environment: 'node',
          include: ['demo-api/test/**/*.test.ts'],
          restoreMocks: true,
        },
      },
      {
        resolve: {
          // Every `react`/`react-dom` import, subpaths included (react/jsx-dev-runtime from the JSX transform,
          // react-dom/client, /server, /test-utils), goes to the 18.3.1 copies. The regexes keep `react-dom`
          // from matching `react` and leave `react-is` and `react-query` alone.
          alias: [
            ...HOST_KIT_FROM_SOURCES,
            { find: /^react-dom(\/.*)?$/, replacement: `${REACT18_MODULES}/react-dom$1` },
            { find: /^react(\/.*)?$/, replacement: `${REACT18_MODULES}/react$1` },
          ],
          // The ES module builds of the inlined packages below: Vite runs them, so their imports are aliased.
          // Their CommonJS builds (`main`) would `require` React through Node, past the aliases.
          mainFields: ['module', 'main'],
        },
        // The same for the files marked `@vitest-environment node` (server rendering), which Vitest resolves in
        // Vite's ssr environment, where it leaves out every main field.
        environments: { ssr: { resolve: { mainFields: ['module', 'main'] } } },
        test: {
          name: 'unit-react18',
          sequence: { groupOrder: 2 },
          environment: 'jsdom',
          include: REACT18_TESTS,
          // The devtools hook goes first: it must exist before react-dom loads (test/setup.ts imports it).
          setupFiles: ['test/react18/record-renderers.ts', 'test/setup.ts'],
          restoreMocks: true,
          server: {
            deps: {
              // Vitest loads node_modules with Node, which would resolve these packages' own `react` imports
              // to the root's React 19: two Reacts, and hooks that fail. Inlined, they go through the aliases.
              // user-event imports no React, but inlined it gets the same @testing-library/dom file as
              // @testing-library/react: with a copy of its own, its events skip the act() that
              // @testing-library/react configures, and tests see React's work half done.
              inline: [
                '@testing-library/react',
                '@testing-library/user-event',
                'downshift',
                'styled-components',
                '@tanstack/react-query',
              ],
            },
          },
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
                sequence: { groupOrder: 3 },
                // Stories are few and each waits on axe: one browser page at a time keeps 2 cores responsive.
                testTimeout: 30_000,
                // One more attempt for a story whose first run in a cold frame was pictured before it settled
                // (seen in screenshots once per full run, on the first story of a file, never alone).
                // A story that really changed fails both attempts, under its name.
                retry: 1,
                browser: {
                  enabled: true,
                  headless: true,
                  provider: playwright({
                    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
                  }),
                  instances: [{ browser: 'chromium' as const }],
                  // Each story's accessibility tree beside its pictures (.storybook/aria-references.ts): taken and
                  // compared in Node, where Playwright's ARIA snapshot of the story's frame is.
                  commands: ariaCommands,
                  // Every story's reference images (.storybook/screenshots.ts takes them), committed
                  // beside its stories file. Not __screenshots__/, which holds Vitest's failure screenshots and
                  // is git-ignored; a mismatch's actual and diff images go to .vitest-attachments/ (ignored).
                  expect: {
                    toMatchScreenshot: {
                      resolveScreenshotPath: ({
                        root,
                        testFileDirectory,
                        testFileName,
                        arg,
                        browserName,
                        platform,
                        ext,
                      }: ScreenshotPathData) =>
                        path.join(
                          root,
                          testFileDirectory,
                          '__references__',
                          testFileName,
                          `${arg}-${browserName}-${platform}${ext}`,
                        ),
                    },
                  },
                },
                setupFiles: ['.storybook/vitest.setup.ts'],
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 4 },
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
      // The core flows (test/e2e/engines/core-flows.test.ts) again in the other engines, one after the other and
      // after e2e, one browser at a time: Firefox ESR through WebDriver BiDi, WebKitGTK through WebKitWebDriver.
      ...(['firefox', 'webkit'] as const).map((engine, index) => ({
        test: {
          name: `e2e-${engine}`,
          sequence: { groupOrder: 5 + index },
          environment: 'node' as const,
          include: ['test/e2e/engines/core-flows.test.ts'],
          env: { E2E_ENGINE: engine },
          globalSetup: ['scripts/test-runner/require-fresh-build.mjs'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One more attempt, in a fresh browser session, for WebKit: in one full run of its flows on a loaded
          // 2-core machine a WebDriver command never answered (the same flow passed alone and in every other run).
          // A behaviour that is really broken fails both attempts, under its name.
          retry: engine === 'webkit' ? 1 : 0,
        },
      })),
      // The test runner's own fixtures (test/test-runner/fixtures): files that fail, skip or test nothing on
      // purpose. Only when scripts/test.mjs is given a path among them, so `vitest run` never picks them up.
      ...(process.env.TEST_RUNNER_FIXTURES
        ? [
            {
              test: {
                name: 'fixtures',
                include: ['test/test-runner/fixtures/*.fixture.ts'],
                environment: 'node' as const,
              },
            },
          ]
        : []),
    ],
  },
});
