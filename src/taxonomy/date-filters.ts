/**
 * Date filter values (product entities) and their URL slugs (product routes): `this_weekend` <-> `this-weekend`.
 * `custom_date` carries one calendar day, written `YYYY-MM-DD` (in URLs too, see docs/url-scheme.md).
 */

/** Preset values, in the product entities order, with their URL slugs (product routes: "Date slugs"). */
export const DATE_PRESETS = [
  { value: 'today', slug: 'today' },
  { value: 'tomorrow', slug: 'tomorrow' },
  { value: 'this_weekend', slug: 'this-weekend' },
  { value: 'this_week', slug: 'this-week' },
  { value: 'next_week', slug: 'next-week' },
  { value: 'this_month', slug: 'this-month' },
  { value: 'next_month', slug: 'next-month' },
] as const;

export type PresetDateFilterValue = (typeof DATE_PRESETS)[number]['value'];
export type PresetDateSlug = (typeof DATE_PRESETS)[number]['slug'];
/** All date filter values of the product entities. */
export type DateFilterValue = PresetDateFilterValue | 'custom_date';
export const DATE_FILTER_VALUES: readonly DateFilterValue[] = [...DATE_PRESETS.map((p) => p.value), 'custom_date'];

/** A chosen date filter: a preset, or one custom calendar day. */
export type DateSelection =
  | { value: PresetDateFilterValue }
  | {
      value: 'custom_date';
      /** The day, `YYYY-MM-DD` (a real calendar date). */
      date: string;
    };

const SLUG_BY_VALUE = new Map<string, PresetDateSlug>(DATE_PRESETS.map((p) => [p.value, p.slug]));
const VALUE_BY_SLUG = new Map<string, PresetDateFilterValue>(DATE_PRESETS.map((p) => [p.slug, p.value]));

export function isPresetDateFilterValue(value: unknown): value is PresetDateFilterValue {
  return typeof value === 'string' && SLUG_BY_VALUE.has(value);
}

/** `this_weekend` -> `this-weekend`. */
export function getDateSlug(value: PresetDateFilterValue): PresetDateSlug {
  return SLUG_BY_VALUE.get(value) as PresetDateSlug;
}

/** `this-weekend` -> `this_weekend`, or undefined for anything else. */
export function getDateFilterValueFromSlug(slug: unknown): PresetDateFilterValue | undefined {
  return typeof slug === 'string' ? VALUE_BY_SLUG.get(slug) : undefined;
}

/** True for `YYYY-MM-DD` naming a real day of the proleptic Gregorian calendar (years 1000-9999). */
export function isIsoCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Reads a date selection from a preset value (`this_weekend`), a slug (`this-weekend`), a
 * `YYYY-MM-DD` day, or a DateSelection object; undefined when it is none of these.
 */
export function toDateSelection(input: unknown): DateSelection | undefined {
  if (typeof input === 'string') {
    if (isPresetDateFilterValue(input)) return { value: input };
    const fromSlug = getDateFilterValueFromSlug(input);
    if (fromSlug) return { value: fromSlug };
    if (isIsoCalendarDate(input)) return { value: 'custom_date', date: input };
    return undefined;
  }
  if (typeof input === 'object' && input !== null && 'value' in input) {
    const { value } = input as { value: unknown };
    if (isPresetDateFilterValue(value)) return { value };
    if (value === 'custom_date') {
      const { date } = input as { date?: unknown };
      return isIsoCalendarDate(date) ? { value: 'custom_date', date } : undefined;
    }
  }
  return undefined;
}

/** The URL slug of a selection: the preset slug, or the custom day itself (`2026-12-31`). */
export function getDateSelectionSlug(selection: DateSelection): string {
  return selection.value === 'custom_date' ? selection.date : getDateSlug(selection.value);
}
