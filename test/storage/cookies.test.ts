import { describe, expect, it, vi } from 'vitest';
import {
  LOCATION_COOKIE_NAME,
  getCookie,
  readLocationCookie,
  removeCookie,
  saveLocationCookie,
  setCookie,
  type CookieStore,
  type StoredLocation,
} from '../../src/storage';
import { LOCATION_COOKIE_DAYS } from '../../src/config/constants';

const sf: StoredLocation = {
  slug: 'ca--san-francisco',
  placeId: '85922583',
  latitude: 37.77,
  longitude: -122.42,
  isOnline: false,
};

const brokenCookies: CookieStore = {
  get: () => {
    throw new Error('cookies disabled');
  },
  set: () => {
    throw new Error('cookies disabled');
  },
  remove: () => {
    throw new Error('cookies disabled');
  },
};

describe('cookies', () => {
  it('sets, reads and removes through js-cookie on document.cookie', () => {
    expect(setCookie('c', 'v w', { path: '/' })).toBe(true);
    expect(getCookie('c')).toBe('v w');
    expect(removeCookie('c', { path: '/' })).toBe(true);
    expect(getCookie('c')).toBeUndefined();
  });

  it('never throws when cookies are unavailable', () => {
    expect(getCookie('c', brokenCookies)).toBeUndefined();
    expect(setCookie('c', 'v', {}, brokenCookies)).toBe(false);
    expect(removeCookie('c', {}, brokenCookies)).toBe(false);
  });
});

describe('location cookie (spec 7 name "location", spec 9: 30 days, path /, secure)', () => {
  it('round-trips the location through the real cookie jar', () => {
    expect(saveLocationCookie(sf, { protocol: 'http:' })).toBe(true);
    expect(readLocationCookie()).toEqual(sf);
  });

  it('is set for 30 days on path / and secure on https', () => {
    const set = vi.fn();
    const cookies: CookieStore = { get: () => undefined, set, remove: vi.fn() };
    saveLocationCookie(sf, { cookies, protocol: 'https:' });
    expect(set).toHaveBeenCalledWith(
      LOCATION_COOKIE_NAME,
      JSON.stringify(sf),
      expect.objectContaining({
        expires: LOCATION_COOKIE_DAYS,
        path: '/',
        secure: true,
      }),
    );
  });

  it('is not marked secure on http, where Firefox and Safari would drop a Secure cookie', () => {
    const set = vi.fn();
    saveLocationCookie(sf, { cookies: { get: () => undefined, set, remove: vi.fn() }, protocol: 'http:' });
    expect(set.mock.calls[0]?.[2]).toMatchObject({ secure: false });
  });

  it.each(['{oops', '"x"', '{"slug":"a"}', JSON.stringify({ ...sf, latitude: 'north' })])(
    'reads a malformed cookie %j as no saved location',
    (raw) => {
      expect(readLocationCookie({ cookies: { get: () => raw, set: vi.fn(), remove: vi.fn() } })).toBeUndefined();
    },
  );

  it('accepts the online pseudo-place with a null place id (spec 4)', () => {
    const online: StoredLocation = { slug: 'online', placeId: null, latitude: null, longitude: null, isOnline: true };
    expect(
      readLocationCookie({ cookies: { get: () => JSON.stringify(online), set: vi.fn(), remove: vi.fn() } }),
    ).toEqual(online);
  });

  it('does not save an invalid location and survives disabled cookies', () => {
    expect(saveLocationCookie({ ...sf, latitude: Number.NaN }, { protocol: 'http:' })).toBe(false);
    expect(saveLocationCookie(sf, { cookies: brokenCookies })).toBe(false);
    expect(readLocationCookie({ cookies: brokenCookies })).toBeUndefined();
  });
});
