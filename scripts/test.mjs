#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in order, with live output, ending with ONE summary line:
 *
 *   N passed, N failed
 *
 * Counting: each Vitest test counts once (projects unit, storybook, e2e). Lint, typecheck and the build
 * (run only when test/e2e has tests) are one check each: 1 passed or 1 failed. A Vitest project that exits
 * non-zero without any failed test (a file that fails to import, an unhandled error) counts as 1 failed.
 * A project with no test files passes (`--passWithNoTests`) and adds nothing.
 *
 * Every step runs even after an earlier one failed, so one run shows everything that is wrong; only e2e is
 * skipped (and counted as 1 failed) when the build it needs failed. Exit code 1 if anything failed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));
const bin = (pkg, rel) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), rel);

const ESLINT = bin('eslint', 'bin/eslint.js');
const TSC = bin('typescript', 'bin/tsc');
const VITEST = bin('vitest', 'vitest.mjs');

const tally = { passed: 0, failed: 0 };
/** One row per step, printed as a recap before the summary line. */
const recap = [];
const tmp = mkdtempSync(path.join(tmpdir(), 'global-header-test-'));

let current = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (current) current.kill(signal);
    rmSync(tmp, { recursive: true, force: true });
    process.exit(130);
  });
}

function banner(title) {
  process.stdout.write(`\n\u25B6 ${title}\n`);
}

/** Runs a command with inherited stdio (live output); resolves to its exit code. */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', ...env },
    });
    current = child;
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      current = null;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** A step that is one check: lint, typecheck, build. */
async function check(name, command, args) {
  banner(name);
  const started = Date.now();
  const code = await run(command, args);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code === 0) tally.passed += 1;
  else tally.failed += 1;
  recap.push(`${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds}s`);
  return code === 0;
}

/** One Vitest project, once, with the default reporter on screen and a JSON report for the counts. */
async function vitestProject(project) {
  banner(`vitest --project ${project}`);
  const started = Date.now();
  const report = path.join(tmp, `${project}.json`);
  const code = await run(process.execPath, [
    VITEST,
    'run',
    '--project',
    project,
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let passed = 0;
  let failed = 0;
  let note = '';
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed = json.numPassedTests ?? 0;
    failed = json.numFailedTests ?? 0;
  } catch {
    note = ' (no JSON report)';
  }
  if (code !== 0 && failed === 0) {
    failed = 1;
    note += ` (exit ${code} with no failed test: counted as 1 failed)`;
  }
  tally.passed += passed;
  tally.failed += failed;
  recap.push(`vitest ${project}: ${passed} passed, ${failed} failed in ${seconds}s${note}`);
}

function hasTests(dir, pattern) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return false;
  return readdirSync(full, { recursive: true }).some((file) => pattern.test(String(file)));
}

function skip(name, reason) {
  banner(`${name}: skipped`);
  console.log(`  ${reason}`);
  recap.push(`${name}: skipped (${reason})`);
}

// 1. Lint and 2. typecheck.
await check('lint (eslint .)', process.execPath, [ESLINT, '.']);
await check('typecheck (tsc --noEmit)', process.execPath, [TSC, '-p', 'tsconfig.json', '--noEmit']);

// 3. The builds e2e drives: the remote and the demo host.
const e2eHasTests = hasTests('test/e2e', /\.test\.ts$/);
let buildOk = true;
if (!e2eHasTests) {
  skip('build', 'test/e2e has no tests');
} else if (
  !existsSync(path.join(root, 'webpack.config.ts')) ||
  !existsSync(path.join(root, 'host-demo/webpack.config.ts'))
) {
  skip('build', 'webpack.config.ts or host-demo/webpack.config.ts is missing; e2e runs against whatever dist/ holds');
} else {
  buildOk = await check('build (npm run build)', 'npm', ['run', 'build']);
}

// 4. Vitest projects, in order.
await vitestProject('unit');
if (existsSync(path.join(root, '.storybook/main.ts'))) await vitestProject('storybook');
else skip('vitest storybook', '.storybook/main.ts is missing');
if (!e2eHasTests) skip('vitest e2e', 'test/e2e has no tests');
else if (!buildOk) {
  skip('vitest e2e', 'the build failed; counted as 1 failed');
  tally.failed += 1;
} else await vitestProject('e2e');

rmSync(tmp, { recursive: true, force: true });
console.log('\nRecap:');
for (const line of recap) console.log(`  ${line}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exitCode = tally.failed > 0 ? 1 : 0;
