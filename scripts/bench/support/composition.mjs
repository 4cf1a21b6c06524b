/**
 * Where a chunk's bytes come from: each built file's minified text is attributed to the sources its source map
 * names (webpack's `source-map` for the remote, written beside each file; decoded here, a few lines, rather than
 * through a package the project does not otherwise need), and grouped by what a reader would change: a package under node_modules by its name, our own code by its path from the repository root.
 *
 * Gzip is not additive per source (the dictionary is shared), so each file's gzip size is shared out in
 * proportion to the minified bytes each source has in it: the rows of a file add up to its gzip size, and a
 * source that is half of a file's text is counted as half of its gzip bytes. Text the map names no source for
 * (webpack's runtime glue, the chunk wrapper) is "(webpack runtime and chunk wrapper)".
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export const UNMAPPED = '(webpack runtime and chunk wrapper)';

/** A source map's source as a row's name: `pkg` or `@scope/pkg` for a package, else its path from the root. */
export function groupOf(source) {
  const path = source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^\.\//, '')
    .replace(/\?.*$/, '');
  const packaged = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (packaged) return packaged[1];
  if (path.startsWith('webpack/')) return UNMAPPED;
  return path;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The segments of a source map's `mappings`, per generated line: [column, source index or -1]. */
export function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push([column, fields.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** Minified bytes per group in `code`, read through its source `map` (columns count as bytes: the text is ASCII). */
export function bytesBySource(code, map) {
  const codeLines = code.split('\n');
  const bytes = new Map();
  const add = (group, count) => {
    if (count > 0) bytes.set(group, (bytes.get(group) ?? 0) + count);
  };
  decodeMappings(map.mappings).forEach((segments, index) => {
    const length = codeLines[index]?.length ?? 0;
    // Text before a line's first mapping: the wrapper's.
    if (segments.length === 0 || segments[0][0] > 0) add(UNMAPPED, segments[0]?.[0] ?? length);
    segments.forEach(([column, source], at) => {
      const end = segments[at + 1]?.[0] ?? length;
      add(source >= 0 ? groupOf(map.sources[source]) : UNMAPPED, Math.max(0, end - column));
    });
  });
  // The newlines.
  add(UNMAPPED, codeLines.length - 1);
  return bytes;
}

/**
 * `files` ([{ path, gzip? }]: a built .js file with its .map beside it) composed: gzip bytes per group over all
 * of them, largest first. A file without a map counts whole under its own name.
 */
export function compose(files) {
  const gzipByGroup = new Map();
  const add = (group, gzip) => gzipByGroup.set(group, (gzipByGroup.get(group) ?? 0) + gzip);
  for (const { path, gzip: given } of files) {
    const code = readFileSync(path, 'utf8');
    const gzip = given ?? gzipSync(code, { level: 9 }).length;
    if (!existsSync(`${path}.map`)) {
      add(path.split('/').at(-1), gzip);
      continue;
    }
    const bytes = bytesBySource(code, JSON.parse(readFileSync(`${path}.map`, 'utf8')));
    const total = [...bytes.values()].reduce((sum, count) => sum + count, 0);
    for (const [group, count] of bytes) add(group, (gzip * count) / total);
  }
  return [...gzipByGroup]
    .map(([group, gzip]) => ({ group, gzip: Math.round(gzip) }))
    .sort((a, b) => b.gzip - a.gzip || a.group.localeCompare(b.group));
}

/** The rows of at least `min` gzip bytes, and one row for the rest (their count in its name). */
export function rowsOver(rows, min) {
  const shown = rows.filter((row) => row.gzip >= min);
  const rest = rows.filter((row) => row.gzip < min);
  if (rest.length > 0)
    shown.push({ group: `${rest.length} smaller ones`, gzip: rest.reduce((sum, row) => sum + row.gzip, 0) });
  return shown;
}
