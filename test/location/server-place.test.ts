import { describe, expect, it } from 'vitest';
import { toDiscoveryLocation } from '../../src/location/picked-place';
import { getServerPlaceParentLabel, placeFromViewport, toClientPlace } from '../../src/location/server-place';
import { buildDiscoveryUrl } from '../../src/routes/discovery-url';
import { PLACES, toServerPlace, toSuggestion } from '../../examples/location/fake-geo-server';

describe('server Place -> client Place (product entities)', () => {
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

describe('a map place the marketplace does not know (product API calls: viewport answer)', () => {
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
