#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in order, with live output, ending with ONE summary line that CI
 * reads (scripts/test-runner/count.mjs has the counting rules):
 *
 *   N passed, N failed, N skipped
 *
 * `npm test` runs lint, typecheck, the build, then the Vitest projects unit, unit-react18 (the React tests again
 * on React 18.3), storybook and e2e. Lint, typecheck and the build are one check each (1 passed or 1 failed);
 * each Vitest test counts once. Every step
 * runs even after an earlier one failed, so one run shows everything that is wrong; only e2e is not run (and
 * counts 1 failed) when the build it needs failed.
 *
 * `npm test -- PATH...` runs only the test files at those paths (files or folders), each in the Vitest project
 * that owns it, with no lint or typecheck; it builds only for e2e paths, and only when dist/ is older than the
 * sources (scripts/test-runner/build-stamp.mjs). A path that matches no test file counts 1 failed.
 *
 * Exit code 1 if anything failed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBuildStamps } from './test-runner/build-stamp.mjs';
import { summaryLine } from './test-runner/count.mjs';
import { FULL_RUN, routeTestPaths, runCommand, runVitestProject, stopRunning } from './test-runner/vitest-run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));
const bin = (pkg, rel) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), rel);

const ESLINT = bin('eslint', 'bin/eslint.js');
const TSC = bin('typescript', 'bin/tsc');
const PRETTIER = bin('prettier', 'bin/prettier.cjs');

process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

const tally = { passed: 0, failed: 0, skipped: 0 };
/** One row per step, printed as a recap before the summary line; problems indented under their step. */
const recap = [];
const tmp = mkdtempSync(path.join(tmpdir(), 'global-header-test-'));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopRunning(signal);
    rmSync(tmp, { recursive: true, force: true });
    process.exit(130);
  });
}

function banner(title) {
  process.stdout.write(`\n\u25B6 ${title}\n`);
}

const since = (started) => `${((Date.now() - started) / 1000).toFixed(1)}s`;

/** A step that is one check: lint, typecheck, build. */
async function check(name, command, args) {
  banner(name);
  const started = Date.now();
  const { code } = await runCommand(command, args, { cwd: root });
  if (code === 0) tally.passed += 1;
  else tally.failed += 1;
  recap.push(`${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${since(started)}`);
  return code === 0;
}

/** A step that did not run; `failed` when not running it is itself a failure. */
function notRun(name, reason, { failed = false } = {}) {
  banner(`${name}: not run`);
  console.log(`  ${reason}`);
  if (failed) tally.failed += 1;
  recap.push(`${name}: not run (${reason})${failed ? ': counted as 1 failed' : ''}`);
}

/** One Vitest project, once; `paths` limits it to those files or folders. */
async function vitest(project, paths = []) {
  banner(['vitest', ...project.args, ...paths.map((file) => path.relative(root, file) || '.')].join(' '));
  const started = Date.now();
  const result = await runVitestProject({ root, project, paths, reportFile: path.join(tmp, `${project.name}.json`) });
  tally.passed += result.passed;
  tally.failed += result.failed;
  tally.skipped += result.skipped;
  recap.push(`vitest ${project.name}: ${summaryLine(result)} in ${since(started)}`);
  for (const problem of result.problems) recap.push(`  ${problem}`);
}

const buildCommand = ['npm', ['run', 'build']];
const paths = process.argv.slice(2);

if (paths.length === 0) {
  await check('lint (eslint .)', process.execPath, [ESLINT, '.']);
  await check('format (prettier --check .)', process.execPath, [PRETTIER, '--check', '--log-level=warn', '.']);
  await check('typecheck (tsc --noEmit)', process.execPath, [TSC, '-p', 'tsconfig.json', '--noEmit']);
  // Always built: it is a check of its own, and e2e must never test an older dist/.
  const built = await check('build (npm run build)', ...buildCommand);
  for (const project of FULL_RUN) {
    if (project.needsBuild && !built) notRun(`vitest ${project.name}`, 'the build failed', { failed: true });
    else await vitest(project);
  }
} else {
  // npm runs scripts from the package root; INIT_CWD is where `npm test -- PATH` was typed.
  const { runs, problems } = routeTestPaths(root, paths, process.env.INIT_CWD ?? process.cwd());
  banner(`only the given paths: ${paths.join(' ')}`);
  console.log('  lint and typecheck not run (npm test with no paths runs everything)');
  for (const problem of problems) {
    console.log(`  ${problem}`);
    recap.push(`path ${problem}: counted as 1 failed`);
    tally.failed += 1;
  }
  for (const { project, paths: projectPaths } of runs) {
    if (project.needsBuild) {
      const stamps = checkBuildStamps(root);
      if (stamps.fresh) {
        recap.push('build: not needed (dist/ matches the sources, see dist/.build-stamp)');
      } else {
        console.log(`\ne2e needs a fresh build: ${stamps.problems.join('; ')}`);
        if (!(await check('build (npm run build)', ...buildCommand))) {
          notRun(`vitest ${project.name}`, 'the build failed', { failed: true });
          continue;
        }
      }
    }
    await vitest(project, projectPaths);
  }
  if (runs.length === 0) recap.push('no test file to run');
}

rmSync(tmp, { recursive: true, force: true });
console.log('\nRecap:');
for (const line of recap) console.log(`  ${line}`);
console.log(summaryLine(tally));
process.exitCode = tally.failed > 0 ? 1 : 0;
