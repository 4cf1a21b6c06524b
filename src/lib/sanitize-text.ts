/**
 * The product validation rules "Text inputs strip control characters; line and paragraph separators become newline; other
 * space separators become a plain space", as one pure function every text field runs its value
 * through (`sanitizeText`), and the DOM step that applies it to a field keeping the caret where the
 * visitor expects (`sanitizeField`).
 *
 * The classes are Unicode's general categories:
 * - control characters (Cc: U+0000-U+001F, U+007F-U+009F) are removed, except the ones that
 *   separate text, which would otherwise glue words together ("jazz\tnight" must not become
 *   "jazznight"): tab is a space, and line breaks (LF, CR, CR LF, VT, FF, NEL) are a newline, as are
 *   the line and paragraph separators (Zl U+2028, Zp U+2029);
 * - every other space separator (Zs: no-break space, the em and thin spaces, ideographic space...)
 *   becomes a plain space;
 * - format characters (Cf) stay: zero-width joiners build emoji and scripts, direction marks are
 *   part of bidirectional text.
 * A single-line field (every field of the header: search and location) cannot hold a newline: there
 * a newline becomes a space too, as browsers do with a multi-line paste into `<input>`.
 */

export interface SanitizeTextOptions {
  /** The field keeps newlines (a textarea). Default false: newlines become spaces. */
  multiline?: boolean;
}

/** Line breaks: CR LF as one, then LF, VT, FF, CR, NEL, line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_BREAK = /\r\n|[\n\u000b\u000c\r\u0085\u2028\u2029]/g;
/** Space separators other than the plain space, and tab. */
const OTHER_SPACE = /[\t\p{Zs}]/gu;
/** Every control character left once line breaks and tab are replaced (a kept newline is one too). */
const CONTROL = /\p{Cc}/gu;
const CONTROL_BUT_NEWLINE = /(?!\n)\p{Cc}/gu;

/** `text` with the product validation rules applied (see the file comment). Pure; idempotent. */
export function sanitizeText(text: string, options: SanitizeTextOptions = {}): string {
  const newline = options.multiline ? '\n' : ' ';
  return text
    .replace(LINE_BREAK, newline)
    .replace(OTHER_SPACE, ' ')
    .replace(options.multiline ? CONTROL_BUT_NEWLINE : CONTROL, '');
}

/** The part of a text field `sanitizeField` reads and writes (an `<input>` or `<textarea>`). */
export interface EditableField {
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
  setSelectionRange(start: number, end: number, direction?: 'forward' | 'backward' | 'none'): void;
  selectionDirection?: 'forward' | 'backward' | 'none' | null;
}

/**
 * Cleans the field's value in place and returns it. When something was removed, the caret (or the
 * selection) keeps its place in the text around it: a position is where the cleaned text before it
 * ends, so a paste in the middle leaves the caret after what was pasted, not at the end of the field.
 * Unchanged values are not written (no caret move, no extra input event).
 * Call it from the field's change handler, not while an IME composes: writing the value then would
 * end the composition.
 */
export function sanitizeField(field: EditableField, options: SanitizeTextOptions = {}): string {
  const value = field.value;
  const clean = sanitizeText(value, options);
  if (clean === value) return value;
  const { selectionStart: start, selectionEnd: end, selectionDirection } = field;
  // A CR LF cut between its two characters cleans to one newline either way: the prefix rule still holds.
  const at = (position: number | null) =>
    position === null ? clean.length : sanitizeText(value.slice(0, position), options).length;
  const newStart = at(start);
  const newEnd = Math.max(newStart, at(end));
  field.value = clean;
  try {
    field.setSelectionRange(newStart, newEnd, selectionDirection ?? undefined);
  } catch {
    // Fields without a selection (type=email, number) have nothing to keep.
  }
  return clean;
}
