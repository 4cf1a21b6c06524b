// @vitest-environment node
/**
 * No import cycle between src/ folders: the folder graph is built from every import in src/
 * (static, dynamic, type-only and re-exports, as TypeScript reads them), and a cycle fails with its path.
 * The lint zones (eslint.config.js LAYERS) forbid each upward import; this proves the result on the real
 * code, so a folder left out of the layers, or an exception in a zone, cannot close a loop unnoticed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

/** The folder a src file belongs to: its top folder, or `header/model` (a layer of its own). */
function folderOf(file: string): string {
  const [top, second] = relative(SRC, file).split(sep);
  return top === 'header' && second === 'model' ? 'header/model' : top!;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

type Graph = Map<string, Set<string>>;

/** Folder -> the other folders its files import (relative imports only: packages are not src folders). */
function folderGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of sourceFiles(SRC)) {
    const from = folderOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolve(dirname(file), fileName);
      if (!target.startsWith(SRC + sep)) continue;
      const to = folderOf(target);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every cycle's path (`a -> b -> a`), each found once from its first folder in a depth-first walk. */
function findCycles(graph: Graph): string[] {
  const cycles: string[] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string) => {
    const open = path.indexOf(node);
    if (open !== -1) {
      cycles.push([...path.slice(open), node].join(' -> '));
      return;
    }
    if (done.has(node)) return;
    path.push(node);
    for (const next of graph.get(node) ?? []) visit(next);
    path.pop();
    done.add(node);
  };
  for (const node of [...graph.keys()].sort()) visit(node);
  return cycles;
}

describe('src folders import one another without a cycle', () => {
  it('the folder graph of src/ has no cycle', () => {
    const graph = folderGraph();
    // The graph is read from the real imports: expose composes the features through the bridge.
    expect([...graph.get('expose')!]).toEqual(expect.arrayContaining(['react-bridge', 'header', 'location']));
    expect([...graph.get('header')!]).toContain('header/model');

    expect(findCycles(graph)).toEqual([]);
  });

  it('finds a cycle through several folders, as one between react-bridge and expose was', () => {
    const graph: Graph = new Map([
      ['expose', new Set(['react-bridge', 'header'])],
      ['react-bridge', new Set(['config', 'expose'])],
      ['header', new Set(['config'])],
      ['config', new Set<string>()],
    ]);

    expect(findCycles(graph)).toEqual(['expose -> react-bridge -> expose']);
    graph.get('react-bridge')!.delete('expose');
    expect(findCycles(graph)).toEqual([]);
  });
});
