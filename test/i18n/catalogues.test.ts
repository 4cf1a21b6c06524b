/**
 * Every catalogue against English: every key, the same placeholders, every CLDR plural
 * category the language has, and no text left in English unless it is a name or a word the language
 * writes the same way (a short list, each with its reason; docs/i18n.md has the glossary).
 */
import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../src/config/locales';
import { getCatalogue, loadCatalogue } from '../../src/i18n/catalogue';
import { CATALOGUE_KEYS, catalogueKeyOf, catalogueLanguageTag } from '../../src/i18n/catalogue-names';
import { defaultMessages } from '../../src/i18n/english';
import {
  formatCount,
  isPluralMessageKey,
  type MessageKey,
  type Messages,
  type PluralMessage,
} from '../../src/i18n/messages';

/** Texts that may read as in English: product names and words the language spells the same way. */
const SAME_AS_ENGLISH: Readonly<Record<string, Partial<Record<MessageKey, string>>>> = {
  all: {
    studio: 'Studio, a product name',
    tikibar: 'Tikibar, a staff tool',
    productAds: '{product} Ads, a product name',
    blog: 'Blog, the word in German, Spanish, French and Portuguese',
  },
  de: {
    tickets: 'Tickets, the word German ticketing sites use',
    ticketsMenuItem: 'Tickets ({count}), as tickets',
    newsletter: 'Newsletter, the German word',
    festivals: 'Festivals, the German plural',
    sponsorshipBadge: 'Beta, the German word',
  },
  es: { sponsorshipBadge: 'Beta, the Spanish word' },
  fr: { menu: 'Menu, the French word', festivals: 'Festivals, the French plural' },
  pt: { menu: 'Menu, the Portuguese word', sponsorshipBadge: 'Beta, the Portuguese word' },
};

/** Every locale the spec serves that is not US English, and a few more to walk the fallback. */
const LOCALES_TO_CHECK = [...LOCALES.map((entry) => entry.locale).filter((locale) => locale !== 'en_US')];

const KEYS = Object.keys(defaultMessages) as MessageKey[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
/** A text with no word of its own (`{product} {home}`, `{length}/{max}`) cannot be "in English". */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\w+\}/g, ''));

async function catalogueOf(locale: string): Promise<Messages> {
  return loadCatalogue(locale);
}

describe('every catalogue has every English key, in that language', () => {
  it.each(LOCALES_TO_CHECK)('%s: the same keys as English', async (locale) => {
    const messages = await catalogueOf(locale);
    expect(Object.keys(messages).sort()).toEqual([...KEYS].sort());
  });

  it.each(LOCALES_TO_CHECK)('%s: the same placeholders as English, in every form', async (locale) => {
    const messages = await catalogueOf(locale);
    for (const key of KEYS) {
      const english = defaultMessages[key];
      const englishPlaceholders = placeholders(typeof english === 'string' ? english : english.other);
      const value = messages[key];
      const forms = typeof value === 'string' ? [value] : Object.values(value as PluralMessage);
      for (const form of forms) expect(placeholders(form), `${locale} ${key}: "${form}"`).toEqual(englishPlaceholders);
    }
  });

  it.each(LOCALES_TO_CHECK)(
    "%s: every count text has each of the language's CLDR plural categories",
    async (locale) => {
      const messages = await catalogueOf(locale);
      const categories = new Intl.PluralRules(locale.replace('_', '-')).resolvedOptions().pluralCategories;
      for (const key of KEYS) {
        if (!isPluralMessageKey(key)) {
          expect(typeof messages[key], `${locale} ${key}`).toBe('string');
          continue;
        }
        expect(Object.keys(messages[key]).sort(), `${locale} ${key}`).toEqual([...categories].sort());
      }
    },
  );

  it.each(LOCALES_TO_CHECK.filter((locale) => !locale.startsWith('en')))(
    '%s: no text is left in English but the names and same-spelled words listed',
    async (locale) => {
      const messages = await catalogueOf(locale);
      const allowed = { ...SAME_AS_ENGLISH.all, ...SAME_AS_ENGLISH[catalogueKeyOf(locale)] };
      const leftInEnglish = KEYS.filter((key) => {
        const english = defaultMessages[key];
        const value = messages[key];
        if (typeof english === 'string') return hasWords(english) && value === english && !(key in allowed);
        return Object.values(value as PluralMessage).some((form) => Object.values(english).includes(form));
      });
      expect(leftInEnglish).toEqual([]);
    },
  );

  it('the catalogues of the spec locales count in their own words and numbers', async () => {
    const german = await catalogueOf('de_DE');
    expect(formatCount(german.ticketsCount, 1500, 'de_DE')).toBe('1.500 Bestellungen');
    expect(formatCount(german.likesCount, 1, 'de_DE')).toBe('1 gemerktes Event');
    const french = await catalogueOf('fr_FR');
    expect(formatCount(french.ticketsCount, 1_000_000, 'fr_FR')).toBe('1\u202f000\u202f000 de commandes');
    expect(formatCount(french.ticketsCount, 0, 'fr_FR')).toBe('0 commande');
    const brazilian = await catalogueOf('pt_BR');
    expect(formatCount(brazilian.searchSuggestionCount, 2, 'pt_BR')).toBe('2 sugestões disponíveis.');
  });
});

