/**
 * What every Chromium bench section against the demo host shares (bytes until idle, location picker, search
 * bar, request rounds, Lighthouse, React hosts): `withDemo` skips, or builds when the production build is
 * stale, starts the demo and Chromium with the e2e tests' own helpers (test/e2e/support, loaded through tsx,
 * so benches start the demo exactly as the tests do) and stops both whatever happens; and the byte counting
 * and printing the sections have in common. A folder of its own: scripts/bench.mjs runs every
 * `scripts/bench/*.mjs` as a section.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkBuildStamps, staleBuildMessage } from '../../test-runner/build-stamp.mjs';
import { decodeMappings } from './composition.mjs';

/**
 * Why the section cannot run (a string for `{ skipped }`), or null once the build is fresh: builds
 * with `npm run build` when it is missing or stale, unless `--no-build`.
 */
function prepareDemoRun({ root, args, log, chromiumPath, chromiumPathVariable = 'CHROMIUM_PATH' }) {
  if (args['remote-dir']) return 'measures the demo host and dist/remote; --remote-dir is for bundle-size';
  if (!existsSync(chromiumPath)) return `no Chromium at ${chromiumPath} (${chromiumPathVariable})`;
  let stamps = checkBuildStamps(root);
  if (stamps.fresh) return null;
  if (args['no-build']) return staleBuildMessage(stamps.problems);
  log('the production build is missing or older than its sources: npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status})`);
  stamps = checkBuildStamps(root);
  if (!stamps.fresh) throw new Error(staleBuildMessage(stamps.problems));
  return null;
}

/** The e2e support: `startDemo` (remote + host on free ports), Chromium launch and its options. */
async function loadDemoSupport(root) {
  const { tsImport } = await import('tsx/esm/api');
  const load = (file) => tsImport(path.join(root, file), import.meta.url);
  const [servers, browser, options] = await Promise.all([
    load('test/e2e/support/servers.ts'),
    load('test/e2e/support/browser.ts'),
    load('test/e2e/support/chromium-options.ts'),
  ]);
  return {
    startDemo: servers.startDemo,
    launchChromium: browser.launchChromium,
    DESKTOP: browser.DESKTOP,
    CHROMIUM_ARGS: options.CHROMIUM_ARGS,
    CHROMIUM_PATH: options.CHROMIUM_PATH,
  };
}

/**
 * Runs `measure({ demo, browser, support })` against the demo (remote + host on free ports) and, unless
 * `browser: false`, a Chromium launched as the e2e tests launch it; stops both afterwards, whatever happens.
 * Returns `{ skipped }` instead when the section cannot run (no Chromium, a stale build with --no-build).
 */
export async function withDemo(
  {
    root,
    args,
    log,
    chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromiumPathVariable,
    browser = true,
  },
  measure,
) {
  const skipped = prepareDemoRun({ root, args, log, chromiumPath, chromiumPathVariable });
  if (skipped) return { skipped };
  const support = await loadDemoSupport(root);
  const demo = await support.startDemo();
  let chromium;
  try {
    if (browser) chromium = await support.launchChromium();
    return await measure({ demo, browser: chromium, support });
  } finally {
    try {
      await chromium?.close();
    } finally {
      await demo.stop();
    }
  }
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Logs one line a file, size first: `    12.3 KiB  chunk.js`. */
export function logFiles(log, files, bytesOf = (file) => file.gzip, indent = '  ') {
  for (const file of files) log(`${indent}${kib(bytesOf(file)).padStart(9)}  ${file.file}`);
}

/**
 * The minified code of `file` that its source map attributes to sources matching `belongs`: every
 * generated range from a mapped segment to the next segment on the same line.
 */
function codeFromSources(file, belongs) {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return '';
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const lines = readFileSync(file, 'utf8').split('\n');
  const pieces = [];
  decodeMappings(map.mappings).forEach((segments, lineIndex) => {
    const text = lines[lineIndex] ?? '';
    segments.forEach(([column, source], index) => {
      if (source < 0 || !belongs(map.sources[source] ?? '')) return;
      pieces.push(text.slice(column, segments[index + 1]?.[0] ?? text.length));
    });
  });
  return pieces.join('');
}

/**
 * The remote's JS files the page fetched, split at the moment (page clock) an init script stored in
 * `window[shownAtKey]` when the measured field first showed: the first render's files and those of first
 * use, each gzip level 9 of the file in `dist/remote` (as bundle-size counts them), plus the feature's own
 * share of the first render, read from the source maps (`sourceFolder`, e.g. `src/search`): `{own}Raw`
 * minified bytes and `{own}GzipEstimate`, gzip of those pieces together (an estimate: gzip depends on context).
 */
export async function remoteBytes({ root, page, remoteOrigin, shownAtKey, sourceFolder, own }) {
  const files = await page.evaluate(
    ([origin, key]) => {
      const shownAt = window[key];
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith(`${origin}/`) && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({
          file: decodeURIComponent(new URL(entry.name).pathname.slice(1)),
          afterFirstRender: entry.startTime >= shownAt,
        }));
    },
    [remoteOrigin, shownAtKey],
  );
  const remoteDir = path.join(root, 'dist/remote');
  const withSize = (entries) =>
    entries.map(({ file }) => ({ file, gzip: gzipSize(readFileSync(path.join(remoteDir, file))) }));
  const sum = (entries) => entries.reduce((total, entry) => total + entry.gzip, 0);
  const firstRender = withSize(files.filter((entry) => !entry.afterFirstRender));
  const firstUse = withSize(files.filter((entry) => entry.afterFirstRender));
  const belongs = (source) => new RegExp(`(^|/)${sourceFolder}/`).test(source);
  const ownCode = firstRender.map(({ file }) => codeFromSources(path.join(remoteDir, file), belongs)).join('');
  return {
    firstRender: {
      remoteGzip: sum(firstRender),
      [`${own}Raw`]: Buffer.byteLength(ownCode),
      [`${own}GzipEstimate`]: ownCode ? gzipSize(Buffer.from(ownCode)) : 0,
      files: firstRender,
    },
    afterFirstUse: { remoteGzip: sum(firstUse), files: firstUse },
  };
}

/** Prints what `remoteBytes` measured: the first render with its files and the feature's share, then first use. */
export function logRemoteBytes(log, bytes, { what, sourceFolder, own, firstUse }) {
  log(`first render of the demo page's header with ${what}: ${kib(bytes.firstRender.remoteGzip)} gzip from the remote`);
  logFiles(log, bytes.firstRender.files);
  log(
    `  of which ${what}'s code (${sourceFolder}): ${kib(bytes.firstRender[`${own}Raw`])} minified, ~${kib(bytes.firstRender[`${own}GzipEstimate`])} gzip`,
  );
  log(`after first use (${firstUse}): +${kib(bytes.afterFirstUse.remoteGzip)} gzip`);
  logFiles(log, bytes.afterFirstUse.files);
}
