/**
 * The browser builds ship each language's first part without its key names
 * (scripts/build/catalogue-values-loader.mjs, after swc): a list of texts, in the order of `FIRST_MESSAGE_KEYS`,
 * which the shipped module itself turns back into its texts by key (`firstPartOf`, catalogues/en.ts). Every
 * language's first part, through swc and the loader and run, is the catalogue its source writes; the loader's
 * order is the header's own list, read from the same module, so a list in another order would not round-trip.
 */
import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from '@swc/core';
import { describe, expect, it, vi } from 'vitest';
import loader from '../../scripts/build/catalogue-values-loader.mjs';
import type { FirstCatalogue } from '../../src/i18n/catalogue';
import { CATALOGUE_KEYS } from '../../src/i18n/catalogue-names';
import * as english from '../../src/i18n/catalogues/en';
import { FIRST_MESSAGE_KEYS } from '../../src/i18n/messages';

const dir = path.resolve(import.meta.dirname, '../../src/i18n/catalogues');
const englishFile = path.join(dir, 'en.ts');

/** What webpack's `importModule` gives the loader: the exports of the module it names, built and run. */
const importModule = async (file: string) => (await import(/* @vite-ignore */ file)) as Record<string, unknown>;

const compiled = (file: string) =>
  transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
  }).code;

/** The shipped module run, its one import (`firstPartOf` from ./en) bound to `firstPartOf`. */
function run(shipped: string, firstPartOf: (...args: never[]) => unknown): unknown {
  const importLine = "import { firstPartOf } from './en';\n";
  expect(shipped.startsWith(importLine)).toBe(true);
  const module: { catalogue?: unknown } = {};
  const body = shipped.slice(importLine.length).replace('export const catalogue =', 'module.catalogue =');
  new Function('firstPartOf', 'module', body)(firstPartOf, module);
  return module.catalogue;
}

const sourceOf = async (key: string) =>
  ((await import(`../../src/i18n/catalogues/${key}.ts`)) as { catalogue: FirstCatalogue }).catalogue;

describe('first parts as shipped, without key names', () => {
  it.each(CATALOGUE_KEYS)('%s: run, the same texts and regions as its source, and no key names', async (key) => {
    const file = path.join(dir, `${key}.ts`);
    const shipped = await loader.call({ resourcePath: file, importModule }, compiled(file));
    expect(shipped).not.toMatch(/"organize"|"searchEvents"/);
    const back = run(shipped, english.firstPartOf) as FirstCatalogue;
    const source = await sourceOf(key);
    expect(back.messages).toEqual(source.messages);
    expect(back.regions).toEqual(source.regions);
  });

  it("lists the texts in the header's own key order, read from the module the header reads it from", async () => {
    const file = path.join(dir, 'de.ts');
    const asked = vi.fn(importModule);
    const shipped = await loader.call({ resourcePath: file, importModule: asked }, compiled(file));
    expect(asked).toHaveBeenCalledWith(englishFile);
    // The header's list (messages.ts) is that module's export, not a copy.
    expect(FIRST_MESSAGE_KEYS).toBe(english.FIRST_MESSAGE_KEYS);
    const values = run(shipped, (list: never) => list) as unknown[];
    const { messages } = await sourceOf('de');
    expect(values).toEqual(FIRST_MESSAGE_KEYS.map((key) => messages[key]));
  });

  it('follows the list it is given: another order ships other values in each place, which the header would misread', async () => {
    const file = path.join(dir, 'de.ts');
    const reversed = [...english.FIRST_MESSAGE_KEYS].reverse();
    const shipped = await loader.call(
      { resourcePath: file, importModule: async () => ({ FIRST_MESSAGE_KEYS: reversed }) },
      compiled(file),
    );
    const { messages } = await sourceOf('de');
    expect(run(shipped, (list: never) => list)).toEqual(reversed.map((key) => messages[key]));
    expect((run(shipped, english.firstPartOf) as FirstCatalogue).messages).not.toEqual(messages);
  });

  it("fails the build for a language whose keys are not English's first part", async () => {
    const source = "export const catalogue = { messages: { organize: 'x' } };";
    await expect(loader.call({ resourcePath: path.join(dir, 'xx.ts'), importModule }, source)).rejects.toThrow(
      /keys differ from en.ts/,
    );
  });
});
