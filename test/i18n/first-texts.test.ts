/**
 * Every language's first texts at once (src/i18n/first-texts.ts, for the host kit's fallback header)
 * are exactly what the header's own loading gives the same locale, region and language fallback included.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/config/locales';
import { loadCatalogue } from '../../src/i18n/catalogue';
import { firstTextsIn } from '../../src/i18n/first-texts';
import { FIRST_MESSAGE_KEYS } from '../../src/i18n/messages';

const pick = (messages: object) =>
  Object.fromEntries(FIRST_MESSAGE_KEYS.map((key) => [key, (messages as Record<string, unknown>)[key]]));

describe('firstTextsIn', () => {
  it.each([...LOCALES.map((entry) => entry.locale), 'fr_BE', 'de_AT', 'pt_PT', 'ja_JP', 'xx'])(
    '%s: the first part the header loads for it, key for key',
    async (locale) => {
      expect(firstTextsIn(locale)).toEqual(pick(await loadCatalogue(locale)));
    },
  );

  it('speaks the language and the region: German, Canadian French, British English, and English for an unknown language', () => {
    expect(firstTextsIn('de_DE').findEvents).toBe('Events finden');
    expect(firstTextsIn('fr_BE').signIn).toBe(firstTextsIn('fr_FR').signIn);
    expect(firstTextsIn('en_GB').helpCenter).toBe('Help Centre');
    expect(firstTextsIn('en_CA').helpCenter).toBe('Help Center');
    expect(firstTextsIn('ja_JP').findEvents).toBe('Find Events');
  });
});
