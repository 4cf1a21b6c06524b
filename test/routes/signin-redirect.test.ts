import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSignInRedirectUrl, getSignInReferrer } from '../../src/routes/signin-redirect';

describe('sign-in redirect (spec 4)', () => {
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

  it('never throws on arbitrary current URLs and only ever yields a same-origin path', () => {
    fc.assert(
      fc.property(fc.string(), (current) => {
        const referrer = getSignInReferrer(current);
        if (referrer !== undefined) expect(referrer.startsWith('/')).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
