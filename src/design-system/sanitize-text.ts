/**
 * Text input sanitising (spec 5: "Text inputs strip control characters; line and paragraph separators
 * become newline; other space separators become a plain space"). Pure, no React.
 *
 * Decisions:
 * - Line endings are normalised first: CRLF and a lone CR become "\n" (pasted Windows/old-Mac text keeps
 *   its line breaks instead of words running together).
 * - Every other control character (Unicode general category Cc: C0 U+0000-U+001F, DEL U+007F and C1
 *   U+0080-U+009F) is removed, tab included: "\n" is the only control character that survives.
 * - U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR become "\n".
 * - Every space separator (category Zs: U+00A0, U+1680, U+2000-U+200A, U+202F, U+205F, U+3000) becomes
 *   U+0020.
 * The result is idempotent: sanitizeText(sanitizeText(x)) === sanitizeText(x).
 */

const LINE_ENDINGS = /\r\n?/g;
const LINE_OR_PARAGRAPH_SEPARATOR = /[\u2028\u2029]/g;
const CONTROL_EXCEPT_NEWLINE = /(?!\n)\p{Cc}/gu;
const SPACE_SEPARATOR_EXCEPT_SPACE = /(?! )\p{Zs}/gu;

export function sanitizeText(text: string): string {
  return text
    .replace(LINE_ENDINGS, '\n')
    .replace(LINE_OR_PARAGRAPH_SEPARATOR, '\n')
    .replace(CONTROL_EXCEPT_NEWLINE, '')
    .replace(SPACE_SEPARATOR_EXCEPT_SPACE, ' ');
}

/**
 * For single-line inputs: as `sanitizeText`, then newlines become spaces (a browser would otherwise drop
 * them from an `<input>` value and join the words on both sides).
 */
export function sanitizeSingleLineText(text: string): string {
  return sanitizeText(text).replace(/\n/g, ' ');
}

/** For number inputs (spec 5 "accept digit keys only"): keeps ASCII digits only. */
export function sanitizeDigits(text: string): string {
  return text.replace(/[^0-9]/g, '');
}

/**
 * Cuts text to at most `maxLength` UTF-16 code units (what the native maxlength counts), without
 * splitting a surrogate pair. A missing, negative or non-finite maxLength leaves the text as is.
 */
export function truncateText(text: string, maxLength: number | undefined): string {
  if (maxLength === undefined || !Number.isFinite(maxLength) || maxLength < 0 || text.length <= maxLength) {
    return text;
  }
  let end = Math.floor(maxLength);
  const last = text.charCodeAt(end - 1);
  if (end > 0 && last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end);
}
