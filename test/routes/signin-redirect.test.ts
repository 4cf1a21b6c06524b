import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSignInRedirectUrl, getSignInReferrer } from '../../src/routes/signin-redirect';

describe('sign-in redirect (product states)', () => {
  it.each(['/e/jazz-night-123', '/', '/d/ny--new-york/all-events/', 'https://www.example.com/u/1/'])(
    'a target outside /l/, /organizer/, /boost, /reconvene uses the plain sign-in page (%s)',
    (current) => {
      expect(getSignInReferrer(current)).toBeUndefined();
      expect(buildSignInRedirectUrl({ baseUrl: '/signin/', currentUrl: current })).toBe('/signin/');
    },
  );

  it.each([
    ['/l/sell-tickets/', '/l/sell-tickets/'],
    ['/organizer/overview/?utm=a', '/organizer/overview/?utm=a'],
    ['/boost/start', '/boost/start'],
    ['/reconvene', '/reconvene'],
    ['https://www.example.com/l/music/?_=1699&cb=2&referrer=/x&keep=1', '/l/music/?keep=1'],
  ])(
    'an organizer or marketing target %s is kept with cache-busting and referrer parameters stripped',
    (current, referrer) => {
      expect(getSignInReferrer(current)).toBe(referrer);
      expect(buildSignInRedirectUrl({ baseUrl: '/signin/', currentUrl: current })).toBe(
        `/signin/?referrer=${encodeURIComponent(referrer)}`,
      );
    },
  );

  it('a create-event intent signs in (or up) with referrer set to the event-creation path', () => {
    expect(buildSignInRedirectUrl({ baseUrl: '/signin/signup/', currentUrl: '/e/1', intent: 'create-event' })).toBe(
      '/signin/signup/?referrer=%2Fmanage%2Fevents%2Fcreate%2F',
    );
  });
});

/**
 * Open redirect: the sign-in page sends the visitor to its `referrer` after signing
 * in, so no referrer the header builds may leave the site, whatever page address it is given.
 */
describe('sign-in redirect: no open redirect, over generated page addresses', () => {
  const SERVER = 'https://www.example.com';
  const ORIGINS_ABROAD = ['//evil.example', '/\\evil.example', 'https://evil.example', '\\\\evil.example'];
  /** Addresses an attacker would try, alone or glued into the kept prefixes and query strings. */
  const HOSTILE = [
    ...ORIGINS_ABROAD,
    '///evil.example',
    '/\\/evil.example',
    '//evil.example/organizer/overview/',
    '/\\evil.example/l/sell-tickets/',
    'https://evil.example/organizer/',
    'http:evil.example/organizer/',
    'https:/\\evil.example/l/',
    'javascript:alert(1)//organizer/',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'jav\r\nascript:alert(document.domain)',
    '\tjavascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ht\ttps://evil.example/organizer/',
    'https:\n//evil.example/l/',
    ' //evil.example/boost',
    '\u0000//evil.example/reconvene',
    '/organizer/..//evil.example',
    '/l/%2F%2Fevil.example',
    '/organizer/?referrer=//evil.example',
    '/boost@evil.example',
    '/reconvene#//evil.example',
  ];
  const KEPT_PREFIXES = ['/l/', '/organizer/', '/organizer/overview/', '/boost', '/reconvene'];
  /** Characters that change how URLs are read: slashes, backslashes, controls, scheme and authority marks. */
  const TRICKY = fc.constantFrom('/', '\\', '\t', '\n', '\r', ' ', ':', '@', '.', '?', '#', '%', '%2F', '%5C', 'evil');

  const hostile = fc.constantFrom(...HOSTILE);
  /** A hostile address with a tab, newline or carriage return slipped in anywhere (browsers drop them). */
  const withWhitespaceInside = fc
    .tuple(hostile, fc.nat(), fc.constantFrom('\t', '\n', '\r', '\r\n'))
    .map(([text, at, space]) => {
      const index = at % (text.length + 1);
      return `${text.slice(0, index)}${space}${text.slice(index)}`;
    });
  /** A kept prefix (so the referrer is used), then hostile text, then garbage. */
  const behindKeptPrefix = fc
    .tuple(fc.constantFrom('', ...KEPT_PREFIXES), hostile, fc.string({ unit: TRICKY, maxLength: 8 }))
    .map((parts) => parts.join(''));
  /** A kept page whose query or fragment carries a hostile address. */
  const inQuery = fc
    .tuple(fc.constantFrom(...KEPT_PREFIXES), fc.constantFrom('?next=', '?referrer=', '?_=1&r=', '#'), hostile)
    .map((parts) => parts.join(''));
  const garbage = fc.oneof(
    fc.string(),
    fc.string({ unit: TRICKY, maxLength: 20 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
  );
  const referrers = fc.oneof(
    { arbitrary: hostile, weight: 2 },
    { arbitrary: withWhitespaceInside, weight: 2 },
    { arbitrary: behindKeptPrefix, weight: 3 },
    { arbitrary: inQuery, weight: 1 },
    { arbitrary: garbage, weight: 2 },
  );

  /** Where the sign-in page would send the visitor: its referrer, read as the browser reads it. */
  function redirectTarget(signInHref: string): string | null {
    return new URL(signInHref, SERVER).searchParams.get('referrer');
  }

  function expectStaysOnSite(currentUrl: string) {
    for (const baseUrl of [`${SERVER}/signin/`, '/signin/', `${SERVER}/signin/signup/`]) {
      const href = buildSignInRedirectUrl({ baseUrl, currentUrl });
      // The built href itself: never protocol-relative, and an absolute one stays on the server.
      expect(href.startsWith('//') || href.startsWith('/\\')).toBe(false);
      if (!href.startsWith('/')) expect(new URL(href).origin).toBe(SERVER);
      // The referrer it carries: a path on this site, never another host.
      const target = redirectTarget(href);
      if (target === null) continue;
      expect(target.startsWith('/')).toBe(true);
      expect(target.startsWith('//') || target.startsWith('/\\')).toBe(false);
      // No control character or backslash: browsers drop or reread those, so they could hide a host.
      // eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
      expect(/[\u0000-\u001f\u007f\\]/.test(target)).toBe(false);
      expect(new URL(target, SERVER).origin).toBe(SERVER);
    }
    const referrer = getSignInReferrer(currentUrl);
    if (referrer !== undefined) {
      expect(referrer.startsWith('//') || referrer.startsWith('/\\')).toBe(false);
      expect(new URL(referrer, SERVER).origin).toBe(SERVER);
    }
  }

  it.each(HOSTILE)('the hostile page address %j yields no way off the site', (currentUrl) => {
    expectStaysOnSite(currentUrl);
  });

  it('10,000 generated page addresses: no href starts with // or /\\, every absolute one keeps the server origin', () => {
    let withReferrer = 0;
    fc.assert(
      fc.property(referrers, (currentUrl) => {
        expectStaysOnSite(currentUrl);
        if (getSignInReferrer(currentUrl) !== undefined) withReferrer += 1;
      }),
      { numRuns: 10_000, examples: ORIGINS_ABROAD.map((origin) => [origin]) },
    );
    // The generator reaches the kept prefixes often, so the referrer path is really exercised.
    expect(withReferrer).toBeGreaterThan(2_000);
  });
});
