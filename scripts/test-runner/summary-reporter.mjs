/**
 * The Vitest reporter behind `npm test`'s last line: it counts one `vitest run` over every project by the
 * house rules below, adds the checks scripts/test.mjs ran before it, prints a recap (ending with one count per
 * browser engine, see ENGINE_OF_PROJECT) and the counts as
 *
 *   N passed, N failed, N skipped
 *
 * (the last line: printed here when run alone, `vitest run --reporter=./scripts/test-runner/summary-reporter.mjs`,
 * and by scripts/test.mjs after Vitest exits when it gives TEST_SUMMARY_FILE).
 *
 * Vitest's own summary calls a file whose beforeAll threw "failed" but its tests "skipped", and a run in
 * which nothing was tested a success. Here:
 * - each test counts once: passed, failed, or skipped (`it.skip`, `describe.skip`, `skipIf`, `ctx.skip()`,
 *   `it.todo`); a test that never finished (an interrupted run) counts as failed;
 * - a test that did not run because a hook of its file or of a describe around it threw (a beforeAll:
 *   Vitest says "skipped") counts as failed;
 * - a file that failed outside its tests with no failed test to show for it (an import that throws, a
 *   describe callback that throws, no test in the file, an afterAll that throws after its tests passed)
 *   counts as 1 failed;
 * - errors thrown outside any test (Vitest's "Unhandled Errors") count as 1 failed, as does an interrupted run;
 * - a full run: each project in which no test ran (a broken include glob, every test skipped) counts as 1
 *   failed; a run limited to paths (TEST_PATHS): no test ran at all counts as 1 failed, and so does each
 *   path that matched no test file.
 *
 * From scripts/test.mjs, by environment: TEST_CHECKS, JSON `{ passed, failed, recap: string[] }` (lint,
 * format, typecheck, build, paths it refused); TEST_PATHS, JSON array of the absolute paths asked for;
 * TEST_SUMMARY_FILE, where to write the counts as JSON (with one row per file) for test.mjs and the tests,
 * instead of printing the last line.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** The last line of `npm test`, the only one CI reads. */
export const summaryLine = ({ passed, failed, skipped }) => `${passed} passed, ${failed} failed, ${skipped} skipped`;

const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;
const firstLine = (error) => String(error?.message ?? error ?? '').split('\n')[0];

