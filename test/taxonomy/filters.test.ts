import { describe, expect, it } from 'vitest';
import { defaultMessages } from '../../src/i18n/english';
import {
  DATE_FILTER_VALUES,
  DATE_PRESETS,
  PRICE_FILTERS,
  QUICK_TAGS,
  getDateFilterValueFromSlug,
  getDateSelectionSlug,
  getDateSlug,
  getPriceLabel,
  isIsoCalendarDate,
  isPriceFilter,
  isQuickTag,
  toDateSelection,
} from '../../src/taxonomy';

describe('price filter (product entities: "Price filter: free, paid (labels Free, Paid)")', () => {
  it('has free and paid labelled Free and Paid', () => {
    expect(PRICE_FILTERS.map((p) => p.value)).toEqual(['free', 'paid']);
    expect(getPriceLabel('free', defaultMessages)).toBe('Free');
    expect(getPriceLabel('paid', defaultMessages)).toBe('Paid');
    expect(defaultMessages.priceFree).toBe('Free');
  });
  it('labels follow a host catalogue override', () => {
    expect(getPriceLabel('free', { priceFree: 'Gratis', pricePaid: 'De pago' })).toBe('Gratis');
  });
  it.each(['Free', 'cheap', '', null])('%s is not a price filter', (v) => expect(isPriceFilter(v)).toBe(false));
});

describe('quick tags (product entities: "Quick tags")', () => {
  it('are nightlife, budget-friendly, kid-friendly, great-for-groups, date-night', () => {
    expect(QUICK_TAGS).toEqual(['nightlife', 'budget-friendly', 'kid-friendly', 'great-for-groups', 'date-night']);
    expect(isQuickTag('date-night')).toBe(true);
    expect(isQuickTag('date_night')).toBe(false);
  });
});

describe('date filter values and slugs (product entities: "Date filter values", product routes: "Date slugs")', () => {
  it('has the eight values of the product entities', () => {
    expect(DATE_FILTER_VALUES).toEqual([
      'today',
      'tomorrow',
      'this_weekend',
      'this_week',
      'next_week',
      'this_month',
      'next_month',
      'custom_date',
    ]);
  });
  it('the preset slugs are the spec 2 date slugs', () => {
    expect(DATE_PRESETS.map((p) => p.slug)).toEqual([
      'today',
      'tomorrow',
      'this-weekend',
      'this-week',
      'next-week',
      'this-month',
      'next-month',
    ]);
  });
  it.each(DATE_PRESETS.map((p) => [p.value, p.slug]))('%s <-> %s', (value, slug) => {
    expect(getDateSlug(value)).toBe(slug);
    expect(getDateFilterValueFromSlug(slug)).toBe(value);
  });
  it('custom_date carries a calendar day and its slug is that day', () => {
    const selection = toDateSelection({ value: 'custom_date', date: '2026-02-28' });
    expect(selection).toEqual({ value: 'custom_date', date: '2026-02-28' });
    expect(getDateSelectionSlug(selection!)).toBe('2026-02-28');
    expect(toDateSelection('2026-02-28')).toEqual(selection);
  });
  it.each(['2026-02-29', '2026-13-01', '2026-00-10', '26-01-01', '2026-1-1', '0999-01-01'])(
    'rejects %s as a custom date',
    (date) => {
      expect(isIsoCalendarDate(date)).toBe(false);
      expect(toDateSelection({ value: 'custom_date', date })).toBeUndefined();
    },
  );
  it('accepts a leap day', () => expect(isIsoCalendarDate('2028-02-29')).toBe(true));
  it('reads values and slugs alike, and nothing else', () => {
    expect(toDateSelection('this_weekend')).toEqual({ value: 'this_weekend' });
    expect(toDateSelection('this-weekend')).toEqual({ value: 'this_weekend' });
    expect(toDateSelection('weekend')).toBeUndefined();
    expect(toDateSelection({ value: 'custom_date' })).toBeUndefined();
    expect(toDateSelection(42)).toBeUndefined();
  });
});
