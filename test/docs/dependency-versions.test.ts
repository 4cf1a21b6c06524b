// @vitest-environment node
/**
 * A version a doc names is the version that is installed. The docs name a tool's version where a host team needs it
 * ("Vite 8.3 + `@module-federation/vite` 1.23", "Lighthouse 12.8", "Node 20.19+"), and a plugin that pins an exact
 * federation runtime is named with both versions, because the host must list that runtime to get one copy of it.
 * An upgrade that leaves such a sentence behind sends a host team to the wrong version, so every one is read from
 * the docs and compared with what installs it: package-lock.json for a tool, `engines` for Node, the host kit's
 * `peerDependencies` for the runtime it accepts, and the starter app that proves the pin.
 *
 * - `<tool> X`, `<tool> X.Y` or `<tool> X.Y.Z` (a tool or package this repository installs, by its name or as it
 *   is written in prose) must be the installed version or a prefix of it at a dot: "Vite 8.3" passes on 8.3.8, fails
 *   on 8.4.0.
 * - "`P` X.Y.Z pins Y" (a plugin and the runtime it depends on) must be exact: P installed at X.Y.Z, with Y in its
 *   `dependencies`, and the starter that uses P lists both.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pages, root } from './doc-pages';

const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

interface LockEntry {
  version: string;
  dependencies?: Record<string, string>;
}
const lock = (readJson('package-lock.json') as { packages: Record<string, LockEntry> }).packages;

/** Every doc a reader of the repository or of the kit's tarball gets. */
const DOCS = [
  ...pages,
  ...readdirSync(path.join(root, 'packages')).map((dir) => `packages/${dir}/README.md`),
  'host-demo/README.md',
  'demo-api/README.md',
];

/** How prose names a tool -> the package that installs it. Backticked package names are read as they are. */
const TOOL_PACKAGES: Record<string, string> = {
  React: 'react',
  'react-dom': 'react-dom',
  Vite: 'vite',
  Rspack: '@rspack/core',
  Rsbuild: '@rsbuild/core',
  'Next.js': 'next',
  webpack: 'webpack',
  Lighthouse: 'lighthouse',
  Vitest: 'vitest',
  TypeScript: 'typescript',
  Fastify: 'fastify',
  'puppeteer-core': 'puppeteer-core',
};

/** Every version of a package the lockfile installs (the root's, a workspace's, one nested under another package). */
function installedVersions(name: string): string[] {
  return Object.entries(lock)
    .filter(([key]) => key === `node_modules/${name}` || key.endsWith(`/node_modules/${name}`))
    .flatMap(([, entry]) => (entry.version ? [entry.version] : []));
}

/** "8.3" names 8.3.8; "8" names 8.3.8; "8.3" does not name 8.30.1. */
const names = (stated: string, installed: string) => installed === stated || installed.startsWith(`${stated}.`);

interface Statement {
  where: string;
  pkg: string;
  version: string;
}

const VERSION = String.raw`(\d+(?:\.\d+){0,2})(?![\d.]*\d)`;
const TOOL = new RegExp(
  String.raw`(?:\x60(@?[a-z0-9][\w./-]*)\x60|\b(${Object.keys(TOOL_PACKAGES)
    .map((tool) => tool.replace('.', String.raw`\.`))
    .join('|')}))(?: is pinned at)? v?${VERSION}`,
  'g',
);

/** `<tool> <version>` statements of `text`, with their line. */
function toolStatements(page: string, text: string): Statement[] {
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(TOOL)].map((match) => ({
      where: `${page}:${index + 1}`,
      pkg: match[1] ?? TOOL_PACKAGES[match[2]!]!,
      version: match[3]!,
    })),
  );
}

/** "`P` X.Y.Z pins Y" statements, across line breaks. */
function pinStatements(page: string, text: string): (Statement & { runtime: string })[] {
  return [
    ...text.matchAll(/\x60(@?[a-z0-9][\w./-]*)\x60\s+(\d+\.\d+(?:\.\d+)?)\s+pins\s+(?:runtime\s+)?(\d+\.\d+\.\d+)/g),
  ].map((match) => ({
    where: `${page}:${text.slice(0, match.index).split('\n').length}`,
    pkg: match[1]!,
    version: match[2]!,
    runtime: match[3]!,
  }));
}

const docs = DOCS.map((page) => ({ page, text: readFileSync(path.join(root, page), 'utf8') }));
const RUNTIME = '@module-federation/runtime';

