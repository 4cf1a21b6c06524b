import { describe, expect, it } from 'vitest';
import { LOCALES, findLocale, getContentLanguage, getLocalePrefix } from '../../src/config/locales';
import { getDeviceBucket } from '../../src/config/constants';

describe('locales', () => {
  it('prefixes a language-subdirectory locale with its language (product routes)', () => {
    expect(getLocalePrefix({ locale: 'es_US', uses_language_subdirectory: true })).toBe('/es');
    expect(getLocalePrefix({ locale: 'en_US', uses_language_subdirectory: false })).toBe('');
  });
  it('ignores a malformed locale rather than building a broken prefix', () => {
    expect(getLocalePrefix({ locale: '../x', uses_language_subdirectory: true })).toBe('');
  });
  it('content-language is the first two characters of the locale (product overview)', () => {
    expect(getContentLanguage('de_DE')).toBe('de');
  });
});

describe('device buckets (product limits)', () => {
  it.each([
    [320, 'mobile'],
    [480, 'mobile'],
    [481, 'tablet'],
    [959, 'tablet'],
    [960, 'desktop'],
    [Number.NaN, 'mobile'],
  ])('width %s is %s', (w, bucket) => {
    expect(getDeviceBucket(w)).toBe(bucket);
  });
});

describe('the domain-to-locale map (product limits)', () => {
  it('the domain-to-locale map covers en_US, en_GB, de_DE, fr_FR, es_ES and pt_BR, and others', () => {
    const domains = ['en_US', 'en_GB', 'de_DE', 'fr_FR', 'es_ES', 'pt_BR'].map((locale) => findLocale(locale)?.tld);
    expect(domains).toEqual(['.com', '.co.uk', '.de', '.fr', '.es', '.com.br']);
    expect(LOCALES.length).toBeGreaterThan(domains.length);
  });
});
