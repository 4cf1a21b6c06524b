/**
 * The test runner's fixtures (test/test-runner/fixtures/*.fixture.ts): files that fail, skip or test nothing
 * on purpose, to check how `npm test` counts them. Their own config, so `vitest run` and the `unit` project
 * never pick them up; `npm test -- test/test-runner/fixtures/<file>` runs one through this config.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'fixtures',
    root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
    include: ['test/test-runner/fixtures/*.fixture.ts'],
    environment: 'node',
  },
});
