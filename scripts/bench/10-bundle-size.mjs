/**
 * Bundle size of the federated remote, from Module Federation's own stats file (dist/remote/mf-stats.json,
 * or mf-manifest-stats.json when the manifest is named mf-manifest.json).
 *
 * For each expose:
 * - first render = remoteEntry.js + the expose's SYNC js/css chunks (what a host downloads before the
 *   component can render);
 * - lazy = its ASYNC chunks not already loaded synchronously (modals, panels behind `import()`).
 * Chunks of shared modules are left out of both: hosts provide them as singletons. React and react-dom
 * (and subpaths) are reported once as sharedGzip. Other shared modules (styled-components) are reported as
 * sharedFallbacksGzip, and per expose as firstRenderWithFallbacksGzip: what a host that does not provide
 * them downloads.
 * Sizes are gzip level 9 of each file, summed (each file is a separate request).
 *
 * Which chunks an expose loads synchronously: MF's stats can list too many (in one build `./Header` listed
 * the `./mount` expose chunk too), so the container's own map in remoteEntry.js
 * (`"./Header":()=>Promise.all([x.e(175),x.e(327)])...`) is read first; MF's sync list is the fallback.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const name = 'bundle-size';

/**
 * Project budget (not a spec number) for what a host downloads before an expose renders: 40 KiB gzip,
 * checked for every expose (`./Header` and `./mount` carry the header with its location picker's
 * first-render input). The host provides the federation runtime core (webpack.config.ts,
 * `externalRuntime`), so it is not counted: every host already has it.
 */
export const BUDGET_FIRST_RENDER_GZIP = 40 * 1024;

const STATS_NAMES = ['mf-stats.json', 'mf-manifest-stats.json'];

function findStats(dir) {
  for (const file of STATS_NAMES) if (existsSync(path.join(dir, file))) return path.join(dir, file);
  if (!existsSync(dir)) return null;
  // A custom manifest name: `<name>-stats.json` (Module Federation derives it from manifest.fileName).
  const candidate = readdirSync(dir).find((file) => file.endsWith('stats.json'));
  if (candidate) {
    const json = JSON.parse(readFileSync(path.join(dir, candidate), 'utf8'));
    if (Array.isArray(json.exposes)) return path.join(dir, candidate);
  }
  return null;
}

const isReactShared = (sharedName) => /^react(-dom)?(\/|$)/.test(sharedName);

/**
 * Chunk files each expose's getter loads, read from remoteEntry.js's container map and its chunk-file map
 * (`{327:"__federation_expose_Header",...}[e]||e)+"."+{327:"84e0d4ea",...}[e]+".js"`). Returns null when
 * the minified shape is not recognised; chunk ids with no file (consume-shared only) are skipped.
 */
