/**
 * The browser builds ship each language's first part without its key names
 * (scripts/build/catalogue-values-loader.mjs, after swc), and src/i18n/catalogue.ts puts them back. Every
 * language's first part, through swc and the loader and back, is the catalogue its source writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from '@swc/core';
import { describe, expect, it } from 'vitest';
import loader from '../../scripts/build/catalogue-values-loader.mjs';
import { unpack, type FirstCatalogue } from '../../src/i18n/catalogue';
import { CATALOGUE_KEYS } from '../../src/i18n/catalogue-names';

const dir = path.resolve(import.meta.dirname, '../../src/i18n/catalogues');

function shipped(file: string): unknown {
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
  });
  const packed = loader.call({ resourcePath: file, addDependency: () => undefined }, code);
  expect(packed).not.toMatch(/"organize"|"searchEvents"/);
  const module: { catalogue?: unknown } = {};
  new Function('module', packed.replace('export const catalogue =', 'module.catalogue ='))(module);
  return module.catalogue;
}

describe('first parts as shipped, without key names', () => {
  it.each(CATALOGUE_KEYS)('%s: unpacked, the same texts and regions as its source', async (key) => {
    const file = path.join(dir, `${key}.ts`);
    const { catalogue } = (await import(`../../src/i18n/catalogues/${key}.ts`)) as { catalogue: FirstCatalogue };
    const back = unpack(shipped(file) as FirstCatalogue);
    expect(back.messages).toEqual(catalogue.messages);
    expect(back.regions).toEqual(catalogue.regions);
  });

  it('fails the build for a language whose keys are not English first part', () => {
    const source = "export const catalogue = { messages: { organize: 'x' } };";
    expect(() =>
      loader.call({ resourcePath: path.join(dir, 'xx.ts'), addDependency: () => undefined }, source),
    ).toThrow(/keys differ from en.ts/);
  });
});
