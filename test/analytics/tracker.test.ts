import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_ANALYTICS_ALLOW_LIST,
  DEFAULT_ANALYTICS_ENDPOINT,
  HeaderAction,
  OTHER_PAGE_NAME,
  PENDING_EVENT_COOKIE,
  REFERRAL_STORAGE_KEY,
  buildEventCreateAttempt,
  buildHeaderEvent,
  buildSearchEvent,
  createTracker,
  onLogout,
} from '../../src/analytics';
import { PENDING_EVENT_COOKIE_MS } from '../../src/config/constants';
import type { CookieStore } from '../../src/storage';
import { getCookie } from '../../src/storage';
import { ORGANIZER_USER, ANONYMOUS_USER } from '../../examples/header-examples';

function fakeCookies(): CookieStore & { set: ReturnType<typeof vi.fn>; jar: Map<string, string> } {
  const jar = new Map<string, string>();
  return {
    jar,
    get: (name) => jar.get(name),
    set: vi.fn((name: string, value: string) => void jar.set(name, value)),
    remove: (name) => void jar.delete(name),
  };
}

describe('header analytics events (product API calls)', () => {
  it('names the seven header actions under category header', () => {
    expect(Object.values(HeaderAction)).toEqual([
      'ProfileDropdown',
      'Discover',
      'SignInClicked',
      'SignUpClicked',
      'HostAnEventLinkClicked',
      'LogoHome',
      'Logout',
    ]);
    expect(buildHeaderEvent(HeaderAction.LogoHome)).toEqual({ category: 'header', action: 'LogoHome' });
  });

  it('EventCreateAttempt carries eventCreateSource AutoCreate, pageArea and publish rights', () => {
    expect(buildEventCreateAttempt(ORGANIZER_USER, 'header')).toEqual({
      category: 'header',
      action: 'EventCreateAttempt',
      data: { eventCreateSource: 'AutoCreate', pageArea: 'header', hasPublish: true, hasPaidPublish: true },
    });
    expect(buildEventCreateAttempt(ANONYMOUS_USER, 'mobile-menu').data).toMatchObject({
      hasPublish: false,
      hasPaidPublish: false,
    });
  });
});

