/**
 * A fake of the host's geo calls (/home/api/geo/...) as an axios adapter, shared by the location
 * tests and stories: nothing reaches the network. Answers in the shapes of the product entities and API calls and of
 * demo-api/src/api (place_suggestions, place_from_google_place_id, place_from_coordinates,
 * place_from_request), over a handful of places.
 */
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { LocationSuggestion, ServerPlace } from '../../src/api';
import type { Place } from '../../src/location';
import { createFakeAdapter, FAKE_FAILURE, fakeCanceled, fakeNotFound, type FakeReply } from '../fake-api-adapter';

interface FakePlace {
  id: string;
  name: string;
  slug: string;
  region: string;
  country: string;
  continent: string;
  latitude: number;
  longitude: number;
}

export const PLACES = {
  newYork: {
    id: '5128581',
    name: 'New York',
    slug: 'ny--new-york',
    region: 'New York',
    country: 'United States',
    continent: 'North America',
    latitude: 40.71427,
    longitude: -74.00597,
  },
  newark: {
    id: '5101798',
    name: 'Newark',
    slug: 'nj--newark',
    region: 'New Jersey',
    country: 'United States',
    continent: 'North America',
    latitude: 40.73566,
    longitude: -74.17237,
  },
  sanFrancisco: {
    id: '5391959',
    name: 'San Francisco',
    slug: 'ca--san-francisco',
    region: 'California',
    country: 'United States',
    continent: 'North America',
    latitude: 37.77493,
    longitude: -122.41942,
  },
  london: {
    id: '2643743',
    name: 'London',
    slug: 'united-kingdom--london',
    region: 'England',
    country: 'United Kingdom',
    continent: 'Europe',
    latitude: 51.50853,
    longitude: -0.12574,
  },
  paris: {
    id: '2988507',
    name: 'Paris',
    slug: 'france--paris',
    region: 'Île-de-France',
    country: 'France',
    continent: 'Europe',
    latitude: 48.85341,
    longitude: 2.3488,
  },
  berlin: {
    id: '2950159',
    name: 'Berlin',
    slug: 'germany--berlin',
    region: 'Berlin',
    country: 'Germany',
    continent: 'Europe',
    latitude: 52.52437,
    longitude: 13.41053,
  },
  /** A place whose name is markup: it must show as text. */
  markup: {
    id: '9999001',
    name: '<img src=x onerror=alert(1)>',
    slug: 'xx--img',
    region: 'Script Region',
    country: 'Testland',
    continent: 'Europe',
    latitude: 10,
    longitude: 10,
  },
  /** A place with a very long parent label (secondary text is cut at 88 characters). */
  longName: {
    id: '9999002',
    name: 'Llanfairpwllgwyngyll',
    slug: 'united-kingdom--llanfairpwllgwyngyll',
    region: 'Isle of Anglesey County Borough Council Principal Area of the Historic Preserved County of Gwynedd',
    country: 'United Kingdom',
    continent: 'Europe',
    latitude: 53.22,
    longitude: -4.2,
  },
} satisfies Record<string, FakePlace>;

const ALL: FakePlace[] = Object.values(PLACES);

/** A map place id the fake server does not know: it answers the viewport form (product API calls). */
export const UNKNOWN_MAP_PLACE_ID = 'ChIJunknownPlace';

export function toServerPlace(place: FakePlace): ServerPlace {
  return {
    id: place.id,
    location_slug: place.slug,
    place_type: 'locality',
    derived_ancestor_type: 'region',
    latitude: place.latitude,
    longitude: place.longitude,
    localizations: {
      default: {
        locality: { full_name: place.name, suggested_abbreviation: null },
        region: { full_name: place.region, suggested_abbreviation: null },
        country: { full_name: place.country, suggested_abbreviation: null },
        continent: { full_name: place.continent, suggested_abbreviation: null },
      },
    },
  };
}

export function toSuggestion(place: FakePlace): LocationSuggestion {
  const parent = `${place.region}, ${place.country}`;
  return {
    content: place.name,
    secondaryContent: parent,
    placeType: 'locality',
    value: place.id,
    currentPlace: place.name,
    currentPlaceParent: parent,
    country: place.country,
  };
}

/** The client Place the picker stores for a fake place. */
export function toPlace(place: FakePlace): Place {
  return {
    placeId: place.id,
    placeType: 'locality',
    latitude: place.latitude,
    longitude: place.longitude,
    currentPlace: place.name,
    currentPlaceParent: `${place.region}, ${place.country}`,
    slug: place.slug,
    isOnline: false,
    value: place.name,
    country: place.country,
  };
}

