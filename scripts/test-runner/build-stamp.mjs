/**
 * Build stamps: proof that `dist/` was built from the sources as they are now.
 *
 * Each production build (`npm run build:remote`, `npm run build:host`) records, in
 * `dist/.build-stamp/<name>.json`, a content hash of every file webpack read for it outside node_modules
 * (taken from webpack's own dependency lists, so an import from another folder is covered without a list to
 * keep up to date), the files it looked for and did not find (a new file there would change what an import
 * resolves to), and its config files plus package.json and package-lock.json (node_modules stands behind the
 * lockfile). The e2e tests drive `dist/`, so `checkBuildStamps` refuses a dist whose stamp is missing or no
 * longer matches: the e2e project's global setup (`require-fresh-build.mjs`) and `npm test` use it.
 *
 * The stamps live beside the outputs, not inside them: `dist/remote` is what gets deployed, and a list of
 * source paths has no business on a CDN.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The builds e2e drives, by stamp name (the `name` each webpack config gives its BuildStampPlugin). */
export const E2E_BUILDS = [
  'remote',
  'remote-slim',
  'host-demo',
  // The host kit (packages/host-kit/build.ts): the e2e tests and the hosts import its build.
  'host-kit',
  // The React 18.3 and 17 hosts (host-demo/hosts/common/webpack-host.ts: `host-<name>`), served under /hosts/.
  'host-react18',
  'host-react18-basic',
  'host-react18-unshared',
  'host-react17',
  // The bundler matrix, served under /hosts/ too.
  'host-webpack',
  'host-webpack-container',
  'host-webpack-container-bare',
  'host-runtime',
  'host-rspack',
  'host-vite',
  'host-rsbuild',
  'host-next',
];

/** Inputs every build has that webpack does not list as file dependencies. */
const ALWAYS_INPUTS = ['package.json', 'package-lock.json'];

const STAMP_VERSION = 1;

export function stampPath(root, name) {
  return path.join(root, 'dist/.build-stamp', `${name}.json`);
}

function hashFile(file) {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** Project files only: node_modules is covered by package-lock.json, and files outside the repo are not ours. */
function isProjectFile(root, file) {
  const rel = path.relative(root, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel) && !rel.split(path.sep).includes('node_modules');
}

const toPosix = (rel) => rel.split(path.sep).join('/');

/**
 * Writes `dist/.build-stamp/<name>.json` after a successful production build. The stamp is removed when a
 * build starts, so a failed, interrupted or development (`npm run dev`) build leaves none: those outputs are
 * not something to test.
 */
export class BuildStampPlugin {
  /**
   * @param {{ root: string, name: string, configFiles: string[] }} options the repo root, the stamp name (one
   *   of E2E_BUILDS) and the repo-relative config files this build is made from
   */
  constructor({ root, name, configFiles }) {
    this.root = root;
    this.name = name;
    this.configFiles = configFiles;
  }

  apply(compiler) {
    const { root } = this;
    const file = stampPath(root, this.name);
    let startedAt = 0;
    const start = () => {
      // Sub-millisecond wall-clock time: a file saved just before the build must not look saved during it.
      startedAt = performance.timeOrigin + performance.now();
      rmSync(file, { force: true });
    };
    compiler.hooks.beforeRun.tap('BuildStampPlugin', start);
    compiler.hooks.watchRun.tap('BuildStampPlugin', start);
    compiler.hooks.done.tap('BuildStampPlugin', (stats) => {
      if (compiler.options.mode !== 'production' || stats.hasErrors()) return;
      const { compilation } = stats;
      writeBuildStamp({
        root,
        name: this.name,
        configFiles: this.configFiles,
        read: compilation.fileDependencies,
        missing: compilation.missingDependencies,
        startedAt,
        warn: (message) => compilation.getLogger('BuildStampPlugin').warn(message),
      });
    });
  }
}

/**
 * The same stamp from a Vite build (the bundler matrix's Vite host): the modules Rollup read
 * stand for webpack's file dependencies.
 * @param {{ root: string, name: string, configFiles: string[] }} options as for BuildStampPlugin
 */
export function buildStampVitePlugin({ root, name, configFiles }) {
  let startedAt = 0;
  let read = [];
  return {
    name: 'build-stamp',
    apply: 'build',
    buildStart() {
      startedAt = performance.timeOrigin + performance.now();
      rmSync(stampPath(root, name), { force: true });
    },
    buildEnd(error) {
      read = error ? null : [...this.getModuleIds()].filter((id) => path.isAbsolute(id));
    },
    closeBundle() {
      if (!read) return;
      writeBuildStamp({ root, name, configFiles, read, missing: [], startedAt, warn: (message) => this.warn(message) });
    },
  };
}

/**
 * The same stamp for a build whose tool says nothing of what it read (the Next.js host's `next build`):
 * every file under `folders` (repo-relative) stands for its inputs, more than it reads, so the stamp is stale
 * sooner, never later. `start()` before the build removes the stamp; `done()` after a successful one writes it.
 * @param {{ root: string, name: string, configFiles: string[], folders: string[], skip?: (rel: string) => boolean }} options
 */
export function folderBuildStamp({ root, name, configFiles, folders, skip = () => false }) {
  let startedAt = 0;
  const list = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (skip(toPosix(path.relative(root, full))) || entry.name === 'node_modules') return [];
      return entry.isDirectory() ? list(full) : [full];
    });
  return {
    start() {
      startedAt = performance.timeOrigin + performance.now();
      rmSync(stampPath(root, name), { force: true });
    },
    done() {
      const read = folders.flatMap((folder) => list(path.join(root, folder)));
      writeBuildStamp({
        root,
        name,
        configFiles,
        read,
        missing: [],
        startedAt,
        warn: (message) => console.warn(message),
      });
    },
  };
}

