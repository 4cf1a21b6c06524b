/** The loader's type for tests (test/i18n/catalogue-values.test.ts): webpack calls it with its loader context. */
export default function catalogueValuesLoader(
  this: { resourcePath: string; addDependency(file: string): void },
  source: string,
): string;