/** True when `file` is `target` or inside the directory `target`. */
export function isWithin(file, target) {
  const rel = path.relative(target, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** The first error of this suite or of a suite around it (the module included): why its tests did not run. */
function hookError(entity) {
  for (let suite = entity.parent; suite; suite = suite.type === 'module' ? undefined : suite.parent) {
    const [error] = suite.errors();
    if (error) return error;
  }
  return undefined;
}

/** Counts one test file by the rules above; `problems` gets a line for every rule that changed a count. */
function countModule(module, rel, problems) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  let notRun = 0;
  let firstHookError;
  for (const test of module.children.allTests()) {
    const { state } = test.result();
    if (state === 'passed') counts.passed += 1;
    else if (state === 'failed') counts.failed += 1;
    else if (state === 'pending') {
      counts.failed += 1;
      notRun += 1;
    } else {
      const error = hookError(test);
      if (error) {
        counts.failed += 1;
        notRun += 1;
        firstHookError ??= error;
      } else counts.skipped += 1;
    }
  }
  const name = rel(module.moduleId);
  const errors = [...module.errors(), ...[...module.children.allSuites()].flatMap((suite) => suite.errors())];
  if (notRun > 0) {
    const why = firstHookError ? `a hook threw ("${firstLine(firstHookError)}")` : 'the run stopped';
    problems.push(`${name}: ${plural(notRun, 'test')} that did not run because ${why} count as failed`);
  } else if (counts.failed === 0 && (errors.length > 0 || module.state() === 'failed')) {
    const tests = counts.passed + counts.skipped;
    const why = errors.length > 0 ? `"${firstLine(errors[0])}"` : 'see above';
    problems.push(
      tests === 0
        ? `${name}: no test could run (${why}); counted as 1 failed`
        : `${name} failed outside its tests (${why}) after they ran; counted as 1 failed`,
    );
    counts.failed = 1;
  }
  return counts;
}

/**
 * The browser engine each browser project drives (vitest.config.ts): the recap ends with one count per engine
 * that ran, "chromium: N passed, N failed, N skipped", then "firefox: ..." and "webkit: ...".
 */
const ENGINE_OF_PROJECT = {
  storybook: 'chromium',
  e2e: 'chromium',
  'e2e-firefox': 'firefox',
  'e2e-webkit': 'webkit',
};

/** One line per engine with a project among `byProject` (project name to counts), in ENGINE_OF_PROJECT's order. */
export function engineLines(byProject) {
  const engines = new Map();
  for (const [project, engine] of Object.entries(ENGINE_OF_PROJECT)) {
    const counts = byProject.get(project);
    if (!counts) continue;
    const total = engines.get(engine) ?? { passed: 0, failed: 0, skipped: 0 };
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
    engines.set(engine, total);
  }
  return [...engines].map(([engine, counts]) => `${engine}: ${summaryLine(counts)}`);
}

function fromEnv(name, fallback) {
  const value = process.env[name];
  return value ? JSON.parse(value) : fallback;
}

export default class SummaryReporter {
  /** @param {import('vitest/node').Vitest} vitest */
  onInit(vitest) {
    this.vitest = vitest;
  }

  /**
   * @param {ReadonlyArray<import('vitest/node').TestModule>} testModules
   * @param {ReadonlyArray<unknown>} unhandledErrors
   * @param {'passed' | 'interrupted' | 'failed'} reason
   */
  onTestRunEnd(testModules, unhandledErrors, reason) {
    const root = this.vitest.config.root;
    const rel = (file) => path.relative(root, file).split(path.sep).join('/');
    const checks = fromEnv('TEST_CHECKS', { passed: 0, failed: 0, recap: [] });
    const requested = fromEnv('TEST_PATHS', []);
    const problems = [];
    const files = [];
    const byProject = new Map(
      this.vitest.projects.map((project) => [project.name, { passed: 0, failed: 0, skipped: 0 }]),
    );
    const tally = { passed: 0, failed: 0, skipped: 0 };
    const add = (to, counts) => {
      to.passed += counts.passed;
      to.failed += counts.failed;
      to.skipped += counts.skipped;
    };

    for (const module of testModules) {
      const counts = countModule(module, rel, problems);
      const project = module.project.name;
      files.push({ file: rel(module.moduleId), project, ...counts });
      if (!byProject.has(project)) byProject.set(project, { passed: 0, failed: 0, skipped: 0 });
      add(byProject.get(project), counts);
      add(tally, counts);
    }

    if (requested.length === 0) {
      for (const [project, counts] of byProject) {
        if (counts.passed + counts.failed > 0) continue;
        problems.push(
          `${project}: no test ran (${plural(counts.skipped, 'test')} skipped): a project that tests nothing fails`,
        );
        counts.failed += 1;
        tally.failed += 1;
      }
    } else {
      // Files ran but no test did. When no file matched at all, the unmatched paths below carry the failures.
      if (tally.passed + tally.failed === 0 && testModules.length > 0) {
        problems.push(`no test ran (${plural(tally.skipped, 'test')} skipped): a run that tests nothing fails`);
        tally.failed += 1;
      }
      for (const target of requested) {
        if (testModules.some((module) => isWithin(module.moduleId, target))) continue;
        problems.push(`${rel(target) || '.'} matched no test file; counted as 1 failed`);
        tally.failed += 1;
      }
    }
    if (unhandledErrors.length > 0) {
      problems.push(
        `${plural(unhandledErrors.length, 'error')} thrown outside any test ("${firstLine(unhandledErrors[0])}", ` +
          'see "Unhandled Errors" above); counted as 1 failed',
      );
      tally.failed += 1;
    }
    if (reason === 'interrupted') {
      problems.push('the run was interrupted; counted as 1 failed');
      tally.failed += 1;
    }

    const total = {
      passed: tally.passed + checks.passed,
      failed: tally.failed + checks.failed,
      skipped: tally.skipped,
    };
    const ran = [...byProject].filter(
      ([project]) => requested.length === 0 || files.some((file) => file.project === project),
    );
    const engines = engineLines(new Map(ran));
    const recap = [
      ...checks.recap,
      ...ran.map(([project, counts]) => `vitest ${project}: ${summaryLine(counts)}`),
      ...problems.map((problem) => `  ${problem}`),
      ...engines,
    ];
    process.stdout.write(`\nRecap:\n${recap.map((line) => `  ${line}\n`).join('')}`);
    // scripts/test.mjs prints the last line itself once Vitest has exited, so that nothing Vitest writes
    // later (on stderr, which a log may interleave, or while closing) comes after it.
    if (process.env.TEST_SUMMARY_FILE) {
      writeFileSync(
        process.env.TEST_SUMMARY_FILE,
        `${JSON.stringify({ ...total, vitest: tally, files, problems, engines })}\n`,
      );
    } else {
      process.stdout.write(`${summaryLine(total)}\n`);
    }
  }
}
