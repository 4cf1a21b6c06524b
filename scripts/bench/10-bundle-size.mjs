/**
 * Bundle size of the federated remote, for both browser builds (webpack.config.ts): the default
 * one (`mf-manifest.json`, `remoteEntry.js` with its own federation runtime core, for any host) and the
 * slim one (`mf-manifest.slim.json`, `remoteEntry.slim.js`, for hosts that provide the core). Each is read
 * from Module Federation's own stats file (`<manifest>-stats.json`, e.g. mf-manifest-stats.json).
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
import { compose, rowsOver } from './support/composition.mjs';
import { BUDGET_KIT_FALLBACK_GZIP, KIT_FALLBACK_SOURCE, measureKitFallback } from './support/kit-fallback-size.mjs';

export const name = 'bundle-size';

/** The composition lists every module or package of at least this many gzip bytes in a first render. */
export const COMPOSITION_MIN_GZIP = 200;
/** The exposes whose first render the composition breaks down (slim path). */
export const COMPOSED_EXPOSES = ['./Header', './mount'];

/**
 * Project budgets (not spec numbers) for what a host downloads before an expose renders, checked for every
 * expose (`./Header` and `./mount` carry the header with its location picker's first-render input):
 * - slim, 40 KiB gzip: the host provides the federation runtime core, so it is not counted;
 * - default, 50 KiB gzip: remoteEntry.js carries its own core (about 10.5 KiB gzip), so a host needs nothing.
 */
export const BUDGET_FIRST_RENDER_GZIP = 40 * 1024;
export const BUDGET_FIRST_RENDER_DEFAULT_GZIP = 50 * 1024;
/**
 * The goal for the header on the slim path, tighter than the slim budget: `./Header` and `./mount`
 * within 37 KiB gzip (the menus' lists and the full search and picker load on first use).
 */
export const BUDGET_HEADER_FIRST_RENDER_SLIM_GZIP = 37 * 1024;
/**
 * The headroom goal under that budget: slim `./Header` and `./mount` with the page's catalogue within 34 KiB
 * in every locale, so at least 3 KiB stay free for the next feature. A change that needs more takes bytes
 * out of the first render first, or moves this line on purpose.
 */
export const GOAL_HEADER_FIRST_RENDER_SLIM_GZIP = 34 * 1024;

/** The two browser builds: their manifest (the stats file is `<name>-stats.json`) and budgets. */
export const BUILDS = [
  { path: 'default', manifest: 'mf-manifest.json', budget: BUDGET_FIRST_RENDER_DEFAULT_GZIP },
  {
    path: 'slim',
    manifest: 'mf-manifest.slim.json',
    budget: BUDGET_FIRST_RENDER_GZIP,
    exposeBudgets: {
      './Header': BUDGET_HEADER_FIRST_RENDER_SLIM_GZIP,
      './mount': BUDGET_HEADER_FIRST_RENDER_SLIM_GZIP,
    },
  },
];

const statsNameOf = (manifest) => manifest.replace('.json', '-stats.json');

