/**
 * The script-tag build (issue 28): what a page without a bundler downloads from the remote until the header
 * shows and the network is idle, as sent (brotli, the `.br` files the remote server hands out): the module
 * `global-header.mjs` and the chunks it imports statically, nothing else (test/e2e/script-tag.test.ts checks
 * in Chromium that these are the only remote files such a page fetches before any interaction; the search,
 * the picker and the menus load on intent). Read from the build's files, so deterministic: a budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export const name = 'script-tag';

/** Issue 28's budget (a project budget, not a spec number): remote JS until idle on a plain page, brotli as sent. */
export const BUDGET_SCRIPT_TAG_UNTIL_IDLE_BROTLI = 125 * 1024;

/** The module's file name (src/config/remote-files.ts SCRIPT_TAG_FILE). */
export const SCRIPT_TAG_FILE = 'global-header.mjs';

/** `./x.mjs` of every static `import … from './x.mjs'` / `import './x.mjs'` in a minified module (not `import()`). */
const staticImports = (source) =>
  [...source.matchAll(/\bimport\s*(?:[\w*${},\s]+from\s*)?["']\.\/([^"']+\.mjs)["']/g)].map((match) => match[1]);

/** The module and every chunk it imports statically, in load order. */
export function untilIdleFiles(dir) {
  const files = [];
  const visit = (file) => {
    if (files.includes(file)) return;
    const full = path.join(dir, file);
    if (!existsSync(full)) throw new Error(`${file} is missing in ${dir}`);
    files.push(file);
    for (const imported of staticImports(readFileSync(full, 'utf8'))) visit(imported);
  };
  visit(SCRIPT_TAG_FILE);
  return files;
}

/** Bytes as sent: the pre-compressed `.br` beside the file (remote-server.ts), else brotli at the build's level. */
const brotliSize = (full) =>
  existsSync(`${full}.br`)
    ? readFileSync(`${full}.br`).length
    : brotliCompressSync(readFileSync(full), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

export async function run({ root, args, log }) {
  const dir = path.resolve(root, typeof args['remote-dir'] === 'string' ? args['remote-dir'] : 'dist/remote-build');
  if (!existsSync(path.join(dir, SCRIPT_TAG_FILE)))
    return { skipped: `no ${SCRIPT_TAG_FILE} in ${dir}: npm run build:remote` };
  const files = untilIdleFiles(dir).map((file) => ({ file, brotli: brotliSize(path.join(dir, file)) }));
  const brotli = files.reduce((sum, file) => sum + file.brotli, 0);
  for (const file of files) log(`  ${file.file.padEnd(30)} ${kib(file.brotli).padStart(10)}`);
  log(`  until idle: ${kib(brotli)} in ${files.length} file(s), budget ${kib(BUDGET_SCRIPT_TAG_UNTIL_IDLE_BROTLI)}`);
  const failures =
    brotli > BUDGET_SCRIPT_TAG_UNTIL_IDLE_BROTLI
      ? [`${SCRIPT_TAG_FILE} until idle is ${kib(brotli)} brotli, over ${kib(BUDGET_SCRIPT_TAG_UNTIL_IDLE_BROTLI)}`]
      : [];
  return { results: { scriptTag: { files, brotli } }, failures };
}
