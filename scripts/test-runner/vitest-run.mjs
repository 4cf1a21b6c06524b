/**
 * Which Vitest project owns a test path, and one Vitest run counted by count.mjs. scripts/test.mjs and the
 * test runner's own tests (test/test-runner) both go through `runVitestProject`, so what the tests check is
 * what `npm test` does.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { countVitestReport, isWithin } from './count.mjs';

/**
 * The unit tests that render React, which `unit-react18` runs again on React 18.3 (issue 12). vitest.config.ts
 * builds that project's include from this, and a path given to `npm test` that holds some of them runs them
 * in both projects.
 */
export const REACT18_RERUN = {
  folders: ['test/design-system', 'test/header', 'test/location', 'test/search', 'test/expose'],
  suffix: '.test.tsx',
};

/**
 * The projects `npm test` runs, most specific folder first: a path belongs to the first whose folder holds it
 * (and to a project whose `alsoRuns` files it holds). `fixtures` (deliberately failing files, kept out of
 * `unit`'s glob) has its own config and only runs when a path inside it is named.
 */
export const PROJECTS = [
  {
    name: 'fixtures',
    folder: 'test/test-runner/fixtures',
    args: ['--config', 'test/test-runner/vitest.fixtures.config.ts'],
    onlyWhenNamed: true,
  },
  { name: 'e2e', folder: 'test/e2e', args: ['--project', 'e2e'], needsBuild: true },
  { name: 'storybook', folder: 'stories', args: ['--project', 'storybook'] },
  { name: 'unit-react18', folder: 'test/react18', args: ['--project', 'unit-react18'], alsoRuns: REACT18_RERUN },
  { name: 'unit', folder: 'test', args: ['--project', 'unit'] },
  // The demo API workspace keeps its tests beside its code (issue 20).
  { name: 'demo-api', folder: 'demo-api/test', args: ['--project', 'demo-api'] },
];

/** Run order: cheap and independent first; e2e after the build it needs. */
const ORDER = ['unit', 'demo-api', 'unit-react18', 'storybook', 'e2e', 'fixtures'];

/** Whether `full` (a file, or a folder when `isFolder`) is or holds one of the files `alsoRuns` names. */
function holdsRerunFile(full, isFolder, { folders, suffix }, root) {
  const roots = folders.map((folder) => path.join(root, folder));
  if (!isFolder) return full.endsWith(suffix) && roots.some((folder) => isWithin(full, folder));
  // A folder above theirs (test/) or inside one of them (test/location/x/) when it has such a file.
  if (roots.some((folder) => isWithin(folder, full))) return true;
  return (
    roots.some((folder) => isWithin(full, folder)) &&
    readdirSync(full, { recursive: true }).some((name) => String(name).endsWith(suffix))
  );
}

/** A full `npm test`: every project but the fixtures. */
export const FULL_RUN = PROJECTS.filter((project) => !project.onlyWhenNamed).sort(
  (a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name),
);

/**
 * Sorts `npm test -- PATH...` arguments into per-project runs.
 * @param {string} root the repo root
 * @param {string[]} args paths as typed, relative to `cwd`
 * @param {string} cwd where they were typed
 * @returns {{ runs: { project: (typeof PROJECTS)[number], paths: string[] }[], problems: string[] }} paths are
 *   absolute, folders end with a separator (Vitest matches a filter as a prefix: `test/config` alone would
 *   also pick `test/config-extra/`)
 */
export function routeTestPaths(root, args, cwd) {
  const problems = [];
  const byProject = new Map();
  for (const arg of args) {
    if (arg.startsWith('-')) {
      problems.push(`${arg}: npm test takes test file or folder paths only (for Vitest options: npx vitest run ...)`);
      continue;
    }
    const full = path.resolve(cwd, arg);
    if (!existsSync(full)) {
      problems.push(`${arg}: no such file or folder`);
      continue;
    }
    const isFolder = statSync(full).isDirectory();
    const owners = new Set();
    const owner = PROJECTS.find((project) => isWithin(full, path.join(root, project.folder)));
    if (owner) owners.add(owner);
    for (const project of PROJECTS) {
      if (project.alsoRuns && holdsRerunFile(full, isFolder, project.alsoRuns, root)) owners.add(project);
    }
    // A folder above a project's folder (test/, the repo root) covers that project too.
    if (isFolder) {
      for (const project of PROJECTS) {
        if (!project.onlyWhenNamed && isWithin(path.join(root, project.folder), full)) owners.add(project);
      }
    }
    if (owners.size === 0) {
      problems.push(`${arg}: not under test/, demo-api/test/ or stories/, so it matches no test file`);
      continue;
    }
    const filter = isFolder ? `${full.replace(/[\\/]+$/, '')}${path.sep}` : full;
    for (const project of owners) byProject.set(project, [...(byProject.get(project) ?? []), filter]);
  }
  const runs = [...byProject]
    .map(([project, paths]) => ({ project, paths }))
    .sort((a, b) => ORDER.indexOf(a.project.name) - ORDER.indexOf(b.project.name));
  return { runs, problems };
}

const running = new Set();

/** Stops the commands started by runCommand (on Ctrl+C). */
export function stopRunning(signal) {
  for (const child of running) child.kill(signal);
}

/**
 * Runs a command; resolves to its exit code and, with stdio 'pipe', its combined output.
 * @returns {Promise<{ code: number, output: string }>}
 */
export function runCommand(command, args, { cwd, stdio = 'inherit', env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: stdio === 'pipe' ? ['ignore', 'pipe', 'pipe'] : stdio, env });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => {
      running.delete(child);
      resolve({ code: 1, output: `${output}could not start ${command}: ${error.message}\n` });
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

/**
 * One Vitest run of one project, without --passWithNoTests: the default reporter for people (live, or in
 * `output` with stdio 'pipe'), the JSON report for the counts.
 * @param {{ root: string, project: (typeof PROJECTS)[number], paths?: string[], reportFile: string,
 *   stdio?: 'inherit' | 'pipe', env?: NodeJS.ProcessEnv }} options `paths` from routeTestPaths, none for the
 *   whole project
 */
export async function runVitestProject({ root, project, paths = [], reportFile, stdio = 'inherit', env }) {
  const vitest = path.join(
    path.dirname(createRequire(path.join(root, 'package.json')).resolve('vitest/package.json')),
    'vitest.mjs',
  );
  rmSync(reportFile, { force: true });
  const { code, output } = await runCommand(
    process.execPath,
    [
      vitest,
      'run',
      ...project.args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
      ...paths,
    ],
    { cwd: root, stdio, env },
  );
  let report;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    report = undefined;
  }
  return { ...countVitestReport(report, { root, exitCode: code, requested: paths }), exitCode: code, output };
}
