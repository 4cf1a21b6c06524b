/**
 * Webpack loader for a language's first part (src/i18n/catalogues/<language>.ts, not English's, not a
 * `.later.ts`): ships its texts as a list, without the key names, because the names are about a quarter of the
 * `i18n-<language>` chunk's gzip bytes, which every page in that language fetches beside the first-render chunk
 * (the 37 KiB slim budget). The module it ships puts the keys back itself, from `FIRST_MESSAGE_KEYS`
 * (catalogues/en.ts, already in the first render), so it exports what its source declares, a `FirstCatalogue`.
 *
 * The order of the list is that same `FIRST_MESSAGE_KEYS`, read here from the module itself (webpack builds and
 * runs catalogues/en.ts for the loader, `importModule`), not from the source's text: the build and the header read
 * one list. The build fails if the language's keys are not exactly that list's, in any order.
 *
 * Runs after swc (`enforce: 'post'`) on the module's JavaScript: `export const catalogue = { messages, regions }`,
 * plain data.
 */
import path from 'node:path';

/** The import the shipped module reads its keys through: the same module the loader asked for. */
const ENGLISH = './en';

export default async function catalogueValuesLoader(source) {
  const english = path.join(path.dirname(this.resourcePath), 'en.ts');
  const { FIRST_MESSAGE_KEYS: keys } = await this.importModule(english);
  const module = { catalogue: undefined };
  const body = source.replace(/\bexport const catalogue\s*=/, 'module.catalogue =');
  if (body === source) throw new Error(`${this.resourcePath}: expected \`export const catalogue = …\``);
  new Function('module', body)(module);
  const { messages, regions } = module.catalogue;
  const given = Object.keys(messages);
  const missing = keys.filter((key) => !given.includes(key));
  const extra = given.filter((key) => !keys.includes(key));
  if (missing.length || extra.length || given.length !== keys.length)
    throw new Error(`${this.resourcePath}: keys differ from en.ts (missing ${missing}, extra ${extra})`);
  const values = JSON.stringify(keys.map((key) => messages[key]));
  return [
    `import { firstPartOf } from '${ENGLISH}';`,
    `export const catalogue = firstPartOf(${values}${regions ? `, ${JSON.stringify(regions)}` : ''});`,
    '',
  ].join('\n');
}
