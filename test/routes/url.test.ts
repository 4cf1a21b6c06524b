import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSafeHref, parseBaseUrl, parseSafeUrl } from '../../src/routes/url';

const SITE = 'https://www.example.com/';

describe('parseSafeUrl / isSafeHref: the one rule for what goes into href', () => {
  it.each([
    ['/\\evil.example', 'a backslash after the slash: browsers read it as //evil.example'],
    ['\\\\evil.example', 'two backslashes: a protocol-relative URL to another host'],
    ['/path\\..\\x', 'a backslash anywhere: browsers turn it into a slash'],
    ['//evil.example/signin', 'protocol-relative: another host'],
    ['javascript:alert(1)', 'a script scheme'],
    ['JavaScript:alert(1)', 'a script scheme in another case'],
    [' javascript:alert(1)', 'a script scheme after leading space'],
    ['java\tscript:alert(1)', 'a tab inside the scheme: browsers drop it and run javascript:'],
    ['java\nscript:alert(1)', 'a newline inside the scheme'],
    ['java\rscript:alert(1)', 'a carriage return inside the scheme'],
    ['ht\ttps://evil.example', 'a tab inside http(s)'],
    ['/\t/evil.example', 'a tab between the slashes: browsers drop it and read //evil.example'],
    ['/\n/evil.example', 'a newline between the slashes'],
    ['https://www.example.com@evil.example/', 'credentials hiding the real host'],
    ['data:text/html,<script>alert(1)</script>', 'a data URL'],
    ['ftp://example.com/', 'another scheme'],
    ['signin/', 'a relative path (depends on the page it is on)'],
    ['https://', 'no host'],
    ['/a\u200bb', 'an invisible character'],
    ['', 'nothing'],
  ])('rejects %j: %s', (href) => {
    expect(parseSafeUrl(href)).toBeUndefined();
    expect(isSafeHref(href)).toBe(false);
  });

  it.each([
    ['/signin/', '/signin/'],
    [' /signin/ ', '/signin/'],
    ['https://www.example.com/signin/?a=1#b', 'https://www.example.com/signin/?a=1#b'],
    ['HTTP://127.0.0.1:3000/x', 'HTTP://127.0.0.1:3000/x'],
  ])('accepts %j as %j', (href, expected) => {
    expect(parseSafeUrl(href)).toBe(expected);
    expect(isSafeHref(href)).toBe(true);
  });

  it('rejects values that are not strings', () => {
    for (const value of [undefined, null, 42, {}, ['/x'], new URL(SITE)]) expect(parseSafeUrl(value)).toBeUndefined();
  });

  it('whatever it accepts, the WHATWG URL parser (what browsers use) resolves to this site or an http(s) URL (property)', () => {
    const prefixes = fc.constantFrom('', '/', '//', '/\\', '\\', 'http://', 'https://', 'javascript:', ' ', '\t', '\n');
    const chars = fc.constantFrom('/', '\\', '\t', '\n', ' ', ':', '@', '.', 'a', 'e', '%', '?', '#', '\u0000');
    const tail = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.array(chars, { maxLength: 12 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(prefixes, tail, (prefix, rest) => {
        const href = `${prefix}${rest}`;
        expect(isSafeHref(href)).toBe(parseSafeUrl(href) !== undefined);
        const url = parseSafeUrl(href);
        if (url === undefined) return;
        const resolved = new URL(url, SITE);
        if (url.startsWith('/')) expect(resolved.origin).toBe(new URL(SITE).origin);
        else expect(['http:', 'https:']).toContain(resolved.protocol);
        expect(resolved.username + resolved.password).toBe('');
      }),
      { numRuns: 3000 },
    );
  });
});

describe('parseBaseUrl: the base that links are joined to', () => {
  it('keeps an http(s) origin and path without the trailing slash, or "" for same-origin links', () => {
    expect(parseBaseUrl('https://WWW.Example.com/base//')).toBe('https://www.example.com/base');
    expect(parseBaseUrl(' https://www.example.ca/ ')).toBe('https://www.example.ca');
    expect(parseBaseUrl('')).toBe('');
  });

  it.each([
    'javascript:alert(1)//',
    'https://www.example.com/?x=1',
    'https://www.example.com/#top',
    '/relative',
    '/\\evil.example',
  ])('rejects %j (a base must be an http(s) origin with no query or hash)', (value) => {
    expect(parseBaseUrl(value)).toBeUndefined();
  });
});
