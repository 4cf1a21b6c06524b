import { defineConfig } from 'vitest/config';

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
          exclude: ['test/e2e/**', 'node_modules/**'],
          setupFiles: ['test/setup.ts'],
          restoreMocks: true,
        },
      },
    ],
  },
});