export interface FakeGeoServerOptions {
  /** The place place_from_request guesses; null answers `{ place: null }`. */
  guess?: FakePlace | null;
  /** place_from_coordinates answers `{ place: null }` (open sea). */
  noPlaceAtCoordinates?: boolean;
  /** These endpoints answer 500 with the product API error body. */
  fail?: Partial<Record<'suggestions' | 'googlePlaceId' | 'coordinates' | 'request', boolean>>;
  /** These endpoints never answer (a request still under way: "Finding location..."). */
  hang?: Partial<Record<'suggestions' | 'googlePlaceId' | 'coordinates' | 'request', boolean>>;
  /** Delay of every answer in ms (through the given timers, so fake timers control it). */
  delayMs?: number;
  /** Extra suggestions for any input (e.g. to show many). */
  extraSuggestions?: LocationSuggestion[];
}

export interface FakeGeoServer {
  adapter: AxiosAdapter;
  /** Every request, in order. */
  requests: InternalAxiosRequestConfig[];
  /** Requests to one endpoint (`place_suggestions`, ...). */
  requestsTo(endpoint: string): InternalAxiosRequestConfig[];
  options: FakeGeoServerOptions;
}

const ENDPOINT_PATHS = {
  suggestions: 'place_suggestions',
  googlePlaceId: 'place_from_google_place_id',
  coordinates: 'place_from_coordinates',
  request: 'place_from_request',
} as const;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function answer(config: InternalAxiosRequestConfig, options: FakeGeoServerOptions): FakeReply {
  const url = config.url ?? '';
  const params = (config.params ?? {}) as Record<string, unknown>;
  if (url.includes('place_suggestions')) {
    if (options.fail?.suggestions) return FAKE_FAILURE;
    const input = fold(String(params.input ?? '').trim());
    if (input === '') return { status: 200, data: { predictions: [] } };
    const found = ALL.filter(
      (p) =>
        fold(p.name)
          .split(/\s+/)
          .some((word) => word.startsWith(input)) || fold(p.name).startsWith(input),
    );
    return { status: 200, data: { predictions: [...found.map(toSuggestion), ...(options.extraSuggestions ?? [])] } };
  }
  if (url.includes('place_from_google_place_id')) {
    if (options.fail?.googlePlaceId) return FAKE_FAILURE;
    const id = String(params.googlePlaceId ?? '');
    const place = ALL.find((p) => p.id === id);
    if (place) return { status: 200, data: { place: toServerPlace(place) } };
    if (id === UNKNOWN_MAP_PLACE_ID) {
      return {
        status: 200,
        data: {
          viewport_northeast: { lat: 12.05, lng: 20.05 },
          viewport_southwest: { lat: 11.95, lng: 19.95 },
          latitude: 12,
          longitude: 20,
        },
      };
    }
    return {
      status: 400,
      data: {
        error: 'ARGUMENTS_ERROR',
        error_description: 'There are errors with your arguments: googlePlaceId - Not a valid place id.',
        error_detail: { ARGUMENTS_ERROR: { googlePlaceId: ['Not a valid place id.'] } },
      },
    };
  }
  if (url.includes('place_from_coordinates')) {
    if (options.fail?.coordinates) return FAKE_FAILURE;
    if (options.noPlaceAtCoordinates) return { status: 200, data: { place: null } };
    const lat = Number(params.latitude);
    const lng = Number(params.longitude);
    const nearest = [...ALL].sort(
      (a, b) => Math.hypot(a.latitude - lat, a.longitude - lng) - Math.hypot(b.latitude - lat, b.longitude - lng),
    )[0]!;
    return { status: 200, data: { place: toServerPlace(nearest) } };
  }
  if (url.includes('place_from_request')) {
    if (options.fail?.request) return FAKE_FAILURE;
    const guess = options.guess === undefined ? PLACES.newYork : options.guess;
    return { status: 200, data: { place: guess ? toServerPlace(guess) : null } };
  }
  return fakeNotFound(url);
}

export function createFakeGeoServer(
  options: FakeGeoServerOptions = {},
  timers: { setTimeout: (callback: () => void, ms: number) => unknown } = {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  },
): FakeGeoServer {
  const { adapter, requests } = createFakeAdapter(async (config) => {
    const url = config.url ?? '';
    const hangs = Object.entries(options.hang ?? {}).some(
      ([endpoint, on]) => on && url.includes(ENDPOINT_PATHS[endpoint as keyof typeof ENDPOINT_PATHS]),
    );
    if (hangs) return new Promise<FakeReply>(() => undefined);
    if (options.delayMs) await new Promise<void>((resolve) => timers.setTimeout(resolve, options.delayMs!));
    if (config.signal?.aborted) throw fakeCanceled(config);
    return answer(config, options);
  });
  return {
    adapter,
    requests,
    requestsTo: (endpoint) => requests.filter((r) => (r.url ?? '').includes(endpoint)),
    options,
  };
}
