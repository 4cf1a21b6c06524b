/**
 * Highlighting the typed text inside a suggestion (product validation rules): the typed text is escaped before it
 * becomes a pattern, so `(`, `[` or `\` match themselves; a pattern that still cannot be built falls
 * back to matching everything (product validation rules: "an invalid highlight pattern falls back to matching
 * everything"). The result is plain text parts: the view renders them as text, never as HTML.
 */

export interface HighlightPart {
  text: string;
  match: boolean;
}

/** Matches the whole suggestion: the spec's fallback for a pattern that cannot be built. */
const MATCH_EVERYTHING = /[\s\S]+/gu;

export function escapeRegExp(text: string): string {
  // Only the syntax characters: in `u` mode an escaped letter or `-` is itself a syntax error.
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

export type RegExpFactory = (source: string, flags: string) => RegExp;

/** The pattern for the typed text; null when there is nothing to highlight. */
export function buildHighlightPattern(
  typed: string,
  makeRegExp: RegExpFactory = (source, flags) => new RegExp(source, flags),
): RegExp | null {
  const text = typed.trim();
  if (text === '') return null;
  try {
    return makeRegExp(escapeRegExp(text), 'giu');
  } catch {
    return MATCH_EVERYTHING;
  }
}

/** The suggestion cut into matching and other parts, in order; joined they are the suggestion. */
export function getHighlightParts(suggestion: string, pattern: RegExp | null): HighlightPart[] {
  if (!pattern) return suggestion ? [{ text: suggestion, match: false }] : [];
  const parts: HighlightPart[] = [];
  const regexp = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  let last = 0;
  for (const found of suggestion.matchAll(regexp)) {
    const start = found.index;
    if (found[0] === '') continue;
    if (start > last) parts.push({ text: suggestion.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < suggestion.length) parts.push({ text: suggestion.slice(last), match: false });
  return parts;
}