/** Hashes what a build read (project files only) into dist/.build-stamp/<name>.json. */
function writeBuildStamp({ root, name, configFiles, read: readFiles, missing: missingFiles, startedAt, warn }) {
  const file = stampPath(root, name);
  const read = new Set([...configFiles, ...ALWAYS_INPUTS].map((rel) => path.join(root, rel)));
  for (const dep of readFiles) if (isProjectFile(root, dep)) read.add(dep);
  const files = {};
  const changedDuringBuild = [];
  for (const dep of [...read].sort()) {
    if (!existsSync(dep) || !statSync(dep).isFile()) continue;
    // Hashed after the build: a file saved while the build ran may differ from what it compiled, so such
    // a build gets no stamp rather than a stamp that vouches for code it never saw.
    if (statSync(dep).mtimeMs >= startedAt) changedDuringBuild.push(toPosix(path.relative(root, dep)));
    files[toPosix(path.relative(root, dep))] = hashFile(dep);
  }
  if (changedDuringBuild.length > 0) {
    warn(
      `${changedDuringBuild.join(', ')} changed during the build: no build stamp written, so e2e will ` +
        'ask for "npm run build" again.',
    );
    return;
  }
  const missing = [...missingFiles]
    .filter((dep) => isProjectFile(root, dep) && !existsSync(dep))
    .map((dep) => toPosix(path.relative(root, dep)))
    .sort();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ version: STAMP_VERSION, name, files, missing })}\n`);
}

/**
 * Is each build's stamp present and still true of the sources?
 * @returns {{ fresh: boolean, problems: string[] }} one human-readable problem per stale build
 */
export function checkBuildStamps(root, names = E2E_BUILDS) {
  const problems = [];
  for (const name of names) {
    const file = stampPath(root, name);
    let stamp;
    try {
      stamp = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      problems.push(
        `dist/${name} has no build stamp (${toPosix(path.relative(root, file))}): it was never built, its last ` +
          'build failed or was interrupted, or it is a development build (npm run dev)',
      );
      continue;
    }
    if (stamp.version !== STAMP_VERSION || typeof stamp.files !== 'object' || !Array.isArray(stamp.missing)) {
      problems.push(`dist/${name} has a build stamp this version of the test runner cannot read`);
      continue;
    }
    const changed = [];
    for (const [rel, hash] of Object.entries(stamp.files)) {
      const full = path.join(root, rel);
      if (!existsSync(full)) changed.push(`${rel} (deleted)`);
      else if (hashFile(full) !== hash) changed.push(rel);
    }
    for (const rel of stamp.missing) if (existsSync(path.join(root, rel))) changed.push(`${rel} (new)`);
    if (changed.length > 0) {
      const shown = changed.slice(0, 5).join(', ');
      const more = changed.length > 5 ? ` and ${changed.length - 5} more` : '';
      problems.push(`dist/${name} is older than its sources: ${shown}${more} changed since it was built`);
    }
  }
  return { fresh: problems.length === 0, problems };
}

/** The one message a stale dist gets, wherever it is caught. */
export function staleBuildMessage(problems) {
  return `${problems.join('; ')}. Run "npm run build" (npm test builds when it runs e2e tests).`;
}
