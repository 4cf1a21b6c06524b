/**
 * The script-tag build: what a page without a bundler downloads from the remote until the header
 * shows and the network is idle, on a first visit with no interaction, as sent (brotli, the `.br` files the
 * remote server hands out): the module `global-header.mjs` with the chunks it imports statically, and the
 * chunks of the `import()`s a first visit makes before any interaction (FIRST_VISIT_IMPORTS). And the same for
 * a page its server writes with the visitor's place in the `place` prop: the browser then makes no guess, so
 * those `import()`s do not run. The files come from the build's `script-tag-stats.json`
 * (scripts/build/script-tag-plugin.ts), so the figures are read from files and deterministic: budgets.
 * test/e2e/script-tag.test.ts checks in Chromium that these are exactly the remote files each page fetches; the
 * search, the picker and the menus load on intent, later.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export const name = 'script-tag';

/** The script tag's budget (a project budget, not a spec number): remote JS until idle on a plain page, brotli as sent. */
export const BUDGET_SCRIPT_TAG_UNTIL_IDLE_BROTLI = 125 * 1024;

/**
 * The same page written by a server that passes the visitor's place (a project budget): with no guess to make,
 * remote JS until idle, brotli as sent.
 */
export const BUDGET_SCRIPT_TAG_WITH_PLACE_UNTIL_IDLE_BROTLI = 100 * 1024;

/** The module's file name (src/config/remote-files.ts SCRIPT_TAG_FILE). */
export const SCRIPT_TAG_FILE = 'global-header.mjs';
const STATS_FILE = 'script-tag-stats.json';

/**
 * The `import()`s that run before any interaction on a first visit: with no location cookie yet, the header
 * asks the server where the visitor is, with the location services (and the API client they share with the
 * search). A visitor with the cookie skips them; the budget counts the first visit.
 */
export const FIRST_VISIT_IMPORTS = [{ from: 'src/location/location-context.tsx', request: './location-services' }];

/**
 * The files a first visit loads until idle, the module first; `withPlace`: on a page that passes the visitor's
 * place (its server found it), which makes no guess and so none of the FIRST_VISIT_IMPORTS.
 */
export function untilIdleFiles(dir, { withPlace = false } = {}) {
  const file = path.join(dir, STATS_FILE);
  if (!existsSync(file)) throw new Error(`${STATS_FILE} is missing in ${dir}: npm run build:remote`);
  const stats = JSON.parse(readFileSync(file, 'utf8'));
  const files = [...stats.entry];
  for (const { from, request } of withPlace ? [] : FIRST_VISIT_IMPORTS) {
    const groups = stats.lazy.filter((group) => group.from === from && group.request === request);
    if (groups.length === 0) throw new Error(`${STATS_FILE} has no import('${request}') from ${from}`);
    for (const group of groups) files.push(...group.files);
  }
  const unique = [...new Set(files)];
  return [SCRIPT_TAG_FILE, ...unique.filter((name) => name !== SCRIPT_TAG_FILE)];
}

/** Bytes as sent: the pre-compressed `.br` beside the file (remote-server.ts), else brotli at the build's level. */
const brotliSize = (full) =>
  existsSync(`${full}.br`)
    ? readFileSync(`${full}.br`).length
    : brotliCompressSync(readFileSync(full), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

export async function run({ root, args, log }) {
  const dir = path.resolve(root, typeof args['remote-dir'] === 'string' ? args['remote-dir'] : 'dist/remote-build');
  if (!existsSync(path.join(dir, STATS_FILE))) return { skipped: `no ${STATS_FILE} in ${dir}: npm run build:remote` };
  const measure = (options) => {
    const files = untilIdleFiles(dir, options).map((file) => ({ file, brotli: brotliSize(path.join(dir, file)) }));
    return { files, brotli: files.reduce((sum, file) => sum + file.brotli, 0) };
  };
  const failures = [];
  const cases = [
    { what: 'until idle', budget: BUDGET_SCRIPT_TAG_UNTIL_IDLE_BROTLI, measured: measure() },
    {
      what: "until idle with the visitor's place (a server-written page)",
      budget: BUDGET_SCRIPT_TAG_WITH_PLACE_UNTIL_IDLE_BROTLI,
      measured: measure({ withPlace: true }),
    },
  ];
  for (const { what, budget, measured } of cases) {
    for (const file of measured.files) log(`  ${file.file.padEnd(30)} ${kib(file.brotli).padStart(10)}`);
    log(`  ${what}: ${kib(measured.brotli)} in ${measured.files.length} file(s), budget ${kib(budget)}`);
    if (measured.brotli > budget)
      failures.push(`${SCRIPT_TAG_FILE} ${what} is ${kib(measured.brotli)} brotli, over ${kib(budget)}`);
  }
  const [firstVisit, withPlace] = cases.map((c) => c.measured);
  return { results: { scriptTag: { ...firstVisit, withPlace } }, failures };
}
