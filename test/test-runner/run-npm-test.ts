/**
 * Runs scripts/test.mjs (`npm test -- PATH...`) as CI would, or one `vitest run` with the summary reporter,
 * for the test runner's own tests: the output, exit code and the reporter's counts (one row per test file).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const fixture = (name: string) => `test/test-runner/fixtures/${name}`;
/** Each run starts Vitest once; on two busy cores that can take a while. */
export const RUN_TIMEOUT_MS = 90_000;

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export interface NpmTestRun {
  code: number | null;
  output: string;
  lines: string[];
  /** What the summary reporter wrote; undefined when Vitest did not run or stopped before it. */
  summary: (Counts & { files: ({ file: string; project: string } & Counts)[]; problems: string[] }) | undefined;
}

/** `npm test -- PATH...` */
export const npmTest = (paths: string[]) => runNode(['scripts/test.mjs', ...paths]);

/** `vitest run ARGS` with the default and summary reporters, as scripts/test.mjs starts it. */
export const vitestRun = (args: string[], env: NodeJS.ProcessEnv) =>
  runNode(
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--reporter=default',
      '--reporter=./scripts/test-runner/summary-reporter.mjs',
      ...args,
    ],
    env,
  );

/** What scripts/test.mjs hands its Vitest run: an outer `npm test` running these tests has them set too. */
const RUNNER_ENV = ['TEST_CHECKS', 'TEST_PATHS', 'TEST_SUMMARY_FILE', 'TEST_RUNNER_FIXTURES'];

function runNode(args: string[], env: NodeJS.ProcessEnv = {}): Promise<NpmTestRun> {
  const outer = Object.fromEntries(Object.entries(process.env).filter(([name]) => !RUNNER_ENV.includes(name)));
  const tmp = mkdtempSync(path.join(tmpdir(), 'npm-test-'));
  const summaryFile = path.join(tmp, 'summary.json');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      // As if typed at the repo root: scripts/test.mjs resolves paths against INIT_CWD, which an outer
      // `npm test` started elsewhere would have set to its own folder.
      env: { ...outer, INIT_CWD: root, TEST_SUMMARY_FILE: summaryFile, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      let summary: NpmTestRun['summary'];
      try {
        summary = JSON.parse(readFileSync(summaryFile, 'utf8'));
      } catch {
        summary = undefined;
      }
      rmSync(tmp, { recursive: true, force: true });
      resolve({ code, output, lines: output.trimEnd().split('\n'), summary });
    });
  });
}
