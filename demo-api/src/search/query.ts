/**
 * The one normalisation of search text: what autocomplete and events search look up, and the
 * key of the hit cache. The cost of a search grows with its distinct words, their length and how much a
 * short prefix matches, so the text is cut to QUERY_MAX_LENGTH, words repeat once, one-letter words count
 * only as the word being typed (the last), at most QUERY_MAX_TERMS words remain and each is cut to
 * QUERY_MAX_TERM_LENGTH. "q w e r t y" x 40 is searched as "y".
 */
import { QUERY_MAX_LENGTH, QUERY_MAX_TERM_LENGTH, QUERY_MAX_TERMS, QUERY_MIN_TERM_LENGTH } from '../config';
import { normalizeName } from '../data/places';

export function normalizeQuery(text: string): string {
  const words = normalizeName(text.slice(0, QUERY_MAX_LENGTH)).split(' ');
  const kept: string[] = [];
  for (const [i, raw] of words.entries()) {
    const word = raw.slice(0, QUERY_MAX_TERM_LENGTH);
    if (!word || kept.includes(word)) continue;
    if (word.length < QUERY_MIN_TERM_LENGTH && i !== words.length - 1) continue;
    kept.push(word);
  }
  // The first words and the one being typed.
  if (kept.length > QUERY_MAX_TERMS) kept.splice(QUERY_MAX_TERMS - 1, kept.length - QUERY_MAX_TERMS);
  return kept.join(' ');
}
