import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SECONDARY_TEXT_MAX } from '../../src/config/constants';
import { defaultMessages } from '../../src/i18n/messages';
import {
  getNameFromSlug,
  getOnlinePlace,
  getPlaceLabel,
  getServerPlaceParentLabel,
  isPlace,
  placeFromStoredLocation,
  placeFromViewport,
  shouldCloseSearchOverlay,
  toClientPlace,
  toDiscoveryLocation,
  toStoredLocation,
  truncateSecondaryText,
} from '../../src/location/place';
import { buildDiscoveryUrl, parseDiscoveryUrl } from '../../src/routes/discovery-url';
import { PLACES, toServerPlace, toSuggestion } from '../../examples/location/fake-geo-server';

describe('server Place -> client Place (spec 3)', () => {
  it('takes the name of the place type, the slug, the point and the country', () => {
    const place = toClientPlace(toServerPlace(PLACES.sanFrancisco));
    expect(place).toEqual({
      placeId: '5391959',
      placeType: 'locality',
      latitude: 37.77493,
      longitude: -122.41942,
      currentPlace: 'San Francisco',
      currentPlaceParent: 'California, United States',
      slug: 'ca--san-francisco',
      isOnline: false,
      value: 'San Francisco',
      country: 'United States',
    });
  });

  it('parent label is the ancestor plus the next level up: locality to region, region to country, country to continent', () => {
    const base = toServerPlace(PLACES.sanFrancisco);
    expect(getServerPlaceParentLabel(base)).toBe('California, United States');
    expect(getServerPlaceParentLabel({ ...base, place_type: 'region', derived_ancestor_type: 'country' })).toBe(
      'United States, North America',
    );
    expect(getServerPlaceParentLabel({ ...base, place_type: 'country', derived_ancestor_type: 'continent' })).toBe(
      'North America',
    );
    expect(getServerPlaceParentLabel({ ...base, place_type: 'continent', derived_ancestor_type: null })).toBe('');
  });

  it('a locality without a region names its country and continent', () => {
    const base = toServerPlace(PLACES.sanFrancisco);
    const { region: _region, ...names } = base.localizations.default;
    expect(getServerPlaceParentLabel({ ...base, localizations: { default: names } })).toBe(
      'United States, North America',
    );
  });
});

describe('a map place the marketplace does not know (spec 7 viewport answer)', () => {
  it('is named after the suggestion and searched by the viewport box with all four corners', () => {
    const place = placeFromViewport(
      { northeast: { lat: 2, lng: 4 }, southwest: { lat: 1, lng: 3 }, latitude: 1.5, longitude: 3.5 },
      toSuggestion(PLACES.paris),
    );
    expect(place).toMatchObject({ placeId: null, value: 'Paris', latitude: 1.5, longitude: 3.5, slug: '' });
    expect(place.bbox).toEqual({
      nw: { lat: 2, lng: 3 },
      sw: { lat: 1, lng: 3 },
      ne: { lat: 2, lng: 4 },
      se: { lat: 1, lng: 4 },
    });
    expect(buildDiscoveryUrl({ location: toDiscoveryLocation(place) })).toBe(
      '/d/united-states/all-events/?bbox=3,1,4,2',
    );
  });
});

describe('discovery URLs from what the picker stores (spec 2)', () => {
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
  it('keeps slug, place id, point and online flag, and reads back to a place named from its slug', () => {
    const place = toClientPlace(toServerPlace(PLACES.newYork));
    const stored = toStoredLocation(place);
    expect(stored).toEqual({
      slug: 'ny--new-york',
      placeId: '5128581',
      latitude: 40.71427,
      longitude: -74.00597,
      isOnline: false,
    });
    const back = placeFromStoredLocation(stored);
    expect(getPlaceLabel(back, defaultMessages)).toBe('New York');
    expect(toDiscoveryLocation(back)).toMatchObject({ slug: 'ny--new-york', latitude: 40.71427 });
  });

  it('an online cookie is the online pseudo-place with a null place id', () => {
    expect(
      placeFromStoredLocation({ slug: 'online', placeId: null, latitude: null, longitude: null, isOnline: true }),
    ).toEqual(getOnlinePlace());
  });
});

describe('labels', () => {
  it('names the online pseudo-place with its catalogue text', () => {
    expect(getPlaceLabel(getOnlinePlace(), defaultMessages)).toBe('Online events');
    expect(getPlaceLabel(getOnlinePlace(), { onlineLocation: 'En ligne' })).toBe('En ligne');
  });

  it('reads a name from a slug: the last part, words capitalised', () => {
    expect(getNameFromSlug('ny--new-york')).toBe('New York');
    expect(getNameFromSlug('united-kingdom--london')).toBe('London');
    expect(getNameFromSlug('united-states')).toBe('United States');
    expect(getNameFromSlug('')).toBe('');
  });

  it('cuts secondary text at 88 characters with an ellipsis (spec 9), never inside a character', () => {
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
  it('closes the search overlay on a pick at 660 px and wider (spec 9)', () => {
    expect(shouldCloseSearchOverlay(659)).toBe(false);
    expect(shouldCloseSearchOverlay(660)).toBe(true);
    expect(shouldCloseSearchOverlay(Number.NaN)).toBe(false);
  });
});

describe('isPlace', () => {
  it('accepts a client place and refuses other shapes', () => {
    expect(isPlace(toClientPlace(toServerPlace(PLACES.london)))).toBe(true);
    expect(isPlace(getOnlinePlace())).toBe(true);
    expect(isPlace({ slug: 'x' })).toBe(false);
    expect(isPlace(null)).toBe(false);
  });
});
