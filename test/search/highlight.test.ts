import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildHighlightPattern, getHighlightParts } from '../../src/search/highlight';

describe('highlight (product validation rules)', () => {
  it('marks the typed text, case-insensitively, as text parts', () => {
    expect(getHighlightParts('Live Jazz jazz', buildHighlightPattern('jazz'))).toEqual([
      { text: 'Live ', match: false },
      { text: 'Jazz', match: true },
      { text: ' ', match: false },
      { text: 'jazz', match: true },
    ]);
  });

  it.each(['(', '[', '\\', '.*', 'a+b', '${x}'])('escapes %s so it matches itself', (typed) => {
    const parts = getHighlightParts(`x ${typed} y`, buildHighlightPattern(typed));
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual([typed]);
  });

  it('an invalid pattern falls back to matching everything', () => {
    const pattern = buildHighlightPattern('jazz', () => {
      throw new SyntaxError('Invalid regular expression');
    });
    expect(getHighlightParts('live jazz', pattern)).toEqual([{ text: 'live jazz', match: true }]);
  });

  it('the parts always join back to the suggestion (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (suggestion, typed) => {
        const parts = getHighlightParts(suggestion, buildHighlightPattern(typed));
        expect(parts.map((p) => p.text).join('')).toBe(suggestion);
      }),
    );
  });
});
