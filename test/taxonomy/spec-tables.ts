/**
 * Reads the published taxonomy tables (../shared/spec/*.tsv) for completeness tests. Tests may
 * read the spec folder; the header itself never does (it ships the generated data file).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Plain path arithmetic: `new URL(template, import.meta.url)` would be rewritten by Vite into an asset import.
const SPEC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/spec');

export function readSpecTable(name: string, specDir: string = SPEC_DIR): string[][] {
  const path = resolve(specDir, name);
  if (!existsSync(path)) {
    throw new Error(
      `Spec table ${name} not found at ${path}. The taxonomy completeness tests compare the shipped data ` +
        `with the published table; check out the shared spec folder next to the project (../shared/spec/).`,
    );
  }
  const [, ...rows] = readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.length > 0);
  return rows.map((line) => line.split('\t'));
}
