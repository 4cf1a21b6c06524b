/**
 * The host kit as `npm pack` makes it (after `npm run build`, which builds it). The tarball holds
 * only dist/, package.json and the README; nothing in it imports anything a host would not have (its peers, Node's
 * built-ins, its own files); and a TypeScript host outside the repository gets every expose's types from the
 * package alone (no dts download), with the Header's real props.
 */
import { execFileSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/paths';

const KIT = path.join(ROOT, 'packages/host-kit');
const manifest = JSON.parse(readFileSync(path.join(KIT, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, Record<string, string> | string>;
  peerDependencies: Record<string, string>;
  dependencies?: Record<string, string>;
};

/** What `npm pack` would put in the tarball. */
function packedFiles(): string[] {
  const [pack] = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: KIT, encoding: 'utf8' }),
  ) as [{ files: { path: string }[] }];
  return pack.files.map((file) => file.path);
}

/** Every module specifier a JS or declaration file names: import/export from, import(), require(), references. */
function specifiersOf(text: string): string[] {
  const patterns = [
    /(?:^|[\s;}])(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /(?:^|[\s;])import\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
    /<reference\s+(?:path|types)=['"]([^'"]+)['"]/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!));
}

describe('@global-header/host-kit as packed', () => {
  const files = packedFiles();

  it('holds only dist/, package.json and the README, and every file its exports name', () => {
    expect(
      files.filter((file) => !file.startsWith('dist/') && file !== 'package.json' && file !== 'README.md'),
    ).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(['package.json', 'README.md']));
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      for (const file of typeof target === 'string' ? [target] : Object.values(target)) {
        if (file.includes('*')) continue;
        expect(files, `${subpath} -> ${file}`).toContain(file.replace(/^\.\//, ''));
      }
    }
  });

  it('imports nothing but its own files, its peers and Node built-ins', () => {
    const allowed = [...Object.keys(manifest.peerDependencies), ...Object.keys(manifest.dependencies ?? {})];
    const packed = new Set(files);
    const problems: string[] = [];
    for (const file of files.filter((name) => /\.(js|d\.ts)$/.test(name))) {
      for (const specifier of specifiersOf(readFileSync(path.join(KIT, file), 'utf8'))) {
        if (specifier.startsWith('.')) {
          const base = path.posix.join(path.posix.dirname(file), specifier);
          const candidates = [base, `${base}.d.ts`, `${base.replace(/\.js$/, '')}.d.ts`, `${base}/index.d.ts`];
          if (!candidates.some((candidate) => packed.has(candidate)))
            problems.push(`${file}: ${specifier} (not packed)`);
          continue;
        }
        const isPackage = (name: string) => specifier === name || specifier.startsWith(`${name}/`);
        const declaredModule = file.endsWith('.d.ts') && specifier.startsWith('globalHeader/');
        if (
          specifier.startsWith('node:') ||
          builtinModules.includes(specifier) ||
          allowed.some(isPackage) ||
          isPackage(manifest.name) ||
          declaredModule
        )
          continue;
        problems.push(`${file}: ${specifier}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('types every expose for a TypeScript host outside the repository, with the Header’s own props', () => {
    const host = mkdtempSync(path.join(os.tmpdir(), 'host-kit-types-'));
    try {
      // The repository's node_modules: the kit (a link to packages/host-kit, as an install of the tarball would
      // be, its exports pointing into dist/) and its peers; none of the repository's tsconfig `paths`.
      symlinkSync(path.join(ROOT, 'node_modules'), path.join(host, 'node_modules'), 'dir');
      writeFileSync(
        path.join(host, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2023', 'DOM'],
            module: 'ESNext',
            moduleResolution: 'Bundler',
            jsx: 'react-jsx',
            strict: true,
            noEmit: true,
            // As the Vite, Rsbuild and Next.js templates set it (the federation runtime's own declarations need Node's).
            skipLibCheck: true,
            types: [],
          },
          files: ['host.tsx'],
        }),
      );
      writeFileSync(
        path.join(host, 'host.tsx'),
        [
          "import { createHeaderFederation } from '@global-header/host-kit';",
          "import { HeaderSlot, sharedReact } from '@global-header/host-kit/react';",
          "import type { HeaderProps } from 'globalHeader/Header';",
          "import type { mount } from 'globalHeader/mount';",
          "import type { SearchBarProps } from 'globalHeader/SearchBar';",
          "import type { LocationPickerProps } from 'globalHeader/LocationPicker';",
          "import type { getPreloadLinks } from 'globalHeader/head';",
          "const federation = createHeaderFederation({ manifestUrl: 'https://header.example/mf-manifest.json', shared: sharedReact() });",
          "export const searchBar: Promise<typeof import('globalHeader/SearchBar')> = federation.load('SearchBar');",
          "export const props: HeaderProps = { environment: { serverUrl: 'https://www.example.com' } };",
          '// @ts-expect-error the Header takes no such prop',
          'export const wrong: HeaderProps = { notAProp: true };',
          'export type Used = [typeof mount, SearchBarProps, LocationPickerProps, typeof getPreloadLinks];',
          'export const slot = <HeaderSlot federation={federation} headerProps={props} />;',
          '',
        ].join('\n'),
      );
      const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
      let output = '';
      try {
        execFileSync(process.execPath, [tsc, '-p', host], { cwd: host, encoding: 'utf8' });
      } catch (error) {
        output = String((error as { stdout?: string }).stdout ?? error);
      }
      expect(output).toBe('');
    } finally {
      rmSync(host, { recursive: true, force: true });
    }
  }, 120_000);
});
