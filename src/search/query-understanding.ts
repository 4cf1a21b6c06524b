/**
 * Query understanding (issue 10 "Beyond the anchors"; grammar and examples in docs/search.md):
 * whole words of the typed text that name a price, a date preset, a format, a category or a
 * subcategory become refinements of the discovery URL, shown as removable chips; every other word
 * stays the free-text query. Pure: no React, no globals.
 *
 * The typed text is never rewritten: chips are derived from it on every change, so the history
 * records the text as typed ("jazz nights" stays "jazz nights") and IME composition and the caret
 * are never disturbed. Removing a chip makes its phrase literal (`literal`), which keeps those words
 * in the query.
 */
import { CATEGORIES, EXTRA_DESTINATIONS, type RefinementCategorySlug } from '../taxonomy/categories';
import { DATE_PRESETS, type PresetDateFilterValue } from '../taxonomy/date-filters';
import { FORMATS, type FormatPluralSlug } from '../taxonomy/formats';
import { PRICE_FILTERS, type PriceFilter } from '../taxonomy/price';
import { SUBCATEGORIES, type SubCategoryNumericId } from '../taxonomy/subcategories';
import type { DiscoveryLocation, DiscoveryUrlInput } from '../routes/discovery-url';

export type Refinement =
  | { kind: 'price'; value: PriceFilter }
  | { kind: 'date'; value: PresetDateFilterValue }
  | { kind: 'format'; value: FormatPluralSlug; title: string }
  | { kind: 'category'; value: RefinementCategorySlug; title: string }
  | { kind: 'subcategory'; value: SubCategoryNumericId; title: string; category: RefinementCategorySlug };

export type RefinementKind = Refinement['kind'];

/** One understood phrase, shown as a chip. */
export interface QueryChip {
  /** The phrase as normalised words ("this weekend"): also the key that `literal` holds. */
  phrase: string;
  /** The words exactly as typed ("This Weekend"). */
  typed: string;
  refinement: Refinement;
}

export interface QueryUnderstanding {
  /** The chips, in the order their words were typed. */
  chips: QueryChip[];
  /** The words that are not chips, joined by single spaces, as typed. */
  query: string;
}

/** Longest phrase in the grammar, in words ("auto boat and air"). */
const MAX_PHRASE_WORDS = 5;