function readContainerMap(remoteEntrySource, exposeKeys, existingFiles) {
  const objects = [...remoteEntrySource.matchAll(/\{(?:\d+:"[^"]*",?)+\}/g)].map((match) =>
    Object.fromEntries([...match[0].matchAll(/(\d+):"([^"]*)"/g)].map((entry) => [entry[1], entry[2]])),
  );
  const fileOf = (id) => {
    const candidates = new Set();
    for (const names of objects) {
      const name = names[id] ?? id;
      for (const hashes of objects) if (hashes[id]) candidates.add(`${name}.${hashes[id]}.js`);
      candidates.add(`${name}.js`);
    }
    return [...candidates].find((file) => existingFiles.has(file)) ?? null;
  };
  const result = {};
  for (const key of exposeKeys) {
    const start = remoteEntrySource.indexOf(`"${key}":()=>`);
    if (start < 0) return null;
    const end = remoteEntrySource.indexOf('.then(', start);
    if (end < 0) return null;
    const ids = [...remoteEntrySource.slice(start, end).matchAll(/\.e\((\d+)\)/g)].map((match) => match[1]);
    if (ids.length === 0) return null;
    result[key] = ids.map(fileOf).filter(Boolean);
  }
  return result;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

export async function run({ root, args, log }) {
  const remoteDir = path.resolve(root, typeof args['remote-dir'] === 'string' ? args['remote-dir'] : 'dist/remote');
  let statsFile = findStats(remoteDir);

  if (!statsFile) {
    if (args['no-build'] || args['remote-dir']) return { skipped: `no Module Federation stats file in ${remoteDir}` };
    if (!existsSync(path.join(root, 'webpack.config.ts')))
      return { skipped: 'webpack.config.ts is missing: nothing to build' };
    log('dist/remote has no mf-stats.json: npm run build:remote');
    const build = spawnSync('npm', ['run', 'build:remote'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build:remote failed (exit ${build.status})`);
    statsFile = findStats(remoteDir);
    if (!statsFile) return { skipped: `the build wrote no Module Federation stats file in ${remoteDir}` };
  }
  log(`stats: ${path.relative(root, statsFile)}`);

  const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
  const assetPath = (file) => path.join(remoteDir, file);
  const gzipCache = new Map();
  const gzip = (file) => {
    if (!gzipCache.has(file)) {
      const full = assetPath(file);
      if (!existsSync(full)) throw new Error(`${file} is listed in ${path.basename(statsFile)} but missing`);
      gzipCache.set(file, gzipSync(readFileSync(full), { level: 9 }).length);
    }
    return gzipCache.get(file);
  };
  const sum = (files) => files.reduce((total, file) => total + gzip(file), 0);
  const assetsOf = (assets, kind) => [...(assets?.js?.[kind] ?? []), ...(assets?.css?.[kind] ?? [])];

  const remoteEntry = stats.metaData?.remoteEntry;
  const remoteEntryFile = path.posix.join(remoteEntry?.path ?? '', remoteEntry?.name ?? 'remoteEntry.js');
  const remoteEntryGzip = gzip(remoteEntryFile);

  // Shared modules: every chunk any shared entry (react, react-dom/client, styled-components...) lists.
  const sharedFiles = new Set();
  const reactFiles = new Set();
  const fallbackFiles = new Set();
  const shared = {};
  for (const entry of stats.shared ?? []) {
    const files = [...new Set([...assetsOf(entry.assets, 'sync'), ...assetsOf(entry.assets, 'async')])];
    for (const file of files) {
      sharedFiles.add(file);
      (isReactShared(entry.name) ? reactFiles : fallbackFiles).add(file);
    }
    shared[entry.name] = { version: entry.version, hostProvided: isReactShared(entry.name), gzip: sum(files), files };
  }
  const sharedGzip = sum([...reactFiles]);
  const sharedFallbacksGzip = sum([...fallbackFiles].filter((file) => !reactFiles.has(file)));

  const exposeKeys = (stats.exposes ?? []).map((expose) => expose.path ?? `./${expose.name}`);
  const existingFiles = new Set(readdirSync(remoteDir, { recursive: true }).map(String));
  const containerMap = readContainerMap(readFileSync(assetPath(remoteEntryFile), 'utf8'), exposeKeys, existingFiles);
  log(
    `sync chunks per expose from: ${containerMap ? 'remoteEntry.js container map' : 'mf stats (container map not recognised)'}`,
  );

  const exposes = {};
  const failures = [];
  const rows = [];
  for (const expose of stats.exposes ?? []) {
    const key = expose.path ?? `./${expose.name}`;
    const syncSource = containerMap?.[key] ?? assetsOf(expose.assets, 'sync');
    const syncCss = containerMap ? (expose.assets?.css?.sync ?? []) : [];
    const sync = [...new Set([...syncSource, ...syncCss])].filter((file) => !sharedFiles.has(file));
    const lazy = [...new Set(assetsOf(expose.assets, 'async'))].filter(
      (file) => !sharedFiles.has(file) && !sync.includes(file) && file !== remoteEntryFile,
    );
    const firstRenderGzip = remoteEntryGzip + sum(sync);
    const lazyGzip = sum(lazy);
    exposes[key] = {
      firstRenderGzip,
      firstRenderWithFallbacksGzip: firstRenderGzip + sharedFallbacksGzip,
      lazyGzip,
      files: [
        { file: remoteEntryFile, kind: 'entry', gzip: remoteEntryGzip },
        ...sync.map((file) => ({ file, kind: 'sync', gzip: gzip(file) })),
        ...lazy.map((file) => ({ file, kind: 'async', gzip: gzip(file) })),
      ],
    };
    const over = firstRenderGzip > BUDGET_FIRST_RENDER_GZIP;
    if (over) {
      failures.push(
        `${key} first render ${kib(firstRenderGzip)} gzip exceeds the ${kib(BUDGET_FIRST_RENDER_GZIP)} budget`,
      );
    }
    rows.push([
      key,
      kib(firstRenderGzip),
      kib(firstRenderGzip + sharedFallbacksGzip),
      kib(lazyGzip),
      over ? 'OVER' : 'ok',
    ]);
  }

  const table = [
    ['expose', 'first render (gzip)', '+ shared fallbacks', 'lazy (gzip)', `budget ${kib(BUDGET_FIRST_RENDER_GZIP)}`],
    ...rows,
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  for (const [index, row] of table.entries()) {
    log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join('  '),
    );
    if (index === 0) log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
  log(`\nremoteEntry (${remoteEntryFile}): ${kib(remoteEntryGzip)} gzip, counted in every first render`);
  log(`shared react/react-dom, provided by the host (not counted): ${kib(sharedGzip)} gzip`);
  log(`other shared modules, downloaded only by hosts without them: ${kib(sharedFallbacksGzip)} gzip`);
  for (const [sharedName, info] of Object.entries(shared))
    log(`  ${sharedName}: ${kib(info.gzip)} (${info.files.join(', ') || 'no chunk'})`);
  for (const [key, info] of Object.entries(exposes)) {
    log(`\n${key} files:`);
    for (const file of info.files) log(`  ${file.kind.padEnd(5)} ${kib(file.gzip).padStart(10)}  ${file.file}`);
  }

  return {
    results: {
      remoteEntryGzip,
      exposes,
      sharedGzip,
      sharedFallbacksGzip,
      shared,
      budgetFirstRenderGzip: BUDGET_FIRST_RENDER_GZIP,
    },
    failures,
  };
}
