import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeField, sanitizeText, type EditableField } from '../../src/lib/sanitize-text';

const CONTROL = /\p{Cc}/u;

/** Text rich in what the rules touch: controls, separators, spaces, CR LF, astral and format characters. */
const awkwardText = fc
  .array(
    fc.oneof(
      fc.string(),
      fc.constantFrom(
        '\u0000',
        '\u0007',
        '\u001f',
        '\u007f',
        '\u0085',
        '\u009f',
        '\t',
        '\n',
        '\r',
        '\r\n',
        '\u000b',
        '\u000c',
        '\u2028',
        '\u2029',
        '\u00a0',
        '\u2003',
        '\u3000',
        '\u200d',
        '\u202e',
        '😀',
        'é',
        ' ',
      ),
    ),
  )
  .map((parts) => parts.join(''));

function fakeField(value: string, start: number, end = start): EditableField & { value: string } {
  const field = {
    value,
    selectionStart: start as number | null,
    selectionEnd: end as number | null,
    selectionDirection: 'none' as const,
    setSelectionRange(newStart: number, newEnd: number) {
      field.selectionStart = newStart;
      field.selectionEnd = newEnd;
    },
  };
  return field;
}

describe('sanitizeText (product validation rules: "Text inputs strip control characters")', () => {
  it.each([
    ['pot\u0007tery\u0000', 'pottery', 'bell and null are removed'],
    ['\u0001a\u001fb\u007fc\u009f', 'abc', 'C0, DEL and C1 controls are removed'],
    ['jazz\tnight', 'jazz night', 'tab separates words: a space'],
    ['a\u00a0b\u2003c\u3000d', 'a b c d', 'other space separators become a plain space'],
    ['a\u2028b\u2029c', 'a b c', 'line and paragraph separators: a space in a single-line field'],
    ['a\r\nb\rc\nd', 'a b c d', 'line breaks (CR LF once) become a space in a single-line field'],
    ['👩\u200d💻 \u202ex', '👩\u200d💻 \u202ex', 'format characters (joiners, direction marks) stay'],
    ['Café 東京', 'Café 東京', 'ordinary text is unchanged'],
  ])('%j -> %j (%s)', (input, expected) => {
    expect(sanitizeText(input)).toBe(expected);
  });

  it.each([
    ['a\u2028b\u2029c', 'a\nb\nc', 'line and paragraph separators become newline'],
    ['a\r\nb\rc\u0085d', 'a\nb\nc\nd', 'CR LF, CR and NEL become one newline each'],
  ])('multiline: %j -> %j (%s)', (input, expected) => {
    expect(sanitizeText(input, { multiline: true })).toBe(expected);
  });

  it('leaves no control character but newline (multiline), none at all in a single line', () => {
    fc.assert(
      fc.property(awkwardText, (text) => {
        expect(sanitizeText(text)).not.toMatch(CONTROL);
        expect(sanitizeText(text, { multiline: true }).replace(/\n/g, '')).not.toMatch(CONTROL);
        expect(sanitizeText(text)).not.toMatch(/[\u2028\u2029\u00a0\u3000\u2000-\u200a]/);
      }),
    );
  });

  it('is idempotent and never lengthens the text', () => {
    fc.assert(
      fc.property(awkwardText, fc.boolean(), (text, multiline) => {
        const once = sanitizeText(text, { multiline });
        expect(sanitizeText(once, { multiline })).toBe(once);
        expect(once.length).toBeLessThanOrEqual(text.length);
      }),
    );
  });

  it('keeps every character that is not a control or separator, in order', () => {
    fc.assert(
      fc.property(awkwardText, (text) => {
        const kept = (value: string) => value.replace(/[\p{Cc}\p{Zs}\p{Zl}\p{Zp}]/gu, '');
        expect(kept(sanitizeText(text))).toBe(kept(text));
      }),
    );
  });
});

describe('sanitizeField: the caret where the visitor expects it', () => {
  it('a paste in the middle leaves the caret after what was pasted', () => {
    // "be|rl" with "\u0000x\u0007" pasted at the caret: "be\u0000x\u0007|rl".
    const field = fakeField('be\u0000x\u0007rl', 5);
    expect(sanitizeField(field)).toBe('bexrl');
    expect(field.value).toBe('bexrl');
    expect([field.selectionStart, field.selectionEnd]).toEqual([3, 3]);
  });

  it('a selection keeps covering the same characters', () => {
    const field = fakeField('\u0007ab\u0000cd', 1, 5);
    sanitizeField(field);
    expect(field.value).toBe('abcd');
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 3]);
  });

  it('does not write a value that is already clean (no caret move)', () => {
    const field = fakeField('jazz', 2);
    let writes = 0;
    const watched = new Proxy(field, {
      set(target, key, value) {
        if (key === 'value') writes += 1;
        return Reflect.set(target, key, value);
      },
    });
    expect(sanitizeField(watched)).toBe('jazz');
    expect(writes).toBe(0);
    expect(field.selectionStart).toBe(2);
  });

  it('for any text and caret, the caret lands inside the cleaned text, after the cleaned text before it', () => {
    fc.assert(
      fc.property(
        awkwardText.chain((text) => fc.tuple(fc.constant(text), fc.nat({ max: text.length }))),
        ([text, caret]) => {
          const field = fakeField(text, caret);
          const clean = sanitizeField(field);
          expect(field.value).toBe(clean);
          expect(field.selectionStart).toBeLessThanOrEqual(clean.length);
          if (clean !== text) expect(field.selectionStart).toBe(sanitizeText(text.slice(0, caret)).length);
        },
      ),
    );
  });
});
