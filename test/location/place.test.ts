import { describe, expect, it } from 'vitest';
import { defaultMessages } from '../../src/i18n/english';
import { getNameFromSlug, getOnlinePlace, getPlaceLabel, placeFromStoredLocation } from '../../src/location/place';

describe('a place read back from the location cookie', () => {
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
});