describe('createTracker (product API calls: allow-list, beacon, cookie fallback)', () => {
  it('sends an allowed event with sendBeacon to the endpoint as JSON', () => {
    const sendBeacon = vi.fn(() => true);
    const cookies = fakeCookies();
    const tracker = createTracker({ sendBeacon, cookies });
    expect(tracker.track(buildHeaderEvent(HeaderAction.SignInClicked))).toBe(true);
    expect(sendBeacon).toHaveBeenCalledWith(
      DEFAULT_ANALYTICS_ENDPOINT,
      JSON.stringify({ category: 'header', action: 'SignInClicked', data: { pageName: 'Home' } }),
    );
    expect(cookies.set).not.toHaveBeenCalled();
  });

  it('uses a configured endpoint', () => {
    const sendBeacon = vi.fn((_url: string, _data: string) => true);
    createTracker({ sendBeacon, endpoint: 'https://collect.example.com/e' }).track(
      buildHeaderEvent(HeaderAction.Discover),
    );
    expect(sendBeacon.mock.calls[0]?.[0]).toBe('https://collect.example.com/e');
  });

  it('drops events outside the allow-list of category/action prefixes and returns false', () => {
    const sendBeacon = vi.fn(() => true);
    const sink = vi.fn();
    const tracker = createTracker({ sendBeacon, sink });
    expect(tracker.track({ category: 'header', action: 'SomethingElse' })).toBe(false);
    expect(tracker.track({ category: 'checkout', action: 'Pay' })).toBe(false);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(sink).not.toHaveBeenCalled();
  });

  it('matches allow-list entries as prefixes', () => {
    const sendBeacon = vi.fn(() => true);
    const tracker = createTracker({ sendBeacon, allowList: ['search:', 'header:Sign'] });
    expect(tracker.track({ category: 'search', action: 'Run' })).toBe(true);
    expect(tracker.track({ category: 'header', action: 'SignUpClicked' })).toBe(true);
    expect(tracker.track({ category: 'header', action: 'LogoHome' })).toBe(false);
  });

  it('drops malformed events without throwing', () => {
    const tracker = createTracker({ sendBeacon: vi.fn(() => true) });
    for (const bad of [null, 42, {}, { category: 'header' }, { category: '', action: 'Logout' }]) {
      expect(tracker.track(bad as never)).toBe(false);
    }
  });

  it('saves the event in the ebEventToTrack cookie for 5 minutes when the beacon API is missing', () => {
    const cookies = fakeCookies();
    const now = 1_700_000_000_000;
    const tracker = createTracker({ sendBeacon: null, cookies, now: () => now });
    expect(tracker.track(buildHeaderEvent(HeaderAction.Logout))).toBe(true);
    expect(cookies.set).toHaveBeenCalledWith(
      PENDING_EVENT_COOKIE,
      JSON.stringify({ category: 'header', action: 'Logout', data: { pageName: 'Home' } }),
      expect.objectContaining({ path: '/', expires: new Date(now + PENDING_EVENT_COOKIE_MS) }),
    );
    expect(PENDING_EVENT_COOKIE).toBe('ebEventToTrack');
  });

  it.each([
    ['https:', true],
    ['http:', false],
  ])('the ebEventToTrack cookie is Secure exactly on %s pages', (protocol, secure) => {
    const cookies = fakeCookies();
    createTracker({ sendBeacon: null, cookies, protocol }).track(buildHeaderEvent(HeaderAction.Logout));
    expect(cookies.set.mock.calls[0]?.[2]).toMatchObject({ secure });
  });

  it('falls back to the cookie when sendBeacon returns false or throws', () => {
    const cookies = fakeCookies();
    createTracker({ sendBeacon: () => false, cookies }).track(buildHeaderEvent(HeaderAction.Discover));
    expect(cookies.jar.has(PENDING_EVENT_COOKIE)).toBe(true);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cookies2 = fakeCookies();
    const tracker = createTracker({
      sendBeacon: () => {
        throw new TypeError('Illegal invocation');
      },
      cookies: cookies2,
    });
    expect(tracker.track(buildHeaderEvent(HeaderAction.Discover))).toBe(true);
    expect(cookies2.jar.has(PENDING_EVENT_COOKIE)).toBe(true);
    expect(error).toHaveBeenCalled();
  });

  it('writes the pending cookie to the real cookie jar by default', () => {
    createTracker({ sendBeacon: null }).track(buildHeaderEvent(HeaderAction.LogoHome));
    expect(JSON.parse(getCookie(PENDING_EVENT_COOKIE)!)).toEqual({
      category: 'header',
      action: 'LogoHome',
      data: { pageName: 'Home' },
    });
  });

  it('flushes the pending event once the beacon works, with the page it happened on, then removes the cookie', () => {
    const cookies = fakeCookies();
    createTracker({ sendBeacon: null, cookies, getPathname: () => '/myevents/' }).track(
      buildHeaderEvent(HeaderAction.Logout),
    );
    const sendBeacon = vi.fn(() => true);
    // The next page is another one: the saved event still names the page the visitor logged out on.
    const tracker = createTracker({ sendBeacon, cookies, getPathname: () => '/' });
    expect(tracker.flushPendingEvent()).toBe(true);
    expect(sendBeacon).toHaveBeenCalledWith(
      DEFAULT_ANALYTICS_ENDPOINT,
      JSON.stringify({ category: 'header', action: 'Logout', data: { pageName: 'My Events' } }),
    );
    expect(cookies.jar.has(PENDING_EVENT_COOKIE)).toBe(false);
    expect(tracker.flushPendingEvent()).toBe(false);
  });

  it('discards a corrupt or disallowed pending cookie', () => {
    const cookies = fakeCookies();
    cookies.jar.set(PENDING_EVENT_COOKIE, '{oops');
    expect(createTracker({ sendBeacon: vi.fn(() => true), cookies }).flushPendingEvent()).toBe(false);
    cookies.jar.set(PENDING_EVENT_COOKIE, JSON.stringify({ category: 'evil', action: 'x' }));
    expect(createTracker({ sendBeacon: vi.fn(() => true), cookies }).flushPendingEvent()).toBe(false);
    expect(cookies.jar.has(PENDING_EVENT_COOKIE)).toBe(false);
  });

  it('gives the host sink every allowed event; a throwing sink does not stop the beacon', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const sendBeacon = vi.fn(() => true);
    const sink = vi.fn(() => {
      throw new Error('host bug');
    });
    const tracker = createTracker({ sendBeacon, sink });
    expect(tracker.track(buildEventCreateAttempt(ORGANIZER_USER, 'header'))).toBe(true);
    const attempt = buildEventCreateAttempt(ORGANIZER_USER, 'header');
    expect(sink).toHaveBeenCalledWith({ ...attempt, data: { ...attempt.data, pageName: 'Home' } });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toContain('[global-header]');
  });

  it('strips non-primitive data fields before sending', () => {
    const sendBeacon = vi.fn((_url: string, _data: string) => true);
    createTracker({ sendBeacon }).track({
      category: 'header',
      action: 'Discover',
      data: { ok: 1, bad: { nested: true } as never, nan: Number.NaN },
    });
    expect(JSON.parse(sendBeacon.mock.calls[0]![1])).toEqual({
      category: 'header',
      action: 'Discover',
      data: { ok: 1, pageName: 'Home' },
    });
  });

  it('names the page each event happened on, read when it happens (product routes: page-name map)', () => {
    const sendBeacon = vi.fn((_url: string, _data: string) => true);
    let pathname = '/d/ny--new-york/all-events/';
    const sink = vi.fn();
    const tracker = createTracker({ sendBeacon, sink, getPathname: () => pathname });
    tracker.track(buildHeaderEvent(HeaderAction.SignInClicked));
    // The host moved on with pushState: the same tracker now reports the new page.
    pathname = '/manage/events/123/dashboard/';
    tracker.track(buildHeaderEvent(HeaderAction.SignInClicked));
    pathname = '/somewhere/else/';
    tracker.track(buildHeaderEvent(HeaderAction.SignInClicked));
    const sent = sendBeacon.mock.calls.map(([, data]) => JSON.parse(data).data.pageName);
    expect(sent).toEqual(['Discovery', 'Event Dashboard', OTHER_PAGE_NAME]);
    expect(sink.mock.calls.map(([event]) => event.data.pageName)).toEqual(sent);
  });

  it("reads the page from location.pathname by default, and a caller's pageName never wins", () => {
    const sendBeacon = vi.fn((_url: string, _data: string) => true);
    window.history.pushState(null, '', '/mytickets/');
    try {
      createTracker({ sendBeacon }).track({ category: 'header', action: 'Discover', data: { pageName: 'Forged' } });
      expect(JSON.parse(sendBeacon.mock.calls[0]![1]).data).toEqual({ pageName: 'My Tickets' });
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('uses navigator.sendBeacon by default', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    try {
      createTracker().track(buildHeaderEvent(HeaderAction.ProfileDropdown));
      expect(sendBeacon).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('onLogout (product API calls: logout removes the stored referral entry)', () => {
  it('removes the referral entry from localStorage and nothing else', () => {
    localStorage.setItem(REFERRAL_STORAGE_KEY, '{"code":"abc"}');
    localStorage.setItem('search:autocomplete:history', '["jazz"]');
    expect(onLogout()).toBe(true);
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('search:autocomplete:history')).toBe('["jazz"]');
  });

  it('does not throw when storage is unavailable', () => {
    expect(
      onLogout({
        getItem: () => null,
        setItem: () => {},
        removeItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBe(false);
  });
});

describe('the search event', () => {
  it('is header:Search with the trimmed query as label, and the default allow-list lets it through', () => {
    expect(buildSearchEvent('  jazz nights ')).toEqual({ category: 'header', action: 'Search', label: 'jazz nights' });
    expect(DEFAULT_ANALYTICS_ALLOW_LIST).toContain('header:Search');
  });
});