/** A word as the grammar compares it: lowercased, `&` read as `and`, surrounding punctuation dropped. */
export function normaliseWord(word: string): string {
  const lower = word.toLowerCase();
  if (lower === '&') return 'and';
  return lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

function phraseOf(text: string): string {
  return text
    .split(/[\s,/-]+/)
    .map(normaliseWord)
    .filter(Boolean)
    .join(' ');
}

/**
 * The grammar's lexicon, phrase -> refinement. Earlier entries win a phrase that two kinds name
 * (price, then date, format, category, subcategory), and subcategory titles that several
 * categories share ("Other") or that another kind already names are left out: a word must mean
 * one thing.
 */
function buildLexicon(): Map<string, Refinement> {
  const lexicon = new Map<string, Refinement>();
  const add = (text: string, refinement: Refinement) => {
    const phrase = phraseOf(text);
    if (phrase && !lexicon.has(phrase)) lexicon.set(phrase, refinement);
  };
  for (const { value } of PRICE_FILTERS) add(value, { kind: 'price', value });
  for (const { value, slug } of DATE_PRESETS) add(slug, { kind: 'date', value });
  for (const format of FORMATS) {
    const refinement: Refinement = { kind: 'format', value: format.pluralSlug, title: format.name };
    add(format.shortName, refinement);
    add(format.pluralSlug, refinement);
  }
  for (const category of CATEGORIES) {
    if (category.slug === 'other') continue;
    const refinement: Refinement = { kind: 'category', value: category.slug, title: category.title };
    add(category.slug, refinement);
    add(category.title, refinement);
  }
  for (const destination of EXTRA_DESTINATIONS) {
    if (destination.slug.includes('/')) continue;
    add(destination.slug, { kind: 'category', value: destination.slug, title: destination.title });
  }
  const titleCount = new Map<string, number>();
  for (const sub of SUBCATEGORIES) titleCount.set(phraseOf(sub.title), (titleCount.get(phraseOf(sub.title)) ?? 0) + 1);
  for (const sub of SUBCATEGORIES) {
    const phrase = phraseOf(sub.title);
    const category = CATEGORIES.find((c) => c.id === sub.parentId);
    if (!category || titleCount.get(phrase) !== 1 || phrase === 'other') continue;
    add(sub.title, { kind: 'subcategory', value: sub.numericId, title: sub.title, category: category.slug });
  }
  return lexicon;
}

let lexicon: Map<string, Refinement> | null = null;
/** Built on first use, not at import: the first render of the header never needs it. */
function getLexicon(): Map<string, Refinement> {
  lexicon ??= buildLexicon();
  return lexicon;
}

/** What the phrase names, if anything (for tests and docs). */
export function lookupPhrase(text: string): Refinement | undefined {
  return getLexicon().get(phraseOf(text));
}

/**
 * Reads the typed text. Left to right, the longest phrase starting at each word wins. A phrase
 * becomes a chip unless: it is in `literal` (its chip was removed); its kind already has a chip
 * (one price, date, format and category; subcategories of the same category may repeat); or it
 * disagrees with the category (a subcategory of another category, or a category other than the
 * one a subcategory implies). Such words stay in the query, so no typed word is ever lost.
 */
export function understandQuery(text: string, literal: ReadonlySet<string> = new Set()): QueryUnderstanding {
  const words = text.split(/\s+/).filter(Boolean);
  const normalised = words.map(normaliseWord);
  const chips: QueryChip[] = [];
  const rest: string[] = [];
  const used = new Set<RefinementKind>();
  let category: RefinementCategorySlug | undefined;
  const table = getLexicon();

  const accepts = (refinement: Refinement): boolean => {
    if (refinement.kind === 'subcategory') return category === undefined || category === refinement.category;
    if (used.has(refinement.kind)) return false;
    if (refinement.kind === 'category') return category === undefined || category === refinement.value;
    return true;
  };

  let index = 0;
  while (index < words.length) {
    let matched = false;
    for (let length = Math.min(MAX_PHRASE_WORDS, words.length - index); length >= 1; length -= 1) {
      const parts = normalised.slice(index, index + length);
      if (parts.some((part) => part === '')) continue;
      const phrase = parts.join(' ');
      const refinement = table.get(phrase);
      if (!refinement || literal.has(phrase) || !accepts(refinement)) continue;
      chips.push({ phrase, typed: words.slice(index, index + length).join(' '), refinement });
      used.add(refinement.kind);
      if (refinement.kind === 'category') category = refinement.value;
      if (refinement.kind === 'subcategory') category = refinement.category;
      index += length;
      matched = true;
      break;
    }
    if (!matched) {
      rest.push(words[index]!);
      index += 1;
    }
  }
  return { chips, query: rest.join(' ') };
}

/** The discovery URL input for an understood query in a place (buildDiscoveryUrl builds the URL). */
export function toDiscoveryInput(understanding: QueryUnderstanding, location: DiscoveryLocation): DiscoveryUrlInput {
  const input: DiscoveryUrlInput = { location };
  const subcategories: number[] = [];
  for (const { refinement } of understanding.chips) {
    if (refinement.kind === 'price') input.price = refinement.value;
    else if (refinement.kind === 'date') input.date = refinement.value;
    else if (refinement.kind === 'format') input.format = refinement.value;
    else if (refinement.kind === 'category') input.category = refinement.value;
    else {
      subcategories.push(refinement.value);
      input.category ??= refinement.category;
    }
  }
  if (subcategories.length > 0) input.subcategories = subcategories;
  if (understanding.query) input.query = understanding.query;
  return input;
}
