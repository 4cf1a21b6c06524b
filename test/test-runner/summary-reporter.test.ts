// @vitest-environment node
/**
 * The counting rules of `npm test` (scripts/test-runner/summary-reporter.mjs) on real Vitest runs: every
 * fixture in test/test-runner/fixtures run through scripts/test.mjs, as `npm test -- PATH` runs them.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineLines } from '../../scripts/test-runner/summary-reporter.mjs';
import { fixture, npmTest, RUN_TIMEOUT_MS, vitestRun } from './run-npm-test';

describe('counting a Vitest run (scripts/test-runner/summary-reporter.mjs)', () => {
  it(
    'counts load, collection and hook errors as failures, skip and todo as skipped, per file',
    async () => {
      const { code, lines, summary } = await npmTest([fixture('')]);
      const byFile = Object.fromEntries(
        (summary?.files ?? []).map(({ file, passed, failed, skipped }) => [
          path.basename(file),
          { passed, failed, skipped },
        ]),
      );
      expect(byFile).toEqual({
        // Vitest says "skipped" for both tests; they never ran because the hook failed.
        'before-all-throws.fixture.ts': { passed: 0, failed: 2, skipped: 0 },
        'before-each-throws.fixture.ts': { passed: 0, failed: 2, skipped: 0 },
        // Nothing collected: one failure for the file.
        'describe-throws.fixture.ts': { passed: 0, failed: 1, skipped: 0 },
        'import-throws.fixture.ts': { passed: 0, failed: 1, skipped: 0 },
        'no-tests.fixture.ts': { passed: 0, failed: 1, skipped: 0 },
        'nested-before-all-throws.fixture.ts': { passed: 1, failed: 2, skipped: 0 },
        // Beside a failing test too: the suite's error, not the file's status, says which skips were hooks.
        'hook-and-test-fail.fixture.ts': { passed: 0, failed: 2, skipped: 1 },
        'after-all-throws.fixture.ts': { passed: 1, failed: 1, skipped: 0 },
        'pass-and-skip.fixture.ts': { passed: 1, failed: 0, skipped: 1 },
        'todo-only.fixture.ts': { passed: 0, failed: 0, skipped: 1 },
        // The stray timer's error belongs to no test: it counts once for the run, below.
        'unhandled-error.fixture.ts': { passed: 2, failed: 0, skipped: 0 },
      });
      // 12 failed in the files, and 1 for the error thrown outside any test.
      expect(lines.at(-1)).toBe('5 passed, 13 failed, 3 skipped');
      expect(code).toBe(1);
      // Every file that failed outside its tests is named, with the reason.
      expect(summary?.problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /^test\/test-runner\/fixtures\/import-throws\.fixture\.ts: no test could run \(.*fails to load/,
          ),
          expect.stringMatching(/^test\/test-runner\/fixtures\/describe-throws\.fixture\.ts: no test could run/),
          expect.stringMatching(
            /^test\/test-runner\/fixtures\/nested-before-all-throws\.fixture\.ts: 2 tests that did not run because a hook threw \("nested beforeAll/,
          ),
          expect.stringMatching(
            /^test\/test-runner\/fixtures\/after-all-throws\.fixture\.ts failed outside its tests .* after they ran/,
          ),
          expect.stringMatching(/^1 error thrown outside any test \("stray timer fails on purpose"/),
        ]),
      );
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'fails a project in which no test ran, in a run of whole projects',
    async () => {
      // Without TEST_PATHS (as in a full `npm test`) the reporter judges each project as a whole; the file
      // filter only keeps this run short: the project's one test file has nothing but a todo.
      const { code, summary } = await vitestRun(['--project', 'fixtures', fixture('todo-only.fixture.ts')], {
        TEST_RUNNER_FIXTURES: '1',
      });
      expect(summary?.problems).toEqual(['fixtures: no test ran (1 test skipped): a project that tests nothing fails']);
      expect(summary).toMatchObject({ passed: 0, failed: 1, skipped: 1 });
      // Vitest itself calls this run a success.
      expect(code).toBe(0);
    },
    RUN_TIMEOUT_MS,
  );

  it('ends the recap with one count per browser engine: Chromium for storybook and e2e, then Firefox, then WebKit', () => {
    const counts = (passed: number, failed: number, skipped: number) => ({ passed, failed, skipped });
    const byProject = new Map([
      ['unit', counts(900, 0, 1)],
      ['e2e-webkit', counts(20, 1, 0)],
      ['storybook', counts(50, 0, 2)],
      ['e2e', counts(300, 2, 0)],
      ['e2e-firefox', counts(21, 0, 0)],
    ]);
    expect(engineLines(byProject)).toEqual([
      'chromium: 350 passed, 2 failed, 2 skipped',
      'firefox: 21 passed, 0 failed, 0 skipped',
      'webkit: 20 passed, 1 failed, 0 skipped',
    ]);
    // A run limited to paths names only the engines whose projects ran.
    expect(engineLines(new Map([['e2e-firefox', counts(3, 0, 0)]]))).toEqual([
      'firefox: 3 passed, 0 failed, 0 skipped',
    ]);
    expect(engineLines(new Map([['unit', counts(3, 0, 0)]]))).toEqual([]);
  });
});
