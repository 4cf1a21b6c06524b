/**
 * Named LocationPicker examples shared by the stories (one story each) and the tests (each renders
 * what it says). Every example runs on the fake geo server and a fake geolocation.
 */
import { defaultMessages } from '../../src/i18n';
import { getOnlinePlace, type LocationPickerProps, type LocationState } from '../../src/location';
import { RECENT_LOCATIONS_KEY } from '../../src/storage';
import { PLACES, toPlace, toSuggestion, type FakeGeoServerOptions } from './fake-geo-server';
import type { FakeGeolocationOptions } from './fake-geolocation';

export interface LocationExample {
  name: string;
  description: string;
  /** The shared store's state when the picker mounts. */
  state?: Partial<LocationState>;
  server?: FakeGeoServerOptions;
  geolocation?: FakeGeolocationOptions;
  /** Recent places in storage, newest first. */
  recents?: (typeof PLACES)[keyof typeof PLACES][];
  props?: LocationPickerProps;
  /** What the input shows before any interaction. */
  shows: string;
}

const NEW_YORK = toPlace(PLACES.newYork);

export const LOCATION_EXAMPLES: LocationExample[] = [
  {
    name: 'Current place',
    description: 'The input shows the current place; focus opens "Use my current location".',
    state: { location: NEW_YORK },
    shows: 'New York',
  },
  {
    name: 'Finding location',
    description:
      'While a location is being found (here the server guess on load, which never answers) the input says "Finding location...".',
    state: { location: null },
    server: { hang: { request: true } },
    shows: defaultMessages.findingLocation,
  },
  {
    name: 'Online events',
    description: 'The online pseudo-place, the fallback when no location can be found (spec 4).',
    state: { location: getOnlinePlace() },
    shows: defaultMessages.onlineLocation,
  },
  {
    name: 'Recent places',
    description: 'Empty text lists "Use my current location", then at most 5 recent places.',
    state: { location: NEW_YORK },
    recents: [PLACES.paris, PLACES.berlin, PLACES.london, PLACES.sanFrancisco, PLACES.newark, PLACES.markup],
    shows: 'New York',
  },
  {
    name: 'Suggestions',
    description: 'Typed text lists suggestions after the 250 ms debounce, nearest first.',
    state: { location: NEW_YORK },
    shows: 'New York',
  },
  {
    name: 'Place name with markup',
    description: 'A place named <img src=x onerror=alert(1)> is shown as text.',
    state: { location: NEW_YORK },
    shows: 'New York',
  },
  {
    name: 'Long secondary text',
    description: 'Secondary text is cut at 88 characters.',
    state: { location: NEW_YORK },
    shows: 'New York',
  },
  {
    name: 'Location permission denied',
    description: `"Use my current location" without permission: "${defaultMessages.locationPermissionDenied}"`,
    state: { location: NEW_YORK },
    geolocation: { permission: 'denied' },
    shows: 'New York',
  },
  {
    name: 'Position unavailable',
    description: `The browser could not tell the position: "${defaultMessages.locationUnavailable}"`,
    state: { location: NEW_YORK },
    geolocation: { permission: 'granted', answer: { errorCode: 2 } },
    shows: 'New York',
  },
  {
    name: 'Location not resolved',
    description: `The position matches no place: "${defaultMessages.locationUnresolved}"`,
    state: { location: NEW_YORK },
    server: { noPlaceAtCoordinates: true },
    shows: 'New York',
  },
  {
    name: 'Lookup failed',
    description: `Suggestions failed: "${defaultMessages.locationLookupFailed}" and the input is emptied.`,
    state: { location: NEW_YORK },
    server: { fail: { suggestions: true } },
    shows: 'New York',
  },
  {
    name: 'No results',
    description: `Enter on text with no suggestions: "${defaultMessages.locationNoResults}" and the input is emptied.`,
    state: { location: NEW_YORK },
    shows: 'New York',
  },
];

export function getLocationExample(name: string): LocationExample {
  const example = LOCATION_EXAMPLES.find((candidate) => candidate.name === name);
  if (!example) throw new Error(`No location example named ${name}`);
  return example;
}

/** The localStorage contents for an example's recent places. */
export function getRecentStorage(example: LocationExample): Record<string, string> {
  if (!example.recents) return {};
  return {
    [RECENT_LOCATIONS_KEY]: JSON.stringify(example.recents.map((place) => ({ ...toSuggestion(place) }))),
  };
}