describe('the locale chooses the catalogue (language fallback, then English)', () => {
  it.each([
    ['de_DE', 'de', 'de-DE'],
    ['DE', 'de', 'DE'],
    ['fr_BE', 'fr', 'fr-BE'],
    ['fr-ca', 'fr', 'fr-ca'],
    ['pt_PT', 'pt', 'pt-PT'],
    ['es_MX', 'es', 'es-MX'],
    ['en_GB', 'en', 'en-GB'],
    ['en_US', 'en', 'en-US'],
    ['en_NZ', 'en', 'en-NZ'],
    ['ja_JP', 'en', 'en'],
    ['not a locale!', 'en', 'en'],
    ['', 'en', 'en'],
  ])('%s reads the %s catalogue, its texts in %s', (locale, key, tag) => {
    expect(catalogueKeyOf(locale)).toBe(key);
    expect(catalogueLanguageTag(locale)).toBe(tag);
  });

  it('knows the four languages of the spec locales beside English', () => {
    expect([...CATALOGUE_KEYS].sort()).toEqual(['de', 'es', 'fr', 'pt']);
  });

  it('English is there at once, its regions too, the others after their load; a region gets its own words over its language', async () => {
    expect(getCatalogue('en_US')).toEqual(defaultMessages);
    expect(getCatalogue('xx_YY')).toEqual(getCatalogue('en_US'));
    expect(getCatalogue('en_GB')?.helpCenter).toBe('Help Centre');
    expect((await loadCatalogue('en_CA')).organize).toBe('Organize');
    expect((await loadCatalogue('en_CA')).helpCenter).toBe('Help Center');
    expect((await loadCatalogue('en_AU')).organize).toBe('Organise');
    expect((await loadCatalogue('en_NZ')).organize).toBe('Organize');
    const french = await loadCatalogue('fr_BE');
    expect(french.dateThisWeekend).toBe('Ce week-end');
    expect((await loadCatalogue('fr_CA')).dateThisWeekend).toBe('Cette fin de semaine');
    expect((await loadCatalogue('fr_CA')).findEvents).toBe(french.findEvents);
    expect((await loadCatalogue('es_US')).tickets).toBe('Boletos');
    expect((await loadCatalogue('es_ES')).tickets).toBe('Entradas');
    // One object per locale: a re-render with the same locale gets the same texts.
    expect(getCatalogue('fr_BE')).toBe(french);
  });
});

describe("two parts per language: the first render's texts, then the rest with the first lazy part", () => {
  it("German: no texts before its first part, then the first render's, then every text once a lazy part asks", async () => {
    vi.resetModules();
    const fresh = await import('../../src/i18n/catalogue');
    expect(fresh.getCatalogue('de_DE')).toBeUndefined();
    await fresh.loadFirstTexts('de_DE');
    const first = fresh.getCatalogue('de_DE')!;
    expect(first.findEvents).toBe('Events finden');
    expect(first.searchFailed).toBeUndefined();
    await fresh.laterTextsReady();
    const whole = fresh.getCatalogue('de_DE')!;
    expect(whole).not.toBe(first);
    expect(Object.keys(whole).sort()).toEqual(Object.keys(defaultMessages).sort());
    expect(whole.searchFailed).not.toBe(defaultMessages.searchFailed);
  });

  it("English: the first render's texts at once, the rest only for the catalogues a header read (a German page loads no English)", async () => {
    vi.resetModules();
    const fresh = await import('../../src/i18n/catalogue');
    await fresh.loadFirstTexts('de_DE');
    fresh.getCatalogue('de_DE');
    expect(fresh.peekCatalogue('en_US')!.findEvents).toBe('Find Events');
    await fresh.laterTextsReady();
    expect(fresh.peekCatalogue('en_US')!.searchFailed).toBeUndefined();
    fresh.getCatalogue('en_US');
    await fresh.laterTextsReady();
    expect(fresh.peekCatalogue('en_US')!.searchFailed).toBe(defaultMessages.searchFailed);
  });
});

describe('a language read after a lazy part has loaded (the QA panel switching to German once a menu has opened)', () => {
  it('counts as here only with both parts, so a part whose code is already here never gets half its texts', async () => {
    vi.resetModules();
    const fresh = await import('../../src/i18n/catalogue');
    fresh.getCatalogue('en_US');
    await fresh.laterTextsReady();
    expect(fresh.getCatalogue('en_US')!.searchFailed).toBe(defaultMessages.searchFailed);

    expect(fresh.getCatalogue('de_DE')).toBeUndefined();
    await fresh.loadFirstTexts('de_DE');
    const german = fresh.getCatalogue('de_DE')!;
    expect(german.findEvents).toBe('Events finden');
    expect(Object.keys(german).sort()).toEqual(Object.keys(defaultMessages).sort());
  });
});

describe('a catalogue that cannot load', () => {
  it('leaves the header in English, says so once, and never rejects', async () => {
    vi.resetModules();
    vi.doMock('../../src/i18n/catalogues/de', () => {
      throw new Error('chunk lost');
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const fresh = await import('../../src/i18n/catalogue');
      const messages = await fresh.loadCatalogue('de_DE');
      expect(messages.findEvents).toBe('Find Events');
      await fresh.loadCatalogue('de_AT');
      expect(errors).toHaveBeenCalledTimes(1);
      expect(String(errors.mock.calls[0]![0])).toContain('catalogue de (first texts): English');
    } finally {
      vi.doUnmock('../../src/i18n/catalogues/de');
      errors.mockRestore();
    }
  });
});
