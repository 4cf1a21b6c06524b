/**
 * The APG combobox keys that return from an active option to the text, as one table for both comboboxes (the
 * search and the location field must agree): [key, keys pressed before the option is made active, to put the
 * caret where the key has somewhere to move it, the caret after], for a field holding `typed`.
 */
export function caretKeyCases(typed: string): [key: string, before: string, caret: number][] {
  return [
    ['{ArrowLeft}', '', typed.length - 1],
    ['{ArrowRight}', '{ArrowLeft}', typed.length],
    ['{Home}', '', 0],
    ['{End}', '{Home}', typed.length],
  ];
}
