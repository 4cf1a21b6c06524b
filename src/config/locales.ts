/**
 * Domain-to-locale map (product limits) and the language-subdirectory rule.
 *
 * A locale that "uses a language subdirectory" serves its pages under `/{language}`: the
 * two-letter language of the locale, lowercase (es_US on .com -> `/es`, fr_CA on .ca -> `/fr`).
 * The home link and discovery URLs carry that prefix (product routes).
 */
import type { LocaleInfo } from './types';

export interface LocaleEntry {
  locale: string;
  tld: string;
  uses_language_subdirectory: boolean;
  help_center_language: string;
}

export const LOCALES: readonly LocaleEntry[] = [
  { locale: 'en_US', tld: '.com', uses_language_subdirectory: false, help_center_language: 'en-us' },
  { locale: 'es_US', tld: '.com', uses_language_subdirectory: true, help_center_language: 'es' },
  { locale: 'en_CA', tld: '.ca', uses_language_subdirectory: false, help_center_language: 'en-ca' },
  { locale: 'fr_CA', tld: '.ca', uses_language_subdirectory: true, help_center_language: 'fr-ca' },
  { locale: 'en_GB', tld: '.co.uk', uses_language_subdirectory: false, help_center_language: 'en-gb' },
  { locale: 'de_DE', tld: '.de', uses_language_subdirectory: false, help_center_language: 'de' },
  { locale: 'fr_FR', tld: '.fr', uses_language_subdirectory: false, help_center_language: 'fr' },
  { locale: 'es_ES', tld: '.es', uses_language_subdirectory: false, help_center_language: 'es' },
  { locale: 'pt_BR', tld: '.com.br', uses_language_subdirectory: false, help_center_language: 'pt-br' },
  { locale: 'en_AU', tld: '.com.au', uses_language_subdirectory: false, help_center_language: 'en-au' },
];

export function findLocale(locale: string): LocaleEntry | undefined {
  return LOCALES.find((entry) => entry.locale.toLowerCase() === locale.toLowerCase());
}

/** `/es` for a language-subdirectory locale, '' otherwise. */
export function getLocalePrefix(localeInfo: Pick<LocaleInfo, 'locale' | 'uses_language_subdirectory'>): string {
  if (!localeInfo.uses_language_subdirectory) return '';
  const language = localeInfo.locale.split(/[_-]/)[0]?.toLowerCase() ?? '';
  return /^[a-z]{2,3}$/.test(language) ? `/${language}` : '';
}

/** Content-language: the first two characters of the locale (product overview). */
export function getContentLanguage(locale: string): string {
  return locale.slice(0, 2).toLowerCase();
}
