#!/usr/bin/env node
/**
 * `npm run bench`: runs every bench section in scripts/bench/*.mjs (file-name order), prints each one's
 * report, writes the merged results to bench/results.json and the figures the docs cite to the generated
 * table in docs/figures.md (scripts/bench/support/figures.mjs: the sections that ran replace their rows).
 *
 * A section is a module exporting
 *   name: string                       shown in headings and in results.sections
 *   run(ctx): Promise<SectionResult>   ctx = { root, args, log }
 * where SectionResult is
 *   { skipped: 'why' }                 a file it needs is missing: reported, not a failure
 *   { results: {...}, failures?: [] }  results are merged into bench/results.json at top level;
 *                                      failures (e.g. an exceeded budget) make the exit code 1.
 * To add a bench (autocomplete latency, ...), drop a new module in scripts/bench/; nothing here changes.
 *
 * Options: --only=name[,name]  run only those sections; --remote-dir=PATH  read another remote build;
 *          --no-build  never build the remote, skip the bundle section instead.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeFigures } from './bench/support/figures.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sectionsDir = path.join(root, 'scripts/bench');

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, ...value] = arg.replace(/^--/, '').split('=');
    return [key, value.length > 0 ? value.join('=') : true];
  }),
);
const only = typeof args.only === 'string' ? new Set(args.only.split(',')) : null;

const files = readdirSync(sectionsDir)
  .filter((file) => file.endsWith('.mjs'))
  .sort();

const output = { generatedAt: new Date().toISOString(), sections: {} };
const failures = [];

for (const file of files) {
  const section = await import(pathToFileURL(path.join(sectionsDir, file)).href);
  const name = section.name ?? path.basename(file, '.mjs');
  if (typeof section.run !== 'function') continue;
  if (only && !only.has(name)) continue;
  console.log(`\n== ${name}`);
  const started = Date.now();
  try {
    const result = await section.run({ root, args, log: (...parts) => console.log(...parts) });
    if (result?.skipped) {
      console.log(`skipped: ${result.skipped}`);
      output.sections[name] = { status: 'skipped', reason: result.skipped };
      continue;
    }
    Object.assign(output, result?.results ?? {});
    const sectionFailures = result?.failures ?? [];
    for (const failure of sectionFailures) console.log(`FAIL: ${failure}`);
    failures.push(...sectionFailures.map((failure) => `${name}: ${failure}`));
    output.sections[name] = {
      status: sectionFailures.length > 0 ? 'failed' : 'ok',
      seconds: Number(((Date.now() - started) / 1000).toFixed(1)),
      ...(sectionFailures.length > 0 ? { failures: sectionFailures } : {}),
    };
  } catch (error) {
    console.error(`error in ${name}:`, error);
    failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    output.sections[name] = { status: 'error', error: String(error) };
  }
}

mkdirSync(path.join(root, 'bench'), { recursive: true });
const resultsFile = path.join(root, 'bench/results.json');
writeFileSync(resultsFile, `${JSON.stringify(output, null, 2)}\n`);
console.log(`\nwrote ${path.relative(root, resultsFile)}`);
const figuresFile = path.join(root, 'docs/figures.md');
if (await writeFigures(figuresFile, output)) console.log(`wrote ${path.relative(root, figuresFile)}`);
if (failures.length > 0) {
  console.log(`${failures.length} bench failure(s):\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
