// @vitest-environment node
/**
 * `npm test -- PATH` end to end: scripts/test.mjs itself, on the fixtures and on real test files, as the
 * "done when" checks run it by hand. CI reads only the last line, so that is what these assert, plus the
 * exit code.
 */
import { describe, expect, it } from 'vitest';
import { fixture, npmTest, RUN_TIMEOUT_MS } from './run-npm-test';

describe('npm test -- PATH (scripts/test.mjs)', () => {
  it(
    'counts the tests of a file whose beforeAll throws as failed, never skipped, and exits 1',
    async () => {
      const { code, output, lines } = await npmTest([fixture('before-all-throws.fixture.ts')]);
      expect(lines.at(-1)).toBe('0 passed, 2 failed, 0 skipped');
      expect(code).toBe(1);
      // The recap names the file and why its tests count as failed.
      expect(output).toContain(
        'before-all-throws.fixture.ts: 2 tests that did not run because a hook threw ("beforeAll fails on purpose") count as failed',
      );
      // Paths skip lint, format, typecheck and the build.
      expect(output).not.toMatch(/▶ (lint|format|typecheck|build)/);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'reports a skipped test in the last line and passes: "1 passed, 0 failed, 1 skipped"',
    async () => {
      const { code, lines } = await npmTest([fixture('pass-and-skip.fixture.ts')]);
      expect(lines.at(-1)).toBe('1 passed, 0 failed, 1 skipped');
      expect(code).toBe(0);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'fails a run that tests nothing, and each path that matches no test file, saying why',
    async () => {
      const { code, output, lines } = await npmTest([
        fixture('todo-only.fixture.ts'),
        fixture('support/throws-on-import.ts'),
        'test/no-such-file.test.ts',
        'README.md',
      ]);
      // todo-only: 1 skipped and "no test ran"; then one failure per path that matched nothing.
      expect(lines.at(-1)).toBe('0 passed, 4 failed, 1 skipped');
      expect(code).toBe(1);
      expect(output).toContain('no test ran (1 test skipped): a run that tests nothing fails');
      expect(output).toContain('test/test-runner/fixtures/support/throws-on-import.ts matched no test file');
      expect(output).toContain('path test/no-such-file.test.ts: no such file or folder');
      expect(output).toContain('README.md matched no test file');
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'counts an error thrown outside any test as a failure although every test passed',
    async () => {
      const { code, lines } = await npmTest([fixture('unhandled-error.fixture.ts')]);
      expect(lines.at(-1)).toBe('2 passed, 1 failed, 0 skipped');
      expect(code).toBe(1);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'runs the React component tests of a path on React 19 (unit) and 18.3 (unit-react18), the rest in unit only',
    async () => {
      const { code, summary } = await npmTest([
        'test/react18',
        'test/design-system/button.test.tsx',
        'test/props/stage.test.ts',
        'demo-api/test/place-slug.test.ts',
      ]);
      expect(code).toBe(0);
      expect(summary?.files.map(({ project, file }) => `${project} ${file}`).sort()).toEqual([
        'demo-api demo-api/test/place-slug.test.ts',
        'unit test/design-system/button.test.tsx',
        'unit test/props/stage.test.ts',
        'unit-react18 test/design-system/button.test.tsx',
        'unit-react18 test/react18/react-version.test.tsx',
      ]);
    },
    RUN_TIMEOUT_MS,
  );
});
