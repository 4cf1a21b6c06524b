/**
 * Turns one Vitest run (its JSON report and exit code) into honest counts for `npm test`'s last line.
 *
 * What Vitest 4.1 writes to its JSON report, checked with the files in test/test-runner/fixtures:
 * - a test that fails (or whose beforeEach throws): `assertionResults[].status` "failed";
 * - a file-level beforeAll that throws: file `status` "failed", `message` the error, and every test of the
 *   file "skipped", exactly like `it.skip` (the two cannot be told apart);
 * - a beforeAll that throws inside a describe: file "failed" with an empty `message`, that block's tests
 *   "skipped", the others as they ran;
 * - an import that throws or cannot be resolved, a describe callback that throws, a file without tests:
 *   file "failed", `message` the error, no `assertionResults` at all;
 * - an afterAll that throws: file "failed", `message` the error, its tests "passed";
 * - `it.todo`: "todo"; `it.skip`, `describe.skip`, `skipIf`, `ctx.skip()`: "skipped";
 * - an error thrown outside any test (a stray timer): nothing in the report, only exit code 1.
 *
 * Rules, in that light:
 * - each test counts once: passed, failed, or skipped (todo included);
 * - a file that failed outside its tests (a non-empty `message`, or "failed" with no failed test) had a
 *   load, collection or hook error: its tests that did not run count as failed, not skipped, and when that
 *   leaves it without a failure (nothing collected, or an afterAll that threw after passing tests) it counts
 *   1 failed. Each such file is named in `problems`;
 * - a requested path that matched no test file counts 1 failed;
 * - a run that executed no test (every test skipped, or no test file at all) counts 1 failed: a broken
 *   include glob must not pass with nothing run;
 * - a non-zero exit with no failure found above counts 1 failed (an unhandled error), as does a missing report.
 */
import path from 'node:path';

const firstLine = (text) => String(text).trim().split('\n')[0];
const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** True when `file` is `target` or inside the directory `target`. */
export function isWithin(file, target) {
  const rel = path.relative(target, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * @param {object | undefined} report Vitest's JSON report, or undefined when none was written
 * @param {{ root: string, exitCode: number, requested?: string[] }} run the repo root (for short names), Vitest's
 *   exit code and the absolute paths the run was asked for (none for a whole project)
 * @returns {{ passed: number, failed: number, skipped: number,
 *   files: { file: string, passed: number, failed: number, skipped: number }[], problems: string[] }}
 */
export function countVitestReport(report, { root, exitCode, requested = [] }) {
  const problems = [];
  const files = [];
  const tally = { passed: 0, failed: 0, skipped: 0 };
  const rel = (file) => path.relative(root, file).split(path.sep).join('/');

  if (!report) {
    problems.push(`no JSON report: Vitest stopped before writing one (exit ${exitCode}), see its output above`);
    return { ...tally, failed: 1, files, problems };
  }

  const testResults = report.testResults ?? [];
  for (const result of testResults) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const test of result.assertionResults ?? []) {
      if (test.status === 'passed') counts.passed += 1;
      else if (test.status === 'failed') counts.failed += 1;
      else counts.skipped += 1; // skipped, todo, pending, disabled
    }
    const collected = counts.passed + counts.failed + counts.skipped;
    const message = result.message ? firstLine(result.message) : '';
    if (result.status === 'failed' && (message || counts.failed === 0)) {
      const name = rel(result.name);
      const cause = message
        ? `failed outside its tests ("${message}")`
        : 'had a hook in a describe block throw (see "Failed Suites" above)';
      if (counts.skipped > 0) {
        problems.push(`${name} ${cause}: its ${plural(counts.skipped, 'test')} that did not run count as failed`);
        counts.failed += counts.skipped;
        counts.skipped = 0;
      } else if (counts.failed === 0) {
        problems.push(
          collected === 0
            ? `${name}: no test could run ("${message}"); counted as 1 failed`
            : `${name} ${cause} after its tests passed; counted as 1 failed`,
        );
        counts.failed = 1;
      } else {
        problems.push(`${name} also ${cause}`);
      }
    }
    files.push({ file: rel(result.name), ...counts });
    tally.passed += counts.passed;
    tally.failed += counts.failed;
    tally.skipped += counts.skipped;
  }

  // Files ran but no test executed, or a whole project found nothing: either way nothing was tested. When
  // paths were requested and none matched, the unmatched paths below carry the failures instead.
  if (tally.passed === 0 && tally.failed === 0 && (testResults.length > 0 || requested.length === 0)) {
    problems.push(
      testResults.length === 0
        ? 'no test file ran (a broken include glob, or a setup error above): a project that runs no test fails'
        : `no test ran (${plural(tally.skipped, 'test')} skipped): a run that tests nothing fails`,
    );
    tally.failed += 1;
  }

  const unmatched = requested.filter((target) => !testResults.some((result) => isWithin(result.name, target)));
  for (const target of unmatched) {
    problems.push(`${rel(target) || '.'} matched no test file of this project; counted as 1 failed`);
    tally.failed += 1;
  }

  if (exitCode !== 0 && tally.failed === 0) {
    problems.push(`Vitest exited ${exitCode} with no failed test in its report (an unhandled error? see above)`);
    tally.failed += 1;
  }

  return { ...tally, files, problems };
}

/** The last line of `npm test`, the only one CI reads. */
export function summaryLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed, ${skipped} skipped`;
}
