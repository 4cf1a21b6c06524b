/**
 * The pseudo-locale makes an untranslated or clipped text visible at a glance and keeps every
 * template usable (placeholders and plural forms intact).
 */
import { describe, expect, it } from 'vitest';
import { PSEUDO_EXPANSION, PSEUDO_LOCALE } from '../../src/config/pseudo-locale';
import { defaultMessages } from '../../src/i18n/english';
import { formatCount, formatMessage, type PluralMessage } from '../../src/i18n/messages';
import { pseudoLocalize, pseudoLocalizeText, pseudoMessages } from '../../src/i18n/pseudo';

const placeholders = (text: string) => text.match(/\{\w+\}/g) ?? [];
const withoutPlaceholders = (text: string) => text.replace(/\{\w+\}/g, '');
const entries = Object.entries(defaultMessages) as [string, string | PluralMessage][];
const templates = entries.flatMap(([key, message]) =>
  typeof message === 'string'
    ? [{ key, english: message, pseudo: pseudoMessages[key as keyof typeof pseudoMessages] as string }]
    : Object.entries(message).map(([category, english]) => ({
        key: `${key}.${category}`,
        english: english as string,
        pseudo: (pseudoMessages[key as keyof typeof pseudoMessages] as unknown as Record<string, string>)[category]!,
      })),
);

describe('pseudoLocalizeText', () => {
  it('accents the letters, lengthens the words and brackets the text', () => {
    expect(pseudoLocalizeText('Help')).toBe('[Ĥééļpp]');
    expect(pseudoLocalizeText('Find Events')).toMatch(/^\[Fí+ñ+ð+ É+v+é+ñ+ţ+š+\]$/);
  });

  it('keeps placeholders exactly and leaves a template of placeholders alone', () => {
    expect(pseudoLocalizeText('Account menu for {name}')).toMatch(/^\[.* \{name\}\]$/);
    expect(pseudoLocalizeText('{length}/{max}')).toBe('{length}/{max}');
    expect(pseudoLocalizeText('{product} {home}')).toBe('{product} {home}');
  });
});

describe('pseudoMessages: the English catalogue in the pseudo-locale', () => {
  it('has every key of the English catalogue and the same plural categories', () => {
    expect(Object.keys(pseudoMessages)).toEqual(Object.keys(defaultMessages));
    for (const [key, message] of entries) {
      const pseudo = pseudoMessages[key as keyof typeof pseudoMessages];
      if (typeof message === 'string') expect(typeof pseudo, key).toBe('string');
      else expect(Object.keys(pseudo), key).toEqual(Object.keys(message));
    }
  });

  it.each(templates)('$key: same placeholders, no unaccented text left, about 40% longer, in brackets', (t) => {
    expect(placeholders(t.pseudo)).toEqual(placeholders(t.english));
    const text = withoutPlaceholders(t.english);
    if (!/[A-Za-z]/.test(text)) {
      expect(t.pseudo).toBe(t.english);
      return;
    }
    expect(t.pseudo.startsWith('[') && t.pseudo.endsWith(']')).toBe(true);
    // Letters without an accented look-alike (f, m, p, v, x, q) stay; the rest never appear as ASCII.
    expect(withoutPlaceholders(t.pseudo)).not.toMatch(/[abcdeghijklnorstuwyzACDEGHIJKLNORSTUWYZ]/);
    const grown = withoutPlaceholders(t.pseudo).length - 2;
    expect(grown).toBeGreaterThanOrEqual(text.length * (1 + PSEUDO_EXPANSION));
    expect(grown).toBeLessThan(text.length * (1 + PSEUDO_EXPANSION) + 1);
  });

  it('formats like English: placeholders filled, the plural form Intl picks for the count', () => {
    expect(formatMessage(pseudoMessages.userMenu, { name: 'Ada' })).toMatch(/ Ada\]$/);
    expect(formatCount(pseudoMessages.ticketsCount, 1, PSEUDO_LOCALE)).toBe(
      formatMessage(pseudoMessages.ticketsCount.one!, { count: 1 }),
    );
    expect(formatCount(pseudoMessages.ticketsCount, 1500, PSEUDO_LOCALE)).toBe(
      formatMessage(pseudoMessages.ticketsCount.other, { count: '1,500' }),
    );
  });

  it('transforms any catalogue the same way (a translated one too), leaving the input untouched', () => {
    const german = { ...defaultMessages, help: 'Hilfe' };
    expect(pseudoLocalize(german).help).toBe(pseudoLocalizeText('Hilfe'));
    expect(german.help).toBe('Hilfe');
  });
});
