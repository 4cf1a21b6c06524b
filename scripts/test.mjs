#!/usr/bin/env node
/**
 * `npm test`: every check the project has, with live output, ending with ONE summary line that CI reads:
 *
 *   N passed, N failed, N skipped
 *
 * With no arguments: lint, dead code (knip), format, typecheck and the build, one check each (1 passed or
 * 1 failed), then ONE `vitest run` over every project (vitest.config.ts runs them one after the other: unit, demo-api,
 * unit-react18, storybook, e2e, e2e-firefox, e2e-webkit). Vitest's default reporter shows the tests; the summary reporter
 * (scripts/test-runner/summary-reporter.mjs, which has the counting rules) adds these checks to its counts,
 * prints the recap and hands the counts back for the last line, printed here once Vitest has exited. Every step runs even after an earlier one failed, so one run shows
 * everything that is wrong; only e2e is left out (and counts 1 failed) when the build it needs failed.
 *
 * `npm test -- PATH...` runs only the test files at those paths (files or folders) in every project that has
 * them, with no lint, dead-code check, format or typecheck; it builds only when a path holds e2e tests and
 * dist/ is older than the sources (scripts/test-runner/build-stamp.mjs). A path that does not exist or matches no test file
 * counts 1 failed; paths under test/test-runner/fixtures (files that fail on purpose) run in their own
 * `fixtures` project.
 *
 * Exit code 1 if anything failed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBuildStamps } from './test-runner/build-stamp.mjs';
import { isWithin, summaryLine } from './test-runner/summary-reporter.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));
const bin = (pkg, rel) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), rel);
/** knip's package.json is not in its `exports`: its bin from its main module (dist/index.js). */
const knipBin = () => path.join(path.dirname(require.resolve('knip')), '../bin/knip.js');

process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

/** The checks before Vitest, handed to the summary reporter: counts and one recap line each. */
const checks = { passed: 0, failed: 0, recap: [] };
const children = new Set();
const tmp = mkdtempSync(path.join(tmpdir(), 'global-header-test-'));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    rmSync(tmp, { recursive: true, force: true });
    process.exit(130);
  });
}

/** Runs a command with live output; resolves to its exit code. */
function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    children.add(child);
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** A step that is one check: lint, dead code, format, typecheck, build. */
async function check(name, command, args) {
  process.stdout.write(`\n\u25B6 ${name}\n`);
  const started = Date.now();
  const code = await run(command, args);
  checks[code === 0 ? 'passed' : 'failed'] += 1;
  const took = `${((Date.now() - started) / 1000).toFixed(1)}s`;
  checks.recap.push(`${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${took}`);
  return code === 0;
}

/** Something that could not be tested: 1 failed, named in the recap. */
function failure(reason) {
  console.log(`  ${reason}`);
  checks.failed += 1;
  checks.recap.push(`${reason}: counted as 1 failed`);
}

const build = () => check('build (npm run build)', 'npm', ['run', 'build']);
const args = process.argv.slice(2);
/** Absolute paths for Vitest (folders end with a separator: `test/config` alone would also pick `test/config-extra/`). */
const paths = [];
const vitestArgs = [];
const env = { ...process.env };

if (args.length === 0) {
  await check('lint (eslint .)', process.execPath, [bin('eslint', 'bin/eslint.js'), '.']);
  await check('dead code (knip)', process.execPath, [knipBin(), '--no-progress']);
  await check('format (prettier --check .)', process.execPath, [
    bin('prettier', 'bin/prettier.cjs'),
    '--check',
    '--log-level=warn',
    '.',
  ]);
  // package.json's script: the sources, then the project's own declaration files (tsconfig.declarations.json).
  await check('typecheck (npm run typecheck)', 'npm', ['run', 'typecheck']);
  // Always built: it is a check of its own, and e2e must never test an older dist/.
  if (!(await build())) {
    failure('vitest e2e: not run, the build failed');
    vitestArgs.push('--project', '!e2e');
  }
} else {
  // npm runs scripts from the package root; INIT_CWD is where `npm test -- PATH` was typed.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  process.stdout.write(`\n\u25B6 only the given paths: ${args.join(' ')}\n`);
  console.log('  lint, dead code, format and typecheck not run (npm test with no paths runs everything)');
  for (const arg of args) {
    const full = path.resolve(cwd, arg);
    if (arg.startsWith('-'))
      failure(`${arg}: npm test takes test file or folder paths only (for Vitest options: npx vitest run ...)`);
    else if (!existsSync(full)) failure(`path ${arg}: no such file or folder`);
    else paths.push(statSync(full).isDirectory() ? `${full.replace(/[\\/]+$/, '')}${path.sep}` : full);
  }
  const fixtures = path.join(root, 'test/test-runner/fixtures');
  if (paths.some((file) => isWithin(file, fixtures))) env.TEST_RUNNER_FIXTURES = '1';
  const e2e = path.join(root, 'test/e2e');
  if (paths.some((file) => isWithin(file, e2e) || isWithin(e2e, file))) {
    const stamps = checkBuildStamps(root);
    if (stamps.fresh) checks.recap.push('build: not needed (dist/ matches the sources, see dist/.build-stamp)');
    else {
      console.log(`\ne2e needs a fresh build: ${stamps.problems.join('; ')}`);
      if (!(await build())) {
        failure('vitest e2e: not run, the build failed');
        vitestArgs.push('--project', '!e2e');
      }
    }
  }
}

// The counts as JSON, one row per test file: to a file of the caller's (the test runner's own tests) or ours.
const summaryFile = process.env.TEST_SUMMARY_FILE ?? path.join(tmp, 'summary.json');
const runVitest = args.length === 0 || paths.length > 0;
let code = 0;
let summary;
if (runVitest) {
  process.stdout.write(
    `\n\u25B6 vitest run ${[...vitestArgs, ...paths.map((file) => path.relative(root, file))].join(' ')}\n`,
  );
  rmSync(summaryFile, { force: true });
  code = await run(
    process.execPath,
    [
      path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs'),
      'run',
      '--reporter=default',
      '--reporter=./scripts/test-runner/summary-reporter.mjs',
      ...vitestArgs,
      ...paths,
    ],
    { ...env, TEST_CHECKS: JSON.stringify(checks), TEST_PATHS: JSON.stringify(paths), TEST_SUMMARY_FILE: summaryFile },
  );
  summary = existsSync(summaryFile) ? JSON.parse(readFileSync(summaryFile, 'utf8')) : undefined;
}
rmSync(tmp, { recursive: true, force: true });

// The reporter's counts, printed once Vitest has exited. Vitest can also fail where no reporter sees it (a
// broken config, a global setup that throws, an error while closing): 1 more failed.
const counts = { skipped: 0, ...checks, ...summary };
let note;
if (!runVitest) note = 'no path to test';
else if (!summary) note = `Vitest stopped (exit ${code}) before its summary reporter ran, see above`;
else if (code !== 0 && summary.vitest.failed === 0) note = `Vitest exited ${code} with no failure counted, see above`;
if (note) {
  if (runVitest) counts.failed += 1;
  console.log('\nRecap:');
  for (const line of summary ? [] : checks.recap) console.log(`  ${line}`);
  console.log(`  ${note}${runVitest ? ': counted as 1 failed' : ''}`);
}
console.log(summaryLine(counts));
process.exitCode = counts.failed > 0 ? 1 : 0;
