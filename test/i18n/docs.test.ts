/**
 * docs/i18n.md tells a writer how to add a language: every file it names must exist (a `<language>` in a path
 * stands for each catalogue's key, English's too) and every table it names (a constant's name, `CATALOGUE_KEYS`)
 * must be declared where the code is, so the steps can be followed as written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_KEYS } from '../../src/i18n/catalogue-names';

const root = path.resolve(import.meta.dirname, '../..');
const doc = fs.readFileSync(path.join(root, 'docs/i18n.md'), 'utf8');
const named = [...new Set([...doc.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!))];

/** A name that is a file: a path ending in a source or doc extension. */
const files = named.filter((name) => /^[\w./<>-]+\.(?:ts|tsx|mjs|md)$/.test(name));
/** A name that is a table: a constant's name (`LOADERS`, `LATER_MESSAGE_KEYS`). */
const tables = named.filter((name) => /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$|^[A-Z]{4,}$/.test(name));

/** Where a short path may start: the repository, src/i18n (`catalogue.ts`), src. */
const bases = [root, path.join(root, 'src/i18n'), path.join(root, 'src')];
const exists = (name: string) => bases.some((base) => fs.existsSync(path.join(base, name)));

/** Every file of the code that may declare a table. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}
const code = [...sources(path.join(root, 'src')), ...sources(path.join(root, 'test'))]
  .map((file) => fs.readFileSync(file, 'utf8'))
  .join('\n');

describe('docs/i18n.md names only files and tables that exist', () => {
  it('names files and tables at all (the lists below are not empty)', () => {
    expect(files).toContain('src/i18n/catalogue-names.ts');
    expect(tables).toContain('CATALOGUE_KEYS');
  });

  it.each(files)('file %s exists', (name) => {
    const each = name.includes('<language>')
      ? ['en', ...CATALOGUE_KEYS].map((key) => name.replaceAll('<language>', key))
      : [name];
    for (const file of each) expect(exists(file), file).toBe(true);
  });

  it.each(tables)('table %s is declared', (name) => {
    expect(code).toMatch(new RegExp(`\\bconst ${name}\\b`));
  });
});
