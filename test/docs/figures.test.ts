// @vitest-environment node
/**
 * Measured figures live in one generated table, docs/figures.md, that `npm run bench` rewrites
 * ("figures that a bench measures are written by the bench into one generated table, not retyped in
 * prose"). These tests hold the writer to that: a run replaces only the rows of the sections it ran, the
 * values come from the results, and the committed table is one the bench can read back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  END,
  START,
  figureRows,
  readFigureRows,
  replaceFigureRows,
  type BenchOutput,
} from '../../scripts/bench/support/figures.mjs';

const root = path.resolve(__dirname, '../..');
const committed = readFileSync(path.join(root, 'docs/figures.md'), 'utf8');

/** Section names as the bench modules export them (`export const name = '...'`, or a re-export). */
function benchSectionNames(): string[] {
  const dir = path.join(root, 'scripts/bench');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => {
      const source = readFileSync(path.join(dir, file), 'utf8');
      return /export const name = '([^']+)'/.exec(source)?.[1] ?? path.basename(file, '.mjs');
    });
}

const KIB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function bundleSizeRun(headerSlim: number, headerDefault: number): BenchOutput {
  const measuredPath = (header: number, entry: number) => ({
    remoteEntryGzip: entry,
    exposes: { './Header': { firstRenderGzip: header } },
    shared: { react: { version: '19.3.1', gzip: 3000, hostProvided: true } },
  });
  return {
    generatedAt: '2030-01-02T03:04:05.000Z',
    sections: { 'bundle-size': { status: 'ok' } },
    bundlePaths: { default: measuredPath(headerDefault, 20_000), slim: measuredPath(headerSlim, 9_000) },
  };
}

describe('docs/figures.md, the generated table of measured figures', () => {
  it('has a table the bench can read back, each row from a bench section that exists', () => {
    expect(committed).toContain(START);
    expect(committed).toContain(END);
    const rows = readFigureRows(committed);
    expect(rows.length).toBeGreaterThan(0);
    const sections = new Set(benchSectionNames());
    expect(rows.filter((row) => !sections.has(row.section))).toEqual([]);
    for (const row of rows) expect(row.measured).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('writes the values of the results it is given, dated by the run', () => {
    const rows = figureRows(bundleSizeRun(36_000, 47_000));
    expect(rows).toContainEqual({
      figure: 'first render of `./Header`, default / slim path (gzip)',
      value: `${KIB(47_000)} / ${KIB(36_000)}`,
      section: 'bundle-size',
      measured: '2030-01-02',
    });
    const core = rows.find((row) => row.figure.startsWith('federation runtime core'));
    expect(core?.value).toBe(KIB(20_000 - 9_000));
  });

  it('writes every Lighthouse run with the header script work, and the script tag with and without the place', () => {
    const run = (performance: number, headerScriptMs: number) => ({
      performance,
      lcpMs: 1500,
      tbtMs: 120,
      cls: 0,
      headerScriptMs,
      hostScriptMs: 400,
      cpuSlowdown: 4,
    });
    const rows = figureRows({
      generatedAt: '2030-01-02T03:04:05.000Z',
      sections: { lighthouse: { status: 'failed' }, 'script-tag': { status: 'ok' } },
      lighthouse: {
        '/': {
          runs: [run(97, 31), run(94, 48), run(96, 52), run(98, 30), run(95, 29)],
          performanceTarget: 95,
          headerScriptTargetMs: 50,
        },
      },
      scriptTag: {
        files: [
          { file: 'global-header.mjs', brotli: 90_000 },
          { file: '749.mjs', brotli: 20_000 },
        ],
        brotli: 110_000,
        withPlace: { files: [{ file: 'global-header.mjs', brotli: 90_000 }], brotli: 90_000 },
      },
    });
    expect(rows.filter((row) => row.section === 'lighthouse').map(({ figure, value }) => ({ figure, value }))).toEqual([
      {
        figure: 'Lighthouse mobile performance, `/`: 5 runs (target 95 in each)',
        value:
          '97, 94, 96, 98, 95 (LCP 1500, 1500, 1500, 1500, 1500 ms; TBT 120, 120, 120, 120, 120 ms; CLS 0, 0, 0, 0, 0)',
      },
      {
        figure:
          "the header's script work before the first interaction at 4x (Lighthouse `bootup-time`, the remote's origin), `/`: 5 runs (target 50 ms in each)",
        value: "31, 48, 52, 30, 29 ms (the host's own: 400, 400, 400, 400, 400 ms)",
      },
    ]);
    expect(rows.filter((row) => row.section === 'script-tag').map((row) => row.value)).toEqual([
      `${KIB(110_000)} in 2 files`,
      `${KIB(90_000)} in 1 file`,
    ]);
  });

  it('replaces the rows of the sections that ran and keeps the others', () => {
    const other = {
      figure: 'Lighthouse mobile performance, `/` (a | in a cell survives)',
      value: '97',
      section: 'lighthouse',
      measured: '2029-12-31',
    };
    const before = replaceFigureRows(
      `intro\n\n${START}\n\n${END}\n`,
      [...figureRows(bundleSizeRun(36_000, 47_000)), other],
      new Set(['bundle-size', 'lighthouse']),
    );
    const after = replaceFigureRows(before, figureRows(bundleSizeRun(35_000, 46_000)), new Set(['bundle-size']));
    const rows = readFigureRows(after);
    expect(rows).toContainEqual(other);
    expect(rows.filter((row) => row.figure.includes('`./Header`')).map((row) => row.value)).toEqual([
      `${KIB(46_000)} / ${KIB(35_000)}`,
    ]);
    expect(after.startsWith('intro\n')).toBe(true);
  });

  it('skips sections that were skipped or broke: their old rows stay', () => {
    const output = { ...bundleSizeRun(1, 2), sections: { 'bundle-size': { status: 'skipped' } } };
    expect(figureRows(output)).toEqual([]);
  });
});
