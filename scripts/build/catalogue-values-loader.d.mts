/**
 * The loader's type for tests (test/i18n/catalogue-values.test.ts): webpack calls it with its loader context, whose
 * `importModule` builds and runs a module of the compilation (here catalogues/en.ts) and gives its exports.
 */
export default function catalogueValuesLoader(
  this: { resourcePath: string; importModule(file: string): Promise<Record<string, unknown>> },
  source: string,
): Promise<string>;
