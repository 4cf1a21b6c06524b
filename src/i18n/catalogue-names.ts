/**
 * Which catalogue a locale reads, by name only (no texts, no loading): for servers writing preload
 * links (src/head) as much as for the header. The texts and their loading: catalogue.ts.
 */

/**
 * The catalogues beside US English, lowercase BCP 47: a language (`de`, for every German locale) or a
 * whole tag (a QA pseudo-locale's `en-xa`: that locale alone). Each is a chunk `i18n-<key>`
 * (catalogue.ts); a server names it in its preload link (`i18n-${catalogueKeyOf(locale)}`, none for `en`).
 */
export const CATALOGUE_KEYS = ['de', 'es', 'fr', 'pt'] as const;
export type CatalogueKey = (typeof CATALOGUE_KEYS)[number];

const isCatalogueKey = (key: string): key is CatalogueKey => (CATALOGUE_KEYS as readonly string[]).includes(key);

/** `fr_CA` / `fr-ca` -> `{ tag: 'fr-ca', language: 'fr', region: 'CA' }` (lowercase tag and language, uppercase region). */
export function localeParts(locale: string): { tag: string; language: string; region: string } {
  const [language = '', region = ''] = locale.split(/[_-]/);
  const tag = region ? `${language}-${region}` : language;
  return { tag: tag.toLowerCase(), language: language.toLowerCase(), region: region.toUpperCase() };
}

/** The catalogue a locale reads: its own (`en-xa`), else its language's (`fr` for fr_BE), else `en` (ja_JP, nonsense). */
export function catalogueKeyOf(locale: string): CatalogueKey | 'en' {
  const { tag, language } = localeParts(locale);
  if (isCatalogueKey(tag)) return tag;
  return isCatalogueKey(language) ? language : 'en';
}

/** The language tag of the texts a locale gets: the locale's (`de-DE`, `fr-BE`), or `en` for one that falls back to English. */
export function catalogueLanguageTag(locale: string): string {
  return catalogueKeyOf(locale) === 'en' && localeParts(locale).language !== 'en' ? 'en' : locale.replace('_', '-');
}