describe('versions named in the docs', () => {
  it('reads the ways a doc names a version', () => {
    const text = 'Vite 8.3 + `@module-federation/vite` 1.23, Next.js 16.4 and\npuppeteer-core is pinned at 24.43.1.';
    expect(toolStatements('d.md', text)).toEqual([
      { where: 'd.md:1', pkg: 'vite', version: '8.3' },
      { where: 'd.md:1', pkg: '@module-federation/vite', version: '1.23' },
      { where: 'd.md:1', pkg: 'next', version: '16.4' },
      { where: 'd.md:2', pkg: 'puppeteer-core', version: '24.43.1' },
    ]);
    expect(pinStatements('d.md', 'installed: `@module-federation/vite` 1.23.0 pins\n2.9.1, so')).toEqual([
      { where: 'd.md:1', pkg: '@module-federation/vite', version: '1.23.0', runtime: '2.9.1' },
    ]);
    expect(names('8.3', '8.3.8')).toBe(true);
    expect(names('1.23', '1.23.8')).toBe(true);
    expect(names('8.3', '8.30.1')).toBe(false);
    expect(names('1.23.0', '1.23.8')).toBe(false);
  });

  it('every named tool is installed at that version', () => {
    const statements = docs.flatMap(({ page, text }) => toolStatements(page, text));
    // The docs do name versions this way (the host recipes, the bench), so the check has something to hold.
    expect(statements.map((statement) => statement.pkg)).toEqual(
      expect.arrayContaining(['vite', '@module-federation/vite', 'next', 'webpack', 'lighthouse']),
    );
    const wrong = statements
      // A backticked name the lockfile does not install is not a dependency (a module, a workspace); a tool is.
      .filter(({ pkg }) => installedVersions(pkg).length > 0 || Object.values(TOOL_PACKAGES).includes(pkg))
      .filter(({ pkg, version }) => !installedVersions(pkg).some((installed) => names(version, installed)))
      .map(({ where, pkg, version }) => `${where}: ${pkg} ${version}, installed ${installedVersions(pkg).join(', ')}`);
    expect(wrong).toEqual([]);
  });

  it('a plugin that pins the federation runtime is named with the exact versions the lockfile and its starter have', () => {
    const statements = docs.flatMap(({ page, text }) => pinStatements(page, text));
    expect(statements.length).toBeGreaterThan(0);
    for (const { where, pkg, version, runtime } of statements) {
      const entry = lock[`node_modules/${pkg}`];
      expect(entry?.version, `${where}: ${pkg}`).toBe(version);
      expect(entry?.dependencies?.[RUNTIME], `${where}: what ${pkg} ${version} pins`).toBe(runtime);
      const starters = readdirSync(path.join(root, 'host-demo/starters'))
        .map((app) => readJson(`host-demo/starters/${app}/package.json`) as Record<string, Record<string, string>>)
        .filter((manifest) => manifest.devDependencies?.[pkg] ?? manifest.dependencies?.[pkg]);
      expect(starters, `${where}: a starter app uses ${pkg}`).not.toHaveLength(0);
      for (const manifest of starters) {
        expect(manifest.devDependencies?.[pkg] ?? manifest.dependencies?.[pkg], where).toBe(version);
        expect(manifest.dependencies?.[RUNTIME] ?? manifest.devDependencies?.[RUNTIME], where).toBe(runtime);
      }
    }
  });

  it("host-demo's tables of hosts name the React each host installs", () => {
    const reacts = installedVersions('react');
    const { text } = docs.find(({ page }) => page === 'host-demo/README.md')!;
    const stated = text
      .split('\n')
      .flatMap((line, index) =>
        line.startsWith('|')
          ? [...line.matchAll(/\b(\d+\.\d+\.\d+)\b/g)].map((match) => ({ line: index + 1, version: match[1]! }))
          : [],
      );
    expect(stated.length).toBeGreaterThan(0);
    expect(stated.filter(({ version }) => !reacts.includes(version))).toEqual([]);
  });

  it('the Node version and the runtime range a doc names are the ones package.json files declare', () => {
    const engines = (readJson('package.json') as { engines: { node: string } }).engines.node;
    const kitPeer = (readJson('packages/host-kit/package.json') as { peerDependencies: Record<string, string> })
      .peerDependencies[RUNTIME]!;
    const wrong: string[] = [];
    let checked = 0;
    for (const { page, text } of docs) {
      text.split('\n').forEach((line, index) => {
        for (const match of line.matchAll(/\bNode (\d+\.\d+)\+/g)) {
          checked += 1;
          if (engines !== `>=${match[1]}`) wrong.push(`${page}:${index + 1}: Node ${match[1]}+, engines ${engines}`);
        }
        for (const match of line.matchAll(/(\d+\.\d+\.\d+) or later (\d+)\.x/g)) {
          checked += 1;
          if (kitPeer !== `^${match[1]}`) wrong.push(`${page}:${index + 1}: ${match[0]}, the kit's peer is ${kitPeer}`);
        }
      });
    }
    expect(checked).toBeGreaterThanOrEqual(2);
    expect(wrong).toEqual([]);
  });
});
