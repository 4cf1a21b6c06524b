import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  sanitizeDigits,
  sanitizeSingleLineText,
  sanitizeText,
  truncateText,
} from '../../src/design-system/sanitize-text';

const RUNS = 10_000;
/** Any Unicode text, biased towards the characters the rules are about. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc
    .array(
      fc.constantFrom(
        'a',
        ' ',
        '\n',
        '\r',
        '\t',
        '\u0000',
        '\u001b',
        '\u007f',
        '\u0085',
        '\u009f',
        '\u00a0',
        '\u1680',
        '\u2003',
        '\u202f',
        '\u205f',
        '\u3000',
        '\u2028',
        '\u2029',
        '日',
        '😀',
        '\u200b',
      ),
    )
    .map((chars) => chars.join('')),
);

describe('sanitizeText (spec 5 text inputs)', () => {
  it('strips control characters but keeps newlines (spec 5)', () => {
    expect(sanitizeText('a\u0000b\u0007c\u007fd\u0085e\tf\ng')).toBe('abcdef\ng');
  });
  it('turns line and paragraph separators into a newline (spec 5)', () => {
    expect(sanitizeText('one\u2028two\u2029three')).toBe('one\ntwo\nthree');
  });
  it('turns other space separators into a plain space (spec 5)', () => {
    expect(sanitizeText('a\u00a0b\u3000c\u2009d\u202fe')).toBe('a b c d e');
  });
  it('normalises CRLF and lone CR line endings to a newline rather than joining lines', () => {
    expect(sanitizeText('a\r\nb\rc')).toBe('a\nb\nc');
  });
  it('keeps ordinary text, emoji and CJK untouched', () => {
    expect(sanitizeText('Café 日本語 😀')).toBe('Café 日本語 😀');
  });

  it('is idempotent (10,000 runs)', () => {
    fc.assert(
      fc.property(anyText, (text) => sanitizeText(sanitizeText(text)) === sanitizeText(text)),
      { numRuns: RUNS },
    );
  });
  it('output has no control character except newline (10,000 runs)', () => {
    fc.assert(
      fc.property(anyText, (text) => !/(?!\n)\p{Cc}/u.test(sanitizeText(text))),
      { numRuns: RUNS },
    );
  });
  it('output has no space separator except U+0020 (10,000 runs)', () => {
    fc.assert(
      fc.property(anyText, (text) => !/(?! )\p{Zs}/u.test(sanitizeText(text))),
      { numRuns: RUNS },
    );
  });
  it('output has no U+2028 or U+2029 (10,000 runs)', () => {
    fc.assert(
      fc.property(anyText, (text) => !/[\u2028\u2029]/.test(sanitizeText(text))),
      { numRuns: RUNS },
    );
  });
  it('leaves text without control characters or separators unchanged (10,000 runs)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        fc.pre(!/[\p{Cc}\p{Zs}\u2028\u2029]/u.test(text));
        return sanitizeText(text) === text;
      }),
      { numRuns: RUNS },
    );
  });
});

describe('single-line and digit helpers (spec 5)', () => {
  it('single-line inputs turn newlines into spaces so words do not run together', () => {
    expect(sanitizeSingleLineText('a\u2028b\nc')).toBe('a b c');
  });
  it('number inputs keep ASCII digits only (10,000 runs)', () => {
    expect(sanitizeDigits('12a-3 ４5')).toBe('1235');
    fc.assert(
      fc.property(anyText, (text) => /^[0-9]*$/.test(sanitizeDigits(text))),
      { numRuns: RUNS },
    );
  });
  it('truncateText cuts to maxLength without splitting a surrogate pair', () => {
    expect(truncateText('abcdef', 3)).toBe('abc');
    expect(truncateText('ab😀', 3)).toBe('ab');
    expect(truncateText('abc', undefined)).toBe('abc');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.nat(40), (text, max) => truncateText(text, max).length <= max),
      { numRuns: RUNS },
    );
  });
});
