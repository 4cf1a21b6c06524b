// @vitest-environment node
/**
 * The project's own dependencies are exact versions, and the lockfile's root entry says the same. A range in
 * `dependencies` (which `npm install --save-dev` writes back from `peerDependencies`) makes a fresh clone's
 * `npm install` rewrite package-lock.json, and `.ci/run` then fails before any test runs.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = (file: string) => JSON.parse(readFileSync(resolve(ROOT, file), 'utf8'));

const manifest = readJson('package.json') as Record<string, Record<string, string> | undefined>;
const lockRoot = (readJson('package-lock.json') as { packages: Record<string, Record<string, unknown>> }).packages[''];
const EXACT = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

describe.each(['dependencies', 'devDependencies'] as const)('package.json %s', (field) => {
  const entries = Object.entries(manifest[field] ?? {});

  it('are exact versions, not ranges', () => {
    expect(entries.filter(([, version]) => !EXACT.test(version))).toEqual([]);
  });

  it('match the root entry of package-lock.json', () => {
    expect(lockRoot?.[field]).toEqual(manifest[field]);
  });
});
