import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SECONDARY_TEXT_MAX } from '../../src/config/constants';
import { defaultMessages } from '../../src/i18n/english';
import {
  shouldCloseSearchOverlay,
  toDiscoveryLocation,
  toStoredLocation,
  truncateSecondaryText,
} from '../../src/location/picked-place';
import { getOnlinePlace, getPlaceLabel, placeFromStoredLocation } from '../../src/location/place';
import { toClientPlace } from '../../src/location/server-place';
import { buildDiscoveryUrl, parseDiscoveryUrl } from '../../src/routes/discovery-url';
import { PLACES, toServerPlace } from '../../examples/location/fake-geo-server';

describe('discovery URLs from what the picker stores (product routes)', () => {
  it('a picked place searches its slug', () => {
    const place = toClientPlace(toServerPlace(PLACES.newYork));
    expect(buildDiscoveryUrl({ location: toDiscoveryLocation(place), query: 'jazz' })).toBe(
      '/d/ny--new-york/events/jazz/',
    );
  });

  it('a place with only coordinates uses the default box of +/-0.4 longitude and +/-0.3 latitude', () => {
    const onlyCoordinates = { ...toClientPlace(toServerPlace(PLACES.newYork)), slug: '', placeId: null, placeType: '' };
    const url = buildDiscoveryUrl({ location: toDiscoveryLocation(onlyCoordinates) });
    const parsed = parseDiscoveryUrl(url);
    expect(parsed.ok && parsed.value.location).toEqual({
      slug: 'united-states',
      isOnline: false,
      bbox: { sw: { lng: -74.40597, lat: 40.41427 }, ne: { lng: -73.60597, lat: 41.01427 } },
    });
  });

  it('the online pseudo-place searches online events', () => {
    expect(buildDiscoveryUrl({ location: toDiscoveryLocation(getOnlinePlace()) })).toBe('/d/online/all-events/');
  });
});

describe('the location cookie form', () => {
  it('keeps slug, place id, point, online flag and place type, and reads back to a place named from its slug', () => {
    const place = toClientPlace(toServerPlace(PLACES.newYork));
    const stored = toStoredLocation(place);
    expect(stored).toEqual({
      slug: 'ny--new-york',
      placeId: '5128581',
      latitude: 40.71427,
      longitude: -74.00597,
      isOnline: false,
      placeType: 'locality',
    });
    const back = placeFromStoredLocation(stored);
    expect(getPlaceLabel(back, defaultMessages)).toBe('New York');
    expect(toDiscoveryLocation(back)).toMatchObject({
      slug: 'ny--new-york',
      latitude: 40.71427,
      placeType: 'locality',
    });
  });

  it('a country keeps its type through the cookie, so it searches under united-states after a reload (product routes)', () => {
    const germany = { ...toClientPlace(toServerPlace(PLACES.berlin)), slug: 'germany', placeType: 'country' };
    const back = placeFromStoredLocation(toStoredLocation(germany));
    expect(back.placeType).toBe('country');
    expect(buildDiscoveryUrl({ location: toDiscoveryLocation(back), query: 'yoga' })).toBe(
      '/d/united-states/events/yoga/',
    );
  });

  it('a cookie from before the type was kept reads back with an unknown type and searches its slug', () => {
    const old = { slug: 'germany--berlin', placeId: '2950159', latitude: 52.5, longitude: 13.4, isOnline: false };
    const back = placeFromStoredLocation(old);
    expect(back.placeType).toBe('');
    expect(buildDiscoveryUrl({ location: toDiscoveryLocation(back), query: 'yoga' })).toBe(
      '/d/germany--berlin/events/yoga/',
    );
  });
});

describe('truncateSecondaryText', () => {
  it('cuts secondary text at 88 characters with an ellipsis (product limits), never inside a character', () => {
    const long = 'a'.repeat(SECONDARY_TEXT_MAX + 10);
    expect(truncateSecondaryText(long)).toBe(`${'a'.repeat(SECONDARY_TEXT_MAX)}…`);
    expect(truncateSecondaryText('a'.repeat(SECONDARY_TEXT_MAX))).toBe('a'.repeat(SECONDARY_TEXT_MAX));
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const cut = truncateSecondaryText(text);
        const chars = Array.from(cut);
        expect(chars.length).toBeLessThanOrEqual(SECONDARY_TEXT_MAX + 1);
        if (Array.from(text).length <= SECONDARY_TEXT_MAX) expect(cut).toBe(text);
        else expect(text.startsWith(cut.slice(0, -1))).toBe(true);
      }),
    );
  });
});

describe('shouldCloseSearchOverlay', () => {
  it('closes the search overlay on a pick at 660 px and wider (product limits)', () => {
    expect(shouldCloseSearchOverlay(659)).toBe(false);
    expect(shouldCloseSearchOverlay(660)).toBe(true);
    expect(shouldCloseSearchOverlay(Number.NaN)).toBe(false);
  });
});
