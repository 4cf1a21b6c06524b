import { describe, expect, it } from 'vitest';
import { isPlace } from '../../src/props/place';
import { getOnlinePlace } from '../../src/location/place';
import { toClientPlace } from '../../src/location/server-place';
import { PLACES, toServerPlace } from '../../examples/location/fake-geo-server';

describe('isPlace', () => {
  it('accepts a client place and the online pseudo-place', () => {
    expect(isPlace(toClientPlace(toServerPlace(PLACES.london)))).toBe(true);
    expect(isPlace(getOnlinePlace())).toBe(true);
  });

  it('refuses other shapes: a slug only, null, a number, a place with a wrong field', () => {
    const london = toClientPlace(toServerPlace(PLACES.london));
    expect(isPlace({ slug: 'x' })).toBe(false);
    expect(isPlace(null)).toBe(false);
    expect(isPlace(7)).toBe(false);
    expect(isPlace({ ...london, latitude: Number.NaN })).toBe(false);
    expect(isPlace({ ...london, placeId: 101 })).toBe(false);
    expect(isPlace({ ...london, isOnline: 'false' })).toBe(false);
  });
});
