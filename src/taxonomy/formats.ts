/**
 * Formats (product entities: "Format"): published name (formats.tsv), short name (product entities: list) and the
 * plural slug used in discovery URLs (product routes: "Format slugs").
 */
import { FORMAT_ROWS } from './taxonomy-data.generated';
import { readTaxonomyNumber } from './ids';

/** Short names and plural slugs, in id order 1..19 (product entities and the product routes). */
const NAMES = [
  ['conference', 'conferences'],
  ['seminar', 'seminars'],
  ['expo', 'expos'],
  ['convention', 'conventions'],
  ['festival', 'festivals'],
  ['performance', 'performances'],
  ['screening', 'screenings'],
  ['gala', 'galas'],
  ['class', 'classes'],
  ['networking', 'networking'],
  ['party', 'parties'],
  ['rally', 'rallies'],
  ['tournament', 'tournaments'],
  ['game', 'games'],
  ['race', 'races'],
  ['tour', 'tours'],
  ['attraction', 'attractions'],
  ['retreat', 'retreats'],
  ['appearance', 'appearances'],
] as const;

export type FormatNumericId = (typeof FORMAT_ROWS)[number][0];
export type FormatId = `Format/${FormatNumericId}`;
export type FormatShortName = (typeof NAMES)[number][0];
export type FormatPluralSlug = (typeof NAMES)[number][1];

export interface Format {
  id: FormatId;
  numericId: FormatNumericId;
  /** Published name, e.g. `Seminar or Talk`. */
  name: string;
  /** Short name, e.g. `seminar`. */
  shortName: FormatShortName;
  /** Plural slug for discovery URLs, e.g. `seminars`. */
  pluralSlug: FormatPluralSlug;
}

export const FORMATS: readonly Format[] = FORMAT_ROWS.map(([numericId, name], index): Format => {
  const names = NAMES[index];
  // The generated table and NAMES are both in id order; a mismatch is a generator bug.
  if (!names || numericId !== index + 1) throw new Error(`formats table out of order at Format/${numericId}`);
  return { id: `Format/${numericId}`, numericId, name: name.trim(), shortName: names[0], pluralSlug: names[1] };
});

/** The refinement used when no format is chosen (product routes). */
export const NO_FORMAT_SLUG = 'events';

const BY_NUMBER = new Map<number, Format>(FORMATS.map((f) => [f.numericId, f]));
const BY_PLURAL = new Map<string, Format>(FORMATS.map((f) => [f.pluralSlug, f]));
const BY_SHORT = new Map<string, Format>(FORMATS.map((f) => [f.shortName, f]));

/** Finds a format by `Format/{n}` or the bare number. */
export function getFormatById(id: unknown): Format | undefined {
  const n = readTaxonomyNumber(id, 'Format');
  return n === undefined ? undefined : BY_NUMBER.get(n);
}

/** Finds a format by its plural URL slug (`conferences`). */
export function getFormatBySlug(slug: unknown): Format | undefined {
  return typeof slug === 'string' ? BY_PLURAL.get(slug) : undefined;
}

/** Finds a format by its short name (`conference`). */
export function getFormatByShortName(shortName: unknown): Format | undefined {
  return typeof shortName === 'string' ? BY_SHORT.get(shortName) : undefined;
}

export function isFormatPluralSlug(value: unknown): value is FormatPluralSlug {
  return typeof value === 'string' && BY_PLURAL.has(value);
}
