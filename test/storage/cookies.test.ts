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

describe('location cookie (product API calls: name "location", product limits: 30 days, path /, secure)', () => {
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

  it.each([
    ['latitude 999', { ...sf, latitude: 999 }],
    ['latitude -90.5', { ...sf, latitude: -90.5 }],
    ['longitude 181', { ...sf, longitude: 181 }],
    ['a 201-character slug', { ...sf, slug: 'a'.repeat(201) }],
    ['a 201-character place id', { ...sf, placeId: '1'.repeat(201) }],
  ])('reads a cookie with %s as no saved location: out of range', (_label, value) => {
    const cookies = { get: () => JSON.stringify(value), set: vi.fn(), remove: vi.fn() };
    expect(readLocationCookie({ cookies })).toBeUndefined();
    expect(saveLocationCookie(value, { cookies })).toBe(false);
  });

  it('accepts the edges of the ranges: latitude ±90, longitude ±180, a 200-character slug', () => {
    const edge: StoredLocation = { ...sf, slug: 's'.repeat(200), latitude: -90, longitude: 180 };
    expect(readLocationCookie({ cookies: { get: () => JSON.stringify(edge), set: vi.fn(), remove: vi.fn() } })).toEqual(
      edge,
    );
  });

  it('accepts the online pseudo-place with a null place id (product states)', () => {
    const online: StoredLocation = { slug: 'online', placeId: null, latitude: null, longitude: null, isOnline: true };
    expect(
      readLocationCookie({ cookies: { get: () => JSON.stringify(online), set: vi.fn(), remove: vi.fn() } }),
    ).toEqual(online);
  });

  it('keeps the place type (a country searches under united-states after a reload)', () => {
    const germany: StoredLocation = { ...sf, slug: 'germany', placeType: 'country' };
    const set = vi.fn();
    expect(saveLocationCookie(germany, { cookies: { get: () => undefined, set, remove: vi.fn() } })).toBe(true);
    const written = set.mock.calls[0]?.[1] as string;
    expect(JSON.parse(written)).toEqual(germany);
    expect(readLocationCookie({ cookies: { get: () => written, set: vi.fn(), remove: vi.fn() } })).toEqual(germany);
  });

  it('reads a cookie written before the place type was kept: no type, the rest as it was', () => {
    const old = JSON.stringify(sf);
    const read = readLocationCookie({ cookies: { get: () => old, set: vi.fn(), remove: vi.fn() } });
    expect(read).toEqual(sf);
    expect(read).not.toHaveProperty('placeType');
  });

  it.each([
    ['a number', 7],
    ['a 201-character text', 'c'.repeat(201)],
  ])('reads a cookie whose place type is %s as no saved location', (_label, placeType) => {
    const cookies = { get: () => JSON.stringify({ ...sf, placeType }), set: vi.fn(), remove: vi.fn() };
    expect(readLocationCookie({ cookies })).toBeUndefined();
  });

  it('writes only the cookie fields, whatever else the object holds', () => {
    const set = vi.fn();
    const extra = { ...sf, placeType: 'locality', value: 'San Francisco', bbox: {} } as StoredLocation;
    saveLocationCookie(extra, { cookies: { get: () => undefined, set, remove: vi.fn() } });
    expect(Object.keys(JSON.parse(set.mock.calls[0]?.[1] as string))).toEqual([
      'slug',
      'placeId',
      'latitude',
      'longitude',
      'isOnline',
      'placeType',
    ]);
  });

  it('does not save an invalid location and survives disabled cookies', () => {
    expect(saveLocationCookie({ ...sf, latitude: Number.NaN }, { protocol: 'http:' })).toBe(false);
    expect(saveLocationCookie(sf, { cookies: brokenCookies })).toBe(false);
    expect(readLocationCookie({ cookies: brokenCookies })).toBeUndefined();
  });
});
