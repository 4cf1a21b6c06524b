// @vitest-environment node
/**
 * Server-Timing carries sanitised text only (issue 20): the header's fallback reason can be any error
 * message, and a header value outside Latin-1 made Node reset the socket.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toServerTimingText } from '../../../host-demo/server/app';

describe('toServerTimingText', () => {
  it('keeps printable ASCII without quotes or backslashes, at most 100 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const safe = toServerTimingText(text);
        expect(safe).toMatch(/^[\x20-\x7e]*$/);
        expect(safe).not.toMatch(/["\\]/);
        expect(safe.length).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('reads the same as the reason where it can', () => {
    expect(toServerTimingText('no server render within 300 ms')).toBe('no server render within 300 ms');
    expect(toServerTimingText('Zeitüberschreitung "remote"')).toBe("Zeit?berschreitung 'remote'");
  });
});
