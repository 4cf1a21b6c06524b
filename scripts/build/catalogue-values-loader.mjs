/**
 * Webpack loader for a language's first part (src/i18n/catalogues/<language>.ts, not English's, not a
 * `.later.ts`): ships its texts as a list in the first part's key order (English's, catalogues/en.ts),
 * without the key names, because the names are about a quarter of the `i18n-<language>` chunk's gzip bytes,
 * which every page in that language fetches beside the first-render chunk (the 37 KiB slim budget).
 * src/i18n/catalogue.ts puts the keys back (`unpack`) with the key list the first render has anyway.
 *
 * Runs after swc (`enforce: 'post'`) on the module's JavaScript: `export const catalogue = { messages, regions }`,
 * plain data. The build fails if the language's keys are not exactly English's first part's, in any order.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * English's first-part keys in source order: the `  key:` lines of `englishFirst` in catalogues/en.ts (one per
 * line, by house format), up to the object's end (the regions' differences below it are not keys of their own).
 */
function englishFirstKeys(file) {
  const source = fs.readFileSync(file, 'utf8');
  const start = source.indexOf('export const englishFirst = {');
  const body = source.slice(start, source.indexOf('\n}', start));
  return [...body.matchAll(/^ {2}(\w+): /gm)].map((match) => match[1]);
}

export default function catalogueValuesLoader(source) {
  const english = path.join(path.dirname(this.resourcePath), 'en.ts');
  this.addDependency(english);
  const keys = englishFirstKeys(english);
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
  const packed = { values: keys.map((key) => messages[key]), ...(regions ? { regions } : {}) };
  return `export const catalogue = ${JSON.stringify(packed)};\n`;
}
