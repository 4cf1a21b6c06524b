import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from '../../src/i18n/badge-count';
import { defaultMessages } from '../../src/i18n/english';
import {
  formatCount,
  isPluralMessageKey,
  mergeMessages,
  parsePluralMessage,
  type PluralMessage,
} from '../../src/i18n/messages';

const orders: PluralMessage = { one: '{count} order', other: '{count} orders' };

describe('formatCount: counts in text follow the locale plural rules (Intl.PluralRules)', () => {
  it('English: one for 1, other for 0, 2 and more', () => {
    expect(formatCount(orders, 1, 'en_US')).toBe('1 order');
    expect(formatCount(orders, 0, 'en_US')).toBe('0 orders');
    expect(formatCount(orders, 2, 'en_US')).toBe('2 orders');
    expect(formatCount(defaultMessages.likesCount, 1, 'en_US')).toBe('1 saved event');
    expect(formatCount(defaultMessages.ticketsCount, 150, 'en_US')).toBe('150 orders');
  });

  it('writes the count as the locale writes numbers (en_US 1,500, de_DE 1.500)', () => {
    expect(formatCount(orders, 1500, 'en_US')).toBe('1,500 orders');
    expect(formatCount({ one: '{count} Bestellung', other: '{count} Bestellungen' }, 1500, 'de_DE')).toBe(
      '1.500 Bestellungen',
    );
  });

  it("uses the locale's own categories: Polish few and many", () => {
    const polish: PluralMessage = {
      one: '{count} zamówienie',
      few: '{count} zamówienia',
      many: '{count} zamówień',
      other: '{count} zamówienia',
    };
    expect(formatCount(polish, 1, 'pl_PL')).toBe('1 zamówienie');
    expect(formatCount(polish, 3, 'pl_PL')).toBe('3 zamówienia');
    expect(formatCount(polish, 5, 'pl_PL')).toBe('5 zamówień');
  });

  it('falls back to other when the message has no form for the category', () => {
    expect(formatCount({ other: '{count} 件' }, 1, 'ja_JP')).toBe('1 件');
    expect(formatCount({ other: '{count} orders' }, 1, 'en_US')).toBe('1 orders');
  });

  it('takes en_US and en-US alike, an unusable locale as English, and fills other placeholders', () => {
    expect(formatCount(orders, 1, 'en-US')).toBe('1 order');
    expect(formatCount(orders, 1, 'not a locale!')).toBe('1 order');
    expect(
      formatCount({ one: '{name}: {count} order', other: '{name}: {count} orders' }, 2, 'en_US', { name: 'Maya' }),
    ).toBe('Maya: 2 orders');
  });

  it('English picks one exactly for 1 (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 999 }), (count) => {
        expect(formatCount(orders, count, 'en_US')).toBe(count === 1 ? '1 order' : `${count} orders`);
      }),
    );
  });
});

describe('plural messages from hosts', () => {
  it('the count texts are the plural keys of the catalogue', () => {
    expect(isPluralMessageKey('likesCount')).toBe(true);
    expect(isPluralMessageKey('ticketsCount')).toBe(true);
    expect(isPluralMessageKey('signIn')).toBe(false);
    expect(isPluralMessageKey('toString')).toBe(false);
  });

  it('parsePluralMessage takes CLDR forms with other, or one string for every count', () => {
    expect(parsePluralMessage({ one: 'a', other: 'b' })).toEqual({ one: 'a', other: 'b' });
    expect(parsePluralMessage({ zero: 'z', two: 't', few: 'f', many: 'm', other: 'o' })).toEqual({
      zero: 'z',
      two: 't',
      few: 'f',
      many: 'm',
      other: 'o',
    });
    expect(parsePluralMessage('{count} orders')).toEqual({ other: '{count} orders' });
  });

  it.each([
    ['no other form', { one: '{count} order' }],
    ['a key that is not a plural category (a typo)', { one: 'a', ohter: 'b', other: 'c' }],
    ['a form that is not text', { one: 1, other: 'b' }],
    ['an array', ['a', 'b']],
    ['a number', 3],
    ['null', null],
  ])('parsePluralMessage rejects %s', (_what, value) => {
    expect(parsePluralMessage(value)).toBeUndefined();
  });

  it('mergeMessages takes plural overrides (objects or strings) and ignores unusable ones', () => {
    const merged = mergeMessages(
      {
        ticketsCount: { one: '{count} entrada', other: '{count} entradas' },
        likesCount: '{count} ♥',
        signIn: { other: 'not a plural key' },
      },
      defaultMessages,
    );
    expect(merged.ticketsCount).toEqual({ one: '{count} entrada', other: '{count} entradas' });
    expect(merged.likesCount).toEqual({ other: '{count} ♥' });
    expect(merged.signIn).toBe(defaultMessages.signIn);
    expect(mergeMessages({ ticketsCount: { one: 'x' } }, defaultMessages).ticketsCount).toEqual(
      defaultMessages.ticketsCount,
    );
  });
});

describe('formatBadgeCount (product validation rules: 0 shows nothing, above 99 shows 99+)', () => {
  it.each([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [150, '99+'],
  ])('%s -> %s', (count, text) => {
    expect(formatBadgeCount(count)).toBe(text);
  });
});

describe('the product error catalogue texts (docs/spec-coverage.md, section 8)', () => {
  it('holds every spec 8 text word for word', () => {
    // Tests of the views compare with these keys; this pins the keys to the spec's words.
    expect({
      locationPermissionDenied: defaultMessages.locationPermissionDenied,
      locationUnavailable: defaultMessages.locationUnavailable,
      locationUnresolved: defaultMessages.locationUnresolved,
      locationLookupFailed: defaultMessages.locationLookupFailed,
      locationNoResults: defaultMessages.locationNoResults,
      searchFailed: defaultMessages.searchFailed,
      unknownStage: defaultMessages.unknownStage,
      noEventsNearby: defaultMessages.noEventsNearby,
      eventSaved: defaultMessages.eventSaved,
      eventSaveFailed: defaultMessages.eventSaveFailed,
    }).toEqual({
      locationPermissionDenied: "Looks like we don't have permission to access your location.",
      locationUnavailable: "Looks like the browser wasn't able to determine your location.",
      locationUnresolved: "Looks like we weren't able to resolve your location.",
      locationLookupFailed: "We're sorry, something went wrong. Please try typing in your location again.",
      locationNoResults: "We weren't able to find any results for that location. Please try a different location.",
      searchFailed: 'Looks like we had a problem running your search.',
      unknownStage: 'Unknown stage: {value}',
      noEventsNearby: "Looks like we don't have any current events listed nearby. Try searching another city.",
      eventSaved: 'Event has been saved successfully.',
      eventSaveFailed: 'There was a problem saving the event, please try again.',
    });
  });
});
