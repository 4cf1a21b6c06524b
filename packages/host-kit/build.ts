/**
 * Builds the host kit into dist/ (`npm run build:kit`): what `npm pack` puts in the tarball, with nothing
 * outside the package left to import but its peers and Node's built-ins.
 *
 * 1. JavaScript: Vite's library mode bundles each entry (`.`, `./react`, `./server`) with the repo's own modules it
 *    uses (src/federation's checks, src/config's numbers, src/i18n's texts...: one copy of each, in src/), the peers
 *    left as imports; the release keys written in as the built-in pinned keys; `'use client'` on `./react`.
 * 2. Types: tsc's declarations of the entries and of the remote's exposes (src/expose), kept only where an entry or an
 *    expose reaches them, and `remotes.d.ts`, which declares `globalHeader/Header`... from the exposes' own types.
 * 3. A check that every import left in dist/ is relative, a peer, a Node built-in or this package itself.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { EXPOSES } from '../../scripts/build/exposes';
import { getPinnedPublicKeys } from '../../scripts/build/signing-key';
import { buildStampVitePlugin } from '../../scripts/test-runner/build-stamp.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const dist = path.join(here, 'dist');
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8')) as {
  name: string;
  peerDependencies: Record<string, string>;
  dependencies?: Record<string, string>;
};

/** The remote's exposes (scripts/build/exposes.ts, webpack's list too) and the source modules that type them. */
const EXPOSE_MODULES: Record<string, string> = Object.fromEntries(
  Object.entries(EXPOSES).map(([name, source]) => [name, source.replace(/\.tsx?$/, '')]),
);
/** The package's entries: export path -> source (relative to this folder) and output name. */
const ENTRIES = { index: 'src/index.ts', react: 'src/react.ts', server: 'src/server/index.ts' };

const packages = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies ?? {})];
/** Whether `specifier` may stay an import in dist/: a peer (or its subpath), a dependency, a Node built-in, or this package. */
export function allowedImport(specifier: string): boolean {
  if (specifier.startsWith('.')) return true;
  if (specifier.startsWith('node:') || builtinModules.includes(specifier)) return true;
  return [...packages, pkg.name].some((name) => specifier === name || specifier.startsWith(`${name}/`));
}

async function buildJavaScript() {
  const keys = await getPinnedPublicKeys();
  await build({
    configFile: false,
    root: here,
    logLevel: 'warn',
    define: { __GLOBAL_HEADER_KIT_PUBLIC_KEYS__: JSON.stringify(keys) },
    oxc: { jsx: { runtime: 'automatic' } },
    // Lets e2e refuse a kit build older than its sources (docs/tooling.md, "Build stamp").
    plugins: [
      buildStampVitePlugin({
        root,
        name: 'host-kit',
        configFiles: ['packages/host-kit/build.ts', 'packages/host-kit/package.json', 'scripts/build/exposes.ts'],
      }),
    ],
    build: {
      outDir: dist,
      emptyOutDir: false,
      minify: false,
      target: 'es2022',
      lib: {
        entry: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(here, file)])),
        formats: ['es'],
      },
      rolldownOptions: {
        external: (id) => !id.startsWith('.') && !path.isAbsolute(id) && allowedImport(id),
        output: {
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          banner: (chunk) => (chunk.isEntry && chunk.name === 'react' ? "'use client';" : ''),
        },
      },
    },
  });
}

function buildDeclarations() {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', path.join(here, 'tsconfig.build.json')],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('tsc failed to write the kit declarations');
}

const types = path.join(dist, 'types');
const IMPORTS = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]|<reference\s+path=['"]([^'"]+)['"]/g;

function importsOf(file: string): string[] {
  return [...fs.readFileSync(file, 'utf8').matchAll(IMPORTS)].map((match) => match[1] ?? match[2]!);
}

function resolveDeclaration(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  return [`${base}.d.ts`, path.join(base, 'index.d.ts'), base].find(
    (file) => file.endsWith('.d.ts') && fs.existsSync(file),
  );
}

/** Keeps the declarations the entries and exposes reach; tsc wrote one per source file it read. */
function pruneDeclarations(starts: string[]) {
  const reached = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const specifier of importsOf(file)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveDeclaration(file, specifier);
      if (!target) throw new Error(`${path.relative(dist, file)}: ${specifier} has no declaration`);
      queue.push(target);
    }
  }
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        if (fs.readdirSync(full).length === 0) fs.rmdirSync(full);
      } else if (!reached.has(full)) fs.rmSync(full);
    }
  };
  walk(types);
}

function writeEntryDeclarations() {
  const kitTypes = 'packages/host-kit/src';
  for (const [name, file] of Object.entries(ENTRIES)) {
    const source = `./types/${kitTypes}/${file.replace(/^src\//, '').replace(/\.tsx?$/, '')}`;
    fs.writeFileSync(
      path.join(dist, `${name}.d.ts`),
      `/// <reference path="./remotes.d.ts" />\nexport * from '${source}';\n`,
    );
  }
  const modules = Object.entries(EXPOSE_MODULES).map(([expose, module]) => {
    const target = `${pkg.name}/types/${module}`;
    const hasDefault = /^export default /m.test(fs.readFileSync(path.join(types, `${module}.d.ts`), 'utf8'));
    return [
      `declare module 'globalHeader/${expose}' {`,
      `  export * from '${target}';`,
      ...(hasDefault ? [`  export { default } from '${target}';`] : []),
      '}',
    ].join('\n');
  });
  fs.writeFileSync(
    path.join(dist, 'remotes.d.ts'),
    [
      "// The header remote's federated modules, typed by its own sources (src/expose): no types download needed.",
      '// Every entry of the kit references this file; `/// <reference types="@global-header/host-kit/remotes" />` alone works too.',
      ...modules,
      '',
    ].join('\n'),
  );
}

/** Every file of dist/ that imports something a host would not have. */
export function foreignImports(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(js|d\.ts)$/.test(entry.name))
        for (const specifier of importsOf(full))
          if (!allowedImport(specifier) && !specifier.startsWith('globalHeader/'))
            found.push(`${path.relative(folder, full)}: ${specifier}`);
    }
  };
  walk(folder);
  return found;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.rmSync(dist, { recursive: true, force: true });
  await buildJavaScript();
  buildDeclarations();
  const kitTypes = path.join(types, 'packages/host-kit/src');
  pruneDeclarations([
    ...Object.values(ENTRIES).map((file) =>
      path.join(kitTypes, file.replace(/^src\//, '').replace(/\.tsx?$/, '.d.ts')),
    ),
    ...Object.values(EXPOSE_MODULES).map((module) => path.join(types, `${module}.d.ts`)),
  ]);
  writeEntryDeclarations();
  const foreign = foreignImports(dist);
  if (foreign.length > 0) throw new Error(`the kit imports what a host does not have:\n${foreign.join('\n')}`);
  console.log(`host kit built: ${path.relative(root, dist)}`);
}
