/**
 * Byte budgets of the built remote (dist/remote-build, both browser builds), read the way `npm run bench`
 * reads them (scripts/bench/10-bundle-size.mjs): what a host downloads before each expose renders,
 * gzip. Deterministic for a given build, so a test: 50 KiB for every expose on the default path, 40 KiB
 * on the slim path, and 37 KiB for `./Header` and `./mount` on the slim path, which in every locale stay within
 * the 34 KiB goal that keeps 3 KiB of that budget free. The script tag
 * (scripts/bench/12-script-tag.mjs): 125 KiB brotli as sent until idle.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../scripts/build/compile-hints-plugin';
import { REMOTE_ENTRY_FILE, SLIM_REMOTE_ENTRY_FILE } from '../../src/config/remote-files';
import {
  BUDGET_FIRST_RENDER_DEFAULT_GZIP,
  BUDGET_FIRST_RENDER_GZIP,
  BUDGET_HEADER_FIRST_RENDER_SLIM_GZIP,
  GOAL_HEADER_FIRST_RENDER_SLIM_GZIP,
  run,
} from '../../scripts/bench/10-bundle-size.mjs';
import { BUDGET_SCRIPT_TAG_UNTIL_IDLE_BROTLI, run as runScriptTag } from '../../scripts/bench/12-script-tag.mjs';

const root = path.resolve(import.meta.dirname, '../..');

async function measureBuild() {
  const outcome = await run({ root, args: { 'no-build': true }, log: () => undefined });
  if (outcome.skipped !== undefined) throw new Error(`no build to measure: ${outcome.skipped}`);
  return outcome;
}

describe('first-render bytes of the built remote (gzip)', () => {
  it('every expose is within its budget on both paths, and the slim header within 37 KiB', async () => {
    const { results, failures } = await measureBuild();
    const { default: byDefault, slim } = results.bundlePaths;
    expect(Object.keys(slim.exposes).sort()).toEqual([
      './Header',
      './LocationPicker',
      './SearchBar',
      './head',
      './mount',
    ]);
    for (const [key, { firstRenderGzip }] of Object.entries(byDefault.exposes))
      expect(firstRenderGzip, `default ${key}`).toBeLessThanOrEqual(BUDGET_FIRST_RENDER_DEFAULT_GZIP);
    for (const [key, { firstRenderGzip }] of Object.entries(slim.exposes))
      expect(firstRenderGzip, `slim ${key}`).toBeLessThanOrEqual(BUDGET_FIRST_RENDER_GZIP);
    expect(BUDGET_HEADER_FIRST_RENDER_SLIM_GZIP).toBe(37 * 1024);
    for (const key of ['./Header', './mount'])
      expect(slim.exposes[key]!.firstRenderGzip, `slim ${key}`).toBeLessThanOrEqual(
        BUDGET_HEADER_FIRST_RENDER_SLIM_GZIP,
      );
    expect(failures).toEqual([]);
  });

  it('per locale, the first render with its catalogue: English fetches none, every other language one, within the path budgets', async () => {
    const { default: byDefault, slim } = (await measureBuild()).results.bundlePaths;
    expect(Object.keys(slim.catalogues).sort()).toEqual(['de', 'es', 'fr', 'pt']);
    for (const [path, budget] of [
      [byDefault, BUDGET_FIRST_RENDER_DEFAULT_GZIP],
      [slim, BUDGET_FIRST_RENDER_GZIP],
    ] as const) {
      for (const [key, expose] of Object.entries(path.exposes)) {
        for (const [locale, size] of Object.entries(expose.firstRenderByLocaleGzip)) {
          expect(size, `${key} ${locale}`).toBeLessThanOrEqual(budget);
          if (locale.startsWith('en_')) expect(size, `${key} ${locale}`).toBe(expose.firstRenderGzip);
        }
      }
    }
    expect(slim.exposes['./mount']!.firstRenderByLocaleGzip.de_DE).toBe(
      slim.exposes['./mount']!.firstRenderGzip + slim.catalogues.de!.gzip,
    );
  });

  it('per locale, slim ./Header and ./mount with their catalogue are within 37 KiB in every locale', async () => {
    const { slim } = (await measureBuild()).results.bundlePaths;
    for (const key of ['./Header', './mount']) {
      const byLocale = slim.exposes[key]!.firstRenderByLocaleGzip;
      expect(Object.keys(byLocale).length, key).toBeGreaterThanOrEqual(10);
      const over = Object.entries(byLocale).filter(([, size]) => size > BUDGET_HEADER_FIRST_RENDER_SLIM_GZIP);
      expect(over, `slim ${key}: locales over ${BUDGET_HEADER_FIRST_RENDER_SLIM_GZIP} B gzip`).toEqual([]);
    }
  });

  it('per locale, slim ./Header and ./mount with their catalogue are within the 34 KiB goal, 3 KiB under the budget', async () => {
    expect(GOAL_HEADER_FIRST_RENDER_SLIM_GZIP).toBe(34 * 1024);
    expect(BUDGET_HEADER_FIRST_RENDER_SLIM_GZIP - GOAL_HEADER_FIRST_RENDER_SLIM_GZIP).toBe(3 * 1024);
    const { slim } = (await measureBuild()).results.bundlePaths;
    for (const key of ['./Header', './mount']) {
      const byLocale = slim.exposes[key]!.firstRenderByLocaleGzip;
      const over = Object.entries(byLocale).filter(([, size]) => size > GOAL_HEADER_FIRST_RENDER_SLIM_GZIP);
      expect(over, `slim ${key}: locales over ${GOAL_HEADER_FIRST_RENDER_SLIM_GZIP} B gzip`).toEqual([]);
    }
  });

  it('the script tag (global-header.mjs and what it imports) is within 125 KiB brotli until idle', async () => {
    const outcome = await runScriptTag({ root, args: {}, log: () => undefined });
    if (outcome.skipped !== undefined) throw new Error(`no script-tag build to measure: ${outcome.skipped}`);
    expect(BUDGET_SCRIPT_TAG_UNTIL_IDLE_BROTLI).toBe(125 * 1024);
    expect(outcome.results.scriptTag.files[0]!.file).toBe('global-header.mjs');
    expect(outcome.results.scriptTag.brotli).toBeLessThanOrEqual(BUDGET_SCRIPT_TAG_UNTIL_IDLE_BROTLI);
    expect(outcome.failures).toEqual([]);
  });
});

describe("V8's compile hint on what a first render runs whole", () => {
  const buildDir = path.join(root, 'dist/remote-build');
  const firstLine = (file: string) => readFileSync(path.join(buildDir, file), 'utf8').split('\n', 1)[0];

  it('each expose and the shared styled-components start with it; lazy parts and React do not', () => {
    for (const manifestFile of ['mf-manifest.json', 'mf-manifest.slim.json']) {
      const manifest = JSON.parse(readFileSync(path.join(buildDir, manifestFile), 'utf8')) as {
        exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
        shared: { name: string; assets: { js: { sync: string[] } } }[];
      };
      const sharedFiles = (name: string) => manifest.shared.find((shared) => shared.name === name)!.assets.js.sync;
      for (const expose of manifest.exposes)
        for (const file of expose.assets.js.sync) expect(firstLine(file), file).toBe(COMPILE_HINT);
      for (const file of sharedFiles('styled-components')) expect(firstLine(file), file).toBe(COMPILE_HINT);
      // Most of React waits for a call, and a lazy part's code runs only when it opens: compiled as they are called.
      for (const file of [...sharedFiles('react-dom'), ...sharedFiles('react')])
        expect(firstLine(file), file).not.toBe(COMPILE_HINT);
      const header = manifest.exposes.find((expose) => expose.name === 'Header')!;
      expect(header.assets.js.async.length).toBeGreaterThan(0);
      for (const file of header.assets.js.async) expect(firstLine(file), file).not.toBe(COMPILE_HINT);
    }
  });

  it('the slim container starts with it, the full one (the runtime core a header mostly never calls) does not', () => {
    expect(firstLine(SLIM_REMOTE_ENTRY_FILE)).toBe(COMPILE_HINT);
    expect(firstLine(REMOTE_ENTRY_FILE)).not.toBe(COMPILE_HINT);
  });
});
