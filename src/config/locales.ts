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
  /** Human name for pickers (QA panel). */
  label: string;
}

export const LOCALES: readonly LocaleEntry[] = [
  {
    locale: 'en_US',
    tld: '.com',
    uses_language_subdirectory: false,
    help_center_language: 'en-us',
    label: 'English (US), .com',
  },
  {
    locale: 'es_US',
    tld: '.com',
    uses_language_subdirectory: true,
    help_center_language: 'es',
    label: 'Español (US), .com/es',
  },
  {
    locale: 'en_CA',
    tld: '.ca',
    uses_language_subdirectory: false,
    help_center_language: 'en-ca',
    label: 'English (Canada), .ca',
  },
  {
    locale: 'fr_CA',
    tld: '.ca',
    uses_language_subdirectory: true,
    help_center_language: 'fr-ca',
    label: 'Français (Canada), .ca/fr',
  },
  {
    locale: 'en_GB',
    tld: '.co.uk',
    uses_language_subdirectory: false,
    help_center_language: 'en-gb',
    label: 'English (UK), .co.uk',
  },
  { locale: 'de_DE', tld: '.de', uses_language_subdirectory: false, help_center_language: 'de', label: 'Deutsch, .de' },
  {
    locale: 'fr_FR',
    tld: '.fr',
    uses_language_subdirectory: false,
    help_center_language: 'fr',
    label: 'Français, .fr',
  },
  { locale: 'es_ES', tld: '.es', uses_language_subdirectory: false, help_center_language: 'es', label: 'Español, .es' },
  {
    locale: 'pt_BR',
    tld: '.com.br',
    uses_language_subdirectory: false,
    help_center_language: 'pt-br',
    label: 'Português (Brasil), .com.br',
  },
  {
    locale: 'en_AU',
    tld: '.com.au',
    uses_language_subdirectory: false,
    help_center_language: 'en-au',
    label: 'English (Australia), .com.au',
  },
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
