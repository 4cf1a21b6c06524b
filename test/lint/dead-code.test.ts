// @vitest-environment node
/**
 * The dead-code check (knip, knip.jsonc) that `npm test` runs after lint: the repository as it is passes, and
 * taking away the last use of an export, or the last import of a file, fails it with that name. Knip reads
 * files from disk, so the test runs it on a copy of the working tree (about 3 MB without images; node_modules
 * linked, not copied) in a temporary folder.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const KNIP = join(dirname(createRequire(join(ROOT, 'package.json')).resolve('knip')), '../bin/knip.js');
/** Everything but images: knip reads code, manifests and configs, and the configs read the CSS and HTML. */
const SKIPPED = /\.(?:png|jpe?g|webp|gif|ico|woff2?)$/;
const copies: string[] = [];

/** A copy of the working tree's files (tracked and new, no images), with every workspace's node_modules linked. */
function copyOfRepository(): string {
  const copy = mkdtempSync(join(tmpdir(), 'dead-code-'));
  copies.push(copy);
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && !SKIPPED.test(file) && existsSync(join(ROOT, file)));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(copy, file));
  }
  for (const file of files.filter((f) => f === 'package.json' || f.endsWith('/package.json'))) {
    const modules = join(ROOT, dirname(file), 'node_modules');
    if (existsSync(modules)) symlinkSync(modules, join(copy, dirname(file), 'node_modules'), 'dir');
  }
  return copy;
}

function knip(cwd: string) {
  const result = spawnSync(process.execPath, [KNIP, '--no-progress', '--no-config-hints'], { cwd, encoding: 'utf8' });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

afterEach(() => {
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true });
});

describe('dead code (knip)', () => {
  it('passes on the repository, and names an export or a file once its last use is gone', { timeout: 180_000 }, () => {
    const copy = copyOfRepository();
    // Two new modules, every export imported by a public entry: in use, nothing to report.
    writeFileSync(join(copy, 'src/taxonomy/probe-exports.ts'), 'export const kept = 1;\nexport const dropped = 2;\n');
    writeFileSync(join(copy, 'src/taxonomy/probe-file.ts'), 'export const alone = 3;\n');
    const entry = join(copy, 'src/taxonomy/index.ts');
    const original = readFileSync(entry, 'utf8');
    writeFileSync(
      entry,
      `${original}import { kept, dropped } from './probe-exports';\nimport { alone } from './probe-file';\nvoid [kept, dropped, alone];\n`,
    );
    expect(knip(copy)).toEqual({ code: 0, output: '' });

    // The only use of `dropped` goes, and the only import of probe-file.ts: knip names both, and fails.
    writeFileSync(entry, `${original}import { kept } from './probe-exports';\nvoid kept;\n`);
    const result = knip(copy);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/^Unused files \(1\)\nsrc\/taxonomy\/probe-file\.ts/m);
    expect(result.output).toMatch(/^Unused exports \(1\)\ndropped +src\/taxonomy\/probe-exports\.ts:2:14/m);
  });
});
