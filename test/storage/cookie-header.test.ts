// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cookieHeaderStore } from '../../src/storage/cookie-header';
import { getJsonCookie } from '../../src/storage/cookies';

describe("cookieHeaderStore (a request's Cookie header)", () => {
  it('reads each cookie, decoded as js-cookie decodes, quotes removed; the first of a name wins', () => {
    const cookies = cookieHeaderStore('a=1; location=%7B%22x%22%3A1%7D; q="quoted"; a=2; bad=%E0%A4%A');
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('q')).toBe('quoted');
    expect(getJsonCookie('location', (value): value is { x: number } => typeof value === 'object', cookies)).toEqual({
      x: 1,
    });
    // A sequence that is no UTF-8 is kept as it came.
    expect(cookies.get('bad')).toBe('%E0%A4%A');
    expect(cookies.get('missing')).toBeUndefined();
  });

  it('no header, an empty one or pairs without a name read as no cookies', () => {
    expect(cookieHeaderStore(undefined).get('a')).toBeUndefined();
    expect(cookieHeaderStore('').get('a')).toBeUndefined();
    expect(cookieHeaderStore('=1; ;a').get('a')).toBeUndefined();
  });

  it('is read-only: a server answers with Set-Cookie', () => {
    expect(() => cookieHeaderStore('a=1').set('a', '2')).toThrow(/read-only/);
  });
});
