/**
 * The keys the header's two comboboxes, the search and the location picker, answer alike on top of
 * downshift's: the WAI-ARIA APG combobox pattern (its list-autocomplete example) wherever the product spec is
 * silent (docs/search.md and docs/location.md, "Keyboard"). One rule, one place, so the two fields agree.
 * Only their full parts (the lazy chunks) use it: the first-render fields have no list.
 */
import type { KeyboardEvent } from 'react';

/** downshift skips its own handling of a key event marked so. */
type DownshiftKeyboardEvent = globalThis.KeyboardEvent & { preventDownshiftDefault?: boolean };

const skipDownshift = (event: KeyboardEvent<HTMLInputElement>) => {
  (event.nativeEvent as DownshiftKeyboardEvent).preventDownshiftDefault = true;
};

/** The keys that move the caret in the text: they are the text's, never the list's. */
const CARET_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

/**
 * Left, Right, Home and End with an option active return to the text: no option stays active (the input
 * loses its aria-activedescendant, so a screen reader reads the text being edited again, not the option) and
 * the caret moves as in any text field; the list stays open. Home and End move the caret with or without an
 * active option: downshift would make them go to the first and last option instead. Returns whether the key
 * was one of these (the field has nothing more to do with it).
 */
export function returnToText(
  event: KeyboardEvent<HTMLInputElement>,
  highlightedIndex: number,
  setHighlightedIndex: (index: number) => void,
): boolean {
  if (!CARET_KEYS.has(event.key)) return false;
  skipDownshift(event);
  if (highlightedIndex >= 0) setHighlightedIndex(-1);
  return true;
}

/**
 * What an Escape does to the field, step by step:
 * - `collapse`: the list was open; it closes, no option stays active, and the text stays as typed;
 * - `clear`: the list was closed and the field has text of the visitor's: the field clears it;
 * - `none`: neither; the Escape is not the field's (a dialog or overlay around it may take it).
 */
type EscapeStep = 'collapse' | 'clear' | 'none';

/**
 * The Escape rule: the first Escape dismisses an open list and keeps the text, only an Escape that finds
 * the list closed clears it. On `collapse` downshift's own Escape runs too (no option active, the text
 * untouched, the default cancelled), and the field closes its own `isOpen` in the same event: downshift
 * reports the change from an effect, and a second Escape pressed at once would still find the list open.
 * On a closed list downshift would clear its value and cancel the default whatever the field's own
 * rule; it is skipped, and the field does the step it is told (`isOpen` is the field's controlled one).
 */
export function getEscapeStep(event: KeyboardEvent<HTMLInputElement>, isOpen: boolean, hasText: boolean): EscapeStep {
  if (isOpen) return 'collapse';
  skipDownshift(event);
  return hasText ? 'clear' : 'none';
}
