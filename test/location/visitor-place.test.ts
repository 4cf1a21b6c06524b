// @vitest-environment node
/**
 * The visitor's place as a host's server finds it (product states: location on load), for the Header's
 * `place`: the cookie's, else the guess, else the online pseudo-place; nothing when the guess takes too long.
 */
import { describe, expect, it, vi } from 'vitest';
import { findVisitorPlace } from '../../src/location/visitor-place';
import { getOnlinePlace, placeFromStoredLocation } from '../../src/location/place';
import { toStoredLocation } from '../../src/location/picked-place';
import { LOCATION_COOKIE_NAME } from '../../src/storage/location-cookie';
import { PLACES, toPlace, toServerPlace } from '../../examples/location/fake-geo-server';

const cookieOf = (value: unknown) => `${LOCATION_COOKIE_NAME}=${encodeURIComponent(JSON.stringify(value))}`;

describe('findVisitorPlace', () => {
  it('a valid location cookie is the place, read as the browser reads it; no guess is made', async () => {
    const stored = toStoredLocation(toPlace(PLACES.berlin));
    const guess = vi.fn();
    const place = await findVisitorPlace({ cookie: `sid=1; ${cookieOf(stored)}; theme=dark`, guess });
    expect(place).toEqual(placeFromStoredLocation(stored));
    expect(place?.slug).toBe(stored.slug);
    expect(guess).not.toHaveBeenCalled();
  });

  it('without a cookie: the guess, as a client place with its name and parent', async () => {
    const place = await findVisitorPlace({
      cookie: 'sid=1',
      guess: async () => ({ place: toServerPlace(PLACES.london) }),
    });
    expect(place).toMatchObject({ currentPlace: 'London', slug: toPlace(PLACES.london).slug, isOnline: false });
  });

  it.each([
    ['a cookie that is no JSON', `${LOCATION_COOKIE_NAME}=%7Bnope`],
    ['a cookie of another shape', cookieOf({ slug: 'x', latitude: 999 })],
    ['no Cookie header', undefined],
  ])('%s is no place: the guess is made', async (_name, cookie) => {
    const guess = vi.fn(async () => ({ place: toServerPlace(PLACES.paris) }));
    expect((await findVisitorPlace({ cookie, guess }))?.currentPlace).toBe('Paris');
    expect(guess).toHaveBeenCalledOnce();
  });

  it.each([
    ['answers with no place', async () => ({ place: null })],
    ['answers with something else', async () => 'oops'],
    ['fails', async () => Promise.reject(new Error('503'))],
    [
      'throws at once',
      () => {
        throw new Error('no geo service');
      },
    ],
  ])('a guess that %s gives the online pseudo-place (product states: on failure)', async (_name, guess) => {
    expect(await findVisitorPlace({ guess })).toEqual(getOnlinePlace());
  });

  it('a guess that takes too long gives no place (the browser finds it), and is told to stop', async () => {
    let aborted = false;
    const guess = (signal: AbortSignal) =>
      new Promise((resolve) => {
        signal.addEventListener('abort', () => {
          aborted = true;
        });
        setTimeout(() => resolve({ place: toServerPlace(PLACES.paris) }), 1000);
      });
    expect(await findVisitorPlace({ guess, timeoutMs: 20 })).toBeNull();
    expect(aborted).toBe(true);
  });

  it('no cookie and no guess: no place', async () => {
    expect(await findVisitorPlace({ cookie: 'a=b' })).toBeNull();
  });
});
