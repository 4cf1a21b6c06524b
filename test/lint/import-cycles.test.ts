// @vitest-environment node
/**
 * No import cycle in src/, between folders nor between files.
 * - Folders: the folder graph is built from every import in src/ (static, dynamic, type-only and re-exports,
 *   as TypeScript reads them). The lint zones (eslint.config.js LAYERS) forbid each upward import; this proves
 *   the result on the real code, so a folder left out of the layers, or an exception in a zone, cannot close
 *   a loop unnoticed.
 * - Files: the file graph follows every import that exists at run time, static or dynamic `import()`
 *   (a type-only import is erased, so it cannot load a module again). A file that reaches itself, even only
 *   through lazy chunks (the exposes and the own-React entry once did), fails with its path.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

/** The file a relative specifier names, as TypeScript's bundler resolution finds it; null if none. */
function resolveFile(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

/** An import or re-export that names types only: TypeScript erases it, so nothing is loaded at run time. */
function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return (
      !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly)
    );
  }
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly)
  );
}

/** The specifiers a source loads at run time: value imports, re-exports and `import('…')` calls. */
function runtimeSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (!isTypeOnly(node) && ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/**
 * File (relative to src/) -> the src files it loads at run time. A relative specifier that names no file
 * is collected in `unresolved`: the graph would silently miss its edge.
 */
function fileGraph(): { graph: Graph; unresolved: string[] } {
  const graph: Graph = new Map();
  const unresolved: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const edges = new Set<string>();
    graph.set(relative(SRC, file), edges);
    for (const specifier of runtimeSpecifiers(file)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveFile(file, specifier);
      if (!target) unresolved.push(`${relative(SRC, file)}: ${specifier}`);
      else if (target.startsWith(SRC + sep)) edges.add(relative(SRC, target));
    }
  }
  return { graph, unresolved };
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

describe('src files load one another without a cycle, lazy imports included', () => {
  it('the run-time file graph of src/ has no cycle', () => {
    const { graph, unresolved } = fileGraph();
    expect(unresolved).toEqual([]);
    // The graph is read from the real imports: dynamic ones included, type-only ones left out.
    expect([...graph.get('expose/mount.tsx')!]).toContain('expose/own-react.ts');
    expect([...graph.get('expose/header.tsx')!]).toEqual(
      expect.arrayContaining(['expose/own-react.ts', 'react-bridge/bridged.ts']),
    );
    expect([...graph.get('i18n/catalogues/de.ts')!]).not.toContain('i18n/catalogue.ts');

    expect(findCycles(graph)).toEqual([]);
  });

  it('finds a loop through a lazy import, as the exposes and the own-React entry had', () => {
    const graph: Graph = new Map([
      ['expose/header.tsx', new Set(['expose/own-react.ts', 'react-bridge/bridged.ts'])],
      ['expose/own-react.ts', new Set(['expose/mount.tsx'])],
      ['expose/mount.tsx', new Set(['expose/header.tsx', 'expose/own-react.ts'])],
      ['react-bridge/bridged.ts', new Set<string>()],
    ]);

    expect(findCycles(graph)).toEqual([
      'expose/header.tsx -> expose/own-react.ts -> expose/mount.tsx -> expose/header.tsx',
      'expose/own-react.ts -> expose/mount.tsx -> expose/own-react.ts',
    ]);
  });

  it('reads value imports, re-exports and import() calls as edges, type-only imports not', () => {
    const file = join(SRC, 'expose/mount.tsx');
    const specifiers = runtimeSpecifiers(file);
    expect(specifiers).toEqual(expect.arrayContaining(['./mounts', './own-react']));
    // `import type { HeaderProps } from '../props/types'` and `export type { … }` load nothing.
    expect(specifiers).not.toContain('../props/types');
  });
});