function findStats(dir, manifest) {
  const file = path.join(dir, statsNameOf(manifest));
  return existsSync(file) ? file : null;
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
      // The slim build's files end in .slim.js (webpack.config.ts).
      for (const suffix of ['', '.slim']) {
        for (const hashes of objects) if (hashes[id]) candidates.add(`${name}.${hashes[id]}${suffix}.js`);
        candidates.add(`${name}${suffix}.js`);
      }
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

/** The spec's locales, as src/config/locales.ts lists them (this script runs without TypeScript). */
export function readLocales(root) {
  const source = readFileSync(path.join(root, 'src/config/locales.ts'), 'utf8');
  return [...source.matchAll(/locale: '([a-z]{2}_[A-Z]{2})'/g)].map((match) => match[1]);
}

/** The catalogue chunk a locale reads (src/i18n/catalogue-names.ts): its tag's, else its language's, else none (English). */
function catalogueOf(locale, catalogues) {
  const tag = locale.replace('_', '-').toLowerCase();
  const language = tag.split('-')[0];
  return [tag, language].find((key) => catalogues[key]) ?? null;
}

/**
 * Per locale, what a page downloads before the header renders: the expose's first render plus its
 * language's catalogue chunk (`i18n-<key>.*.js`, an async chunk the page fetches beside it).
 */
function addLocales(measured, locales) {
  const catalogues = {};
  for (const info of Object.values(measured.exposes))
    for (const file of info.files) {
      // `i18n-de.1a2b3c4d.slim.js`; not the own-React layer's copy (`i18n-de-own-react.…`), for bridged hosts only.
      const key = /^i18n-([a-z]{2,3}(?:-[a-z]{2})?)(?:\.slim)?\.js$/.exec(file.file);
      if (key) catalogues[key[1]] = { file: file.file, gzip: file.gzip };
    }
  measured.catalogues = catalogues;
  for (const info of Object.values(measured.exposes)) {
    const has = new Set(info.files.map((file) => file.file));
    info.firstRenderByLocaleGzip = Object.fromEntries(
      locales.map((locale) => {
        const catalogue = catalogues[catalogueOf(locale, catalogues)];
        return [locale, info.firstRenderGzip + (catalogue && has.has(catalogue.file) ? catalogue.gzip : 0)];
      }),
    );
  }
}

export async function run({ root, args, log }) {
  // The build webpack wrote (dist/remote-build): the same files `npm run release` copies into dist/remote/releases/<version>/.
  const remoteDir = path.resolve(
    root,
    typeof args['remote-dir'] === 'string' ? args['remote-dir'] : 'dist/remote-build',
  );
  if (BUILDS.some((build) => !findStats(remoteDir, build.manifest))) {
    if (args['no-build'] || args['remote-dir']) return { skipped: `no Module Federation stats files in ${remoteDir}` };
    if (!existsSync(path.join(root, 'webpack.config.ts')))
      return { skipped: 'webpack.config.ts is missing: nothing to build' };
    log('dist/remote-build lacks a Module Federation stats file: npm run build:remote');
    const build = spawnSync('npm', ['run', 'build:remote'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build:remote failed (exit ${build.status})`);
  }
  const paths = {};
  const failures = [];
  for (const build of BUILDS) {
    const statsFile = findStats(remoteDir, build.manifest);
    if (!statsFile) return { skipped: `the build wrote no ${statsNameOf(build.manifest)} in ${remoteDir}` };
    log(`\n-- ${build.path} path (${build.manifest}), stats: ${path.relative(root, statsFile)}`);
    const measured = measure({ remoteDir, statsFile, budget: build.budget, exposeBudgets: build.exposeBudgets, log });
    paths[build.path] = measured.results;
    failures.push(...measured.failures.map((failure) => `${build.path} path: ${failure}`));
  }
  const locales = readLocales(root);
  for (const measured of Object.values(paths)) addLocales(measured, locales);
  log(
    '\nfirst render (gzip bytes) per locale: the expose, plus its language catalogue fetched beside it (none for English):',
  );
  log(
    `  ${'locale'.padEnd(8)} ${'catalogue'.padStart(10)} ${'./Header slim'.padStart(14)} ${'./mount slim'.padStart(13)} ${'./mount default'.padStart(16)}`,
  );
  for (const locale of locales) {
    // Bytes, not KiB: 36.95 KiB would print as 37.0, the budget itself.
    const row = [
      paths.slim.catalogues[catalogueOf(locale, paths.slim.catalogues)]?.gzip ?? 0,
      paths.slim.exposes['./Header'].firstRenderByLocaleGzip[locale],
      paths.slim.exposes['./mount'].firstRenderByLocaleGzip[locale],
      paths.default.exposes['./mount'].firstRenderByLocaleGzip[locale],
    ].map((bytes) => bytes.toLocaleString('en-US'));
    log(
      `  ${locale.padEnd(8)} ${row[0].padStart(10)} ${row[1].padStart(14)} ${row[2].padStart(13)} ${row[3].padStart(16)}`,
    );
  }
  for (const key of ['./Header', './mount']) {
    const over = Object.entries(paths.slim.exposes[key].firstRenderByLocaleGzip).filter(
      ([, bytes]) => bytes > GOAL_HEADER_FIRST_RENDER_SLIM_GZIP,
    );
    for (const [locale, bytes] of over)
      failures.push(`slim ${key} in ${locale}: ${bytes} B gzip, over the ${GOAL_HEADER_FIRST_RENDER_SLIM_GZIP} B goal`);
  }
  log(
    `  goal: slim ./Header and ./mount ${GOAL_HEADER_FIRST_RENDER_SLIM_GZIP.toLocaleString('en-US')} B (3 KiB under their budget)`,
  );
  log(
    `  budgets: slim ./Header and ./mount ${BUDGET_HEADER_FIRST_RENDER_SLIM_GZIP.toLocaleString('en-US')} B, slim ${BUDGET_FIRST_RENDER_GZIP.toLocaleString('en-US')} B, default ${BUDGET_FIRST_RENDER_DEFAULT_GZIP.toLocaleString('en-US')} B`,
  );
  log('\nfirst render (gzip) per expose, both paths:');
  const keys = Object.keys(paths.slim.exposes);
  log(`  ${'expose'.padEnd(16)} ${'default'.padStart(10)} ${'slim'.padStart(10)}`);
  for (const key of keys)
    log(
      `  ${key.padEnd(16)} ${kib(paths.default.exposes[key]?.firstRenderGzip ?? 0).padStart(10)} ${kib(paths.slim.exposes[key].firstRenderGzip).padStart(10)}`,
    );
  log(`  budgets: default ${kib(BUDGET_FIRST_RENDER_DEFAULT_GZIP)}, slim ${kib(BUDGET_FIRST_RENDER_GZIP)}`);
  const composition = composeFirstRenders(remoteDir, paths.slim, locales, log);
  // Not the remote's: what the host kit's HeaderSlot adds to every host's own bundle for the fallback header.
  const kitFallback = await measureKitFallback(root);
  log(
    `\nthe host kit's fallback header (${KIT_FALLBACK_SOURCE}, minified, without React): ${kitFallback.gzip.toLocaleString('en-US')} B gzip (budget ${BUDGET_KIT_FALLBACK_GZIP.toLocaleString('en-US')} B)`,
  );
  if (kitFallback.gzip > BUDGET_KIT_FALLBACK_GZIP)
    failures.push(`the host kit's fallback header is ${kitFallback.gzip} B gzip, over ${BUDGET_KIT_FALLBACK_GZIP} B`);
  // Top-level keys stay the slim path's (what host-demo loads); `bundlePaths` has both.
  return { results: { ...paths.slim, bundlePaths: paths, composition, kitFallback }, failures };
}

/**
 * What slim `./Header` and `./mount` carry in their first render, in English and in the locale whose first
 * render is largest: the entry, the sync chunks and the page's catalogue chunk, broken down by module or package
 * (support/composition.mjs), every one of COMPOSITION_MIN_GZIP or more, the rest summed.
 */
function composeFirstRenders(remoteDir, slim, locales, log) {
  const composition = {};
  for (const expose of COMPOSED_EXPOSES) {
    const info = slim.exposes[expose];
    if (!info) continue;
    const largest = Object.entries(info.firstRenderByLocaleGzip).sort((a, b) => b[1] - a[1])[0][0];
    composition[expose] = {};
    for (const locale of [...new Set(['en_US', largest])]) {
      const catalogue = slim.catalogues[catalogueOf(locale, slim.catalogues)];
      const files = info.files.filter((file) => file.kind !== 'async' || file.file === catalogue?.file);
      const rows = rowsOver(
        compose(files.map((file) => ({ path: path.join(remoteDir, file.file), gzip: file.gzip }))),
        COMPOSITION_MIN_GZIP,
      );
      composition[expose][locale] = { totalGzip: info.firstRenderByLocaleGzip[locale], rows };
      log(
        `\n${expose} slim, ${locale}: ${info.firstRenderByLocaleGzip[locale].toLocaleString('en-US')} B gzip, by module or package (${COMPOSITION_MIN_GZIP} B and more):`,
      );
      for (const row of rows) log(`  ${row.gzip.toLocaleString('en-US').padStart(7)}  ${row.group}`);
    }
  }
  return composition;
}

function measure({ remoteDir, statsFile, budget, exposeBudgets = {}, log }) {
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
    const limit = exposeBudgets[key] ?? budget;
    const over = firstRenderGzip > limit;
    if (over) {
      failures.push(`${key} first render ${kib(firstRenderGzip)} gzip exceeds the ${kib(limit)} budget`);
    }
    rows.push([
      key,
      kib(firstRenderGzip),
      kib(firstRenderGzip + sharedFallbacksGzip),
      kib(lazyGzip),
      `${over ? 'OVER' : 'ok'}${limit === budget ? '' : ` (${kib(limit)})`}`,
    ]);
  }

  const table = [
    ['expose', 'first render (gzip)', '+ shared fallbacks', 'lazy (gzip)', `budget ${kib(budget)}`],
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
      budgetFirstRenderGzip: budget,
    },
    failures,
  };
}
