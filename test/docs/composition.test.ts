// @vitest-environment node
/**
 * The bench's first-render composition (scripts/bench/support/composition.mjs) and the tables it writes into
 * docs/figures.md: bytes go to the source the source map names for them, packages are named as a reader would
 * change them, every file's gzip size is shared out whole, and the committed document has both tables' markers.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  UNMAPPED,
  bytesBySource,
  compose,
  decodeMappings,
  groupOf,
  rowsOver,
} from '../../scripts/bench/support/composition.mjs';
import { replaceTables, type BenchOutput } from '../../scripts/bench/support/figures.mjs';

const root = path.resolve(__dirname, '../..');

/** Base64 VLQ of one number, as source maps write it. */
function vlq(value: number): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = '';
  do {
    let digit = rest & 31;
    rest >>>= 5;
    if (rest > 0) digit |= 32;
    out += chars[digit];
  } while (rest > 0);
  return out;
}

/** A one-line file whose pieces come from the given sources (null: no source), with its map. */
function built(pieces: [text: string, source: number | null][], sources: string[]) {
  let column = 0;
  let previousColumn = 0;
  let previousSource = 0;
  const segments = pieces.map(([text, source]) => {
    const segment =
      source === null
        ? vlq(column - previousColumn)
        : vlq(column - previousColumn) + vlq(source - previousSource) + vlq(0) + vlq(0);
    previousColumn = column;
    if (source !== null) previousSource = source;
    column += text.length;
    return segment;
  });
  return { code: pieces.map(([text]) => text).join(''), map: { mappings: segments.join(','), sources } };
}

describe('first-render composition', () => {
  it('names a package by its name (scoped too) and our code by its path from the root', () => {
    expect(groupOf('webpack://global-header/./node_modules/valibot/dist/index.js')).toBe('valibot');
    expect(groupOf('webpack://global-header/./node_modules/@module-federation/sdk/dist/index.esm.js')).toBe(
      '@module-federation/sdk',
    );
    expect(groupOf('webpack://global-header/./src/header/header.tsx')).toBe('src/header/header.tsx');
    expect(groupOf('webpack://global-header/webpack/runtime/load script')).toBe(UNMAPPED);
  });

  it('decodes the segments of a source map, columns and sources relative to the one before', () => {
    const { map } = built(
      [
        ['aaaa', 0],
        ['bb', 1],
        ['c', null],
        ['ddd', 0],
      ],
      ['a.ts', 'b.ts'],
    );
    expect(decodeMappings(map.mappings)).toEqual([
      [
        [0, 0],
        [4, 1],
        [6, -1],
        [7, 0],
      ],
    ]);
  });

  it('gives each source the minified bytes the map names for it, the rest to the wrapper', () => {
    const { code, map } = built(
      [
        ['/*w*/', null],
        ['const a=1;', 0],
        ['import("x");', 1],
        ['a+a;', 0],
      ],
      ['webpack://global-header/./src/a.ts', 'webpack://global-header/./node_modules/x/index.js'],
    );
    expect(Object.fromEntries(bytesBySource(code, map))).toEqual({
      [UNMAPPED]: 5,
      'src/a.ts': 14,
      x: 12,
    });
  });

  it("shares each file's gzip size out whole, and sums the rows under a floor into one", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'composition-'));
    const { code, map } = built(
      [
        ['x'.repeat(300), 0],
        ['y'.repeat(100), 1],
      ],
      ['webpack://global-header/./src/big.ts', 'webpack://global-header/./src/small.ts'],
    );
    writeFileSync(path.join(dir, 'chunk.js'), code);
    writeFileSync(path.join(dir, 'chunk.js.map'), JSON.stringify(map));
    writeFileSync(path.join(dir, 'unmapped.js'), 'z'.repeat(50));
    const rows = compose([{ path: path.join(dir, 'chunk.js'), gzip: 400 }, { path: path.join(dir, 'unmapped.js') }]);
    expect(rows).toEqual([
      { group: 'src/big.ts', gzip: 300 },
      { group: 'src/small.ts', gzip: 100 },
      { group: 'unmapped.js', gzip: gzipSync('z'.repeat(50), { level: 9 }).length },
    ]);
    expect(rowsOver(rows, 101)).toEqual([
      { group: 'src/big.ts', gzip: 300 },
      { group: '2 smaller ones', gzip: rows[1]!.gzip + rows[2]!.gzip },
    ]);
  });
});

describe('the composition and until-idle tables in docs/figures.md', () => {
  const committed = readFileSync(path.join(root, 'docs/figures.md'), 'utf8');
  const output: BenchOutput = {
    generatedAt: '2026-11-28T00:00:00.000Z',
    sections: { 'bundle-size': { status: 'ok' }, 'bytes-until-idle': { status: 'ok' } },
    composition: {
      './Header': {
        en_US: {
          totalGzip: 1200,
          rows: [
            { group: 'valibot', gzip: 1000 },
            { group: '3 smaller ones', gzip: 200 },
          ],
        },
      },
    },
    bytesUntilIdle: {
      '/ desktop': {
        bytes: 2048,
        files: [{ file: 'releases/1/remoteEntry.slim.js', bytes: 2048, why: 'the container' }],
      },
    },
  };

  it('the committed document has both tables between their markers, with rows', () => {
    for (const id of ['composition', 'until-idle']) {
      const start = committed.indexOf(`<!-- bench:${id}:start -->`);
      const end = committed.indexOf(`<!-- bench:${id}:end -->`);
      expect(start, id).toBeGreaterThan(-1);
      expect(
        committed
          .slice(start, end)
          .split('\n')
          .filter((line) => line.startsWith('|')).length,
        id,
      ).toBeGreaterThan(3);
    }
  });

  it('a run writes each table from its results, a section that did not run keeps its table', () => {
    const both = replaceTables(committed, output, new Set(['bundle-size', 'bytes-until-idle']));
    expect(both).toContain('| `valibot` | 1,000 |');
    expect(both).toContain('| the rest, each under 200 B | 200 |');
    expect(both).toContain('| `remoteEntry.slim.js` | the container | 2,048 |');
    const sizesOnly = replaceTables(committed, output, new Set(['bundle-size']));
    expect(sizesOnly).toContain('| `valibot` | 1,000 |');
    const untilIdle = (text: string) =>
      text.slice(text.indexOf('<!-- bench:until-idle:start -->'), text.indexOf('<!-- bench:until-idle:end -->'));
    expect(untilIdle(sizesOnly)).toBe(untilIdle(committed));
  });
});
