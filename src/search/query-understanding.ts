/**
 * Query understanding (grammar and examples in docs/search.md): whole words or whole phrases of the
 * typed text that name one of the product routes' refinements (a price, a category slug or title, a
 * format, a date preset) become refinements of the discovery URL, shown as removable chips; every other
 * word stays the free-text query, the `{query}` segment. Subcategory names are query words: `subcategories=` comes only from an
 * explicit pick, never from typed words ("jazz" searches `/events/jazz/`). Pure: no React, no
 * globals.
 *
 * The typed text is never rewritten: chips are derived from it on every change, so the history
 * records the text as typed and IME composition and the caret are never disturbed. Removing a chip
 * makes its phrase literal (`literal`), which keeps those words in the query.
 */
import { CATEGORIES, EXTRA_DESTINATIONS, type RefinementCategorySlug } from '../taxonomy/categories';
import { DATE_PRESETS, type PresetDateFilterValue } from '../taxonomy/date-filters';
import { FORMATS, type FormatPluralSlug } from '../taxonomy/formats';
import { PRICE_FILTERS, type PriceFilter } from '../taxonomy/price';
import { SUBCATEGORIES } from '../taxonomy/subcategories';
import type { DiscoveryLocation, DiscoveryUrlInput } from '../routes/discovery-url';

export type Refinement =
  | { kind: 'price'; value: PriceFilter }
  | { kind: 'date'; value: PresetDateFilterValue }
  | { kind: 'format'; value: FormatPluralSlug; title: string }
  | { kind: 'category'; value: RefinementCategorySlug; title: string };

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

/** A word as the grammar compares it: lowercased, `&` read as `and`, surrounding punctuation dropped. */
export function normaliseWord(word: string): string {
  const lower = word.toLowerCase();
  if (lower === '&') return 'and';
  return lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/**
 * Words that join their neighbours into one name ("Rock & Roll", "Arts and Crafts", "Rock 'n'
 * Roll", and `+` as typed, "Arts + Crafts"), as normaliseWord reads them: a phrase that ends just
 * before one or starts just after one is only part of a name, so it is not a refinement. A whole
 * name the grammar knows ("Food & Drink") still is.
 */
const JOINING_WORDS: ReadonlySet<string> = new Set(['and', 'n']);

function phraseOf(text: string): string {
  return text
    .split(/[\s,/-]+/)
    .map(normaliseWord)
    .filter(Boolean)
    .join(' ');
}

/** A lexicon entry for a name that is query text, whole: a subcategory title ("Martial Arts"). */
const QUERY_NAME = 'query-name';
type LexiconEntry = Refinement | typeof QUERY_NAME;

interface Lexicon {
  entries: Map<string, LexiconEntry>;
  /** Longest phrase in it, in words. */
  maxWords: number;
}

/**
 * The grammar's lexicon, phrase -> refinement. Earlier entries win a phrase that two kinds name
 * (price, then date, format, category). "Other" names no category: a word must mean one thing.
 * Subcategory titles are query names: typed, they stay query text whole and never become
 * `subcategories=`, and a refinement word inside one, or inside a run of 2 or more of its words, is
 * part of that name ("Republican Party", "martial arts", "small business" are not the parties, arts
 * or business refinements). A title that is itself a refinement name ("Fashion", "Dating") stays
 * that refinement.
 */
function buildLexicon(): Lexicon {
  const entries = new Map<string, LexiconEntry>();
  let maxWords = 1;
  const add = (text: string, entry: LexiconEntry) => {
    const phrase = phraseOf(text);
    if (!phrase || entries.has(phrase)) return;
    entries.set(phrase, entry);
    maxWords = Math.max(maxWords, phrase.split(' ').length);
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
  for (const sub of SUBCATEGORIES) {
    // The title and each run of 2 or more of its words ("martial arts" of "Fighting & Martial Arts").
    const words = phraseOf(sub.title).split(' ');
    for (let start = 0; start < words.length; start += 1) {
      for (let end = words.length; end > start; end -= 1) {
        const run = words.slice(start, end);
        const whole = start === 0 && end === words.length;
        if (whole || (run.length >= 2 && !JOINING_WORDS.has(run[0]!) && !JOINING_WORDS.has(run[run.length - 1]!))) {
          add(run.join(' '), QUERY_NAME);
        }
      }
    }
  }
  return { entries, maxWords };
}

let lexicon: Lexicon | null = null;
/** Built on first use, not at import: the first render of the header never needs it. */
function getLexicon(): Lexicon {
  lexicon ??= buildLexicon();
  return lexicon;
}

/** The refinement the phrase names, if any (for tests and docs). */
export function lookupPhrase(text: string): Refinement | undefined {
  const entry = getLexicon().entries.get(phraseOf(text));
  return entry === QUERY_NAME ? undefined : entry;
}

/**
 * Reads the typed text. Left to right, the longest phrase starting at each word wins. A query name
 * (a subcategory title) stays query words, whole. A refinement phrase becomes a chip unless: it is
 * in `literal` (its chip was removed); its kind already has a chip (one price, date, format and
 * category); or it is only part of a joined name (a joining word such as `&` right before or after
 * it). Such words stay in the query, so no typed word is ever lost.
 */
export function understandQuery(text: string, literal: ReadonlySet<string> = new Set()): QueryUnderstanding {
  const words = text.split(/\s+/).filter(Boolean);
  const normalised = words.map(normaliseWord);
  const joins = (at: number) => words[at] === '+' || JOINING_WORDS.has(normalised[at] ?? '');
  const chips: QueryChip[] = [];
  const rest: string[] = [];
  const used = new Set<RefinementKind>();
  const { entries, maxWords } = getLexicon();

  let index = 0;
  while (index < words.length) {
    let taken = 0;
    for (let length = Math.min(maxWords, words.length - index); length >= 1 && taken === 0; length -= 1) {
      const parts = normalised.slice(index, index + length);
      if (parts.some((part) => part === '')) continue;
      const phrase = parts.join(' ');
      const entry = entries.get(phrase);
      if (entry === undefined) continue;
      if (entry === QUERY_NAME) {
        rest.push(...words.slice(index, index + length));
        taken = length;
      } else if (!literal.has(phrase) && !used.has(entry.kind) && !joins(index - 1) && !joins(index + length)) {
        chips.push({ phrase, typed: words.slice(index, index + length).join(' '), refinement: entry });
        used.add(entry.kind);
        taken = length;
      }
    }
    if (taken === 0) {
      rest.push(words[index]!);
      taken = 1;
    }
    index += taken;
  }
  return { chips, query: rest.join(' ') };
}

/**
 * The discovery URL input for an understood query in a place (buildDiscoveryUrl builds the URL).
 * It never holds subcategories: those come only from an explicit pick.
 */
export function toDiscoveryInput(understanding: QueryUnderstanding, location: DiscoveryLocation): DiscoveryUrlInput {
  const input: DiscoveryUrlInput = { location };
  for (const { refinement } of understanding.chips) {
    if (refinement.kind === 'price') input.price = refinement.value;
    else if (refinement.kind === 'date') input.date = refinement.value;
    else if (refinement.kind === 'format') input.format = refinement.value;
    else input.category = refinement.value;
  }
  if (understanding.query) input.query = understanding.query;
  return input;
}
