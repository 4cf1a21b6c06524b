import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_TEXT_MAX } from '../../src/config/constants';
import type { Place } from '../../src/location';
import { runFallbackSearch } from '../../src/search/fallback-search';
import { getRecentSearches } from '../../src/search/recent-searches';
import { runSearch } from '../../src/search/run-search';
import type { SearchEnvironment } from '../../src/search/search-environment';
import { SEARCH_HISTORY_KEY } from '../../src/storage/search-history';
import { memoryStorage } from '../../examples/memory-storage';
import { PLACES, toPlace } from '../../examples/location/fake-geo-server';

function environment() {
  const storage = memoryStorage();
  const assignLocation = vi.fn();
  const jar = new Map<string, string>();
  const env: SearchEnvironment = {
    storage,
    cookies: { get: (name) => jar.get(name), set: (name, value) => void jar.set(name, value), remove: vi.fn() },
    protocol: 'https:',
    assignLocation,
    history: {
      getHash: () => '',
      pushHash: vi.fn(),
      isOwnEntry: () => false,
      replaceHash: vi.fn(),
      back: vi.fn(),
      subscribe: () => () => {},
    },
  };
  const cookie = () => JSON.parse(jar.get('location') ?? 'null') as Record<string, unknown> | null;
  return { env, storage, assignLocation, cookie };
}

const GERMANY: Place = {
  placeId: '2921044',
  placeType: 'country',
  latitude: 51.5,
  longitude: 10.5,
  currentPlace: 'Germany',
  currentPlaceParent: 'Europe',
  slug: 'germany',
  isOnline: false,
  value: 'Germany',
  country: 'Germany',
};

afterEach(() => vi.restoreAllMocks());

/** The two ways into the one runner: the full bar's and the fallback's (after the full bar's chunk failed). */
const runners = [
  {
    name: 'runSearch',
    run: (options: {
      text: string;
      place: Place | null;
      env: SearchEnvironment;
      onSearch?: (url: string, query: string) => void;
      track?: () => void;
    }) => runSearch({ ...options, environment: options.env, serverUrl: '' }),
  },
  {
    name: 'runFallbackSearch',
    run: (options: {
      text: string;
      place: Place | null;
      env: SearchEnvironment;
      onSearch?: (url: string, query: string) => void;
      track?: () => void;
    }) => runFallbackSearch({ ...options, location: options.place, environment: options.env }),
  },
];

describe.each(runners)('$name: one search runner for the full bar and its fallback', ({ run }) => {
  it(`caps a 1 MB term to ${SEARCH_TEXT_MAX} characters in storage, the analytics label, onSearch and the URL`, () => {
    const { env, storage, assignLocation } = environment();
    const track = vi.fn();
    const onSearch = vi.fn();
    run({ text: 'jazz '.repeat(200_000), place: null, env, track, onSearch });
    const [history] = JSON.parse(storage.data.get(SEARCH_HISTORY_KEY)!) as string[];
    expect(history!.length).toBeLessThanOrEqual(SEARCH_TEXT_MAX);
    expect(history!.startsWith('jazz jazz')).toBe(true);
    expect((track.mock.calls[0]?.[0] as { label: string }).label.length).toBeLessThanOrEqual(SEARCH_TEXT_MAX);
    expect((onSearch.mock.calls[0]?.[1] as string).length).toBeLessThanOrEqual(SEARCH_TEXT_MAX);
    expect((assignLocation.mock.calls[0]?.[0] as string).length).toBeLessThan(SEARCH_TEXT_MAX * 3);
  });

  it('a throwing onSearch is logged and the search still navigates', () => {
    const { env, assignLocation } = environment();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const url = run({
      text: 'pottery',
      place: toPlace(PLACES.newYork),
      env,
      onSearch: () => {
        throw new Error('host bug');
      },
    });
    expect(url).toBe('/d/ny--new-york/events/pottery/');
    expect(assignLocation).toHaveBeenCalledWith('/d/ny--new-york/events/pottery/');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('runs in the given place, records the text there and keeps that place in the cookie (product states)', () => {
    const { env, storage, assignLocation, cookie } = environment();
    run({ text: 'free music this weekend', place: toPlace(PLACES.berlin), env });
    expect(assignLocation).toHaveBeenCalledWith('/d/germany--berlin/free--music--events--this-weekend/');
    expect(getRecentSearches(storage)).toEqual([
      { term: 'free music this weekend', place: expect.objectContaining({ slug: 'germany--berlin' }) },
    ]);
    expect(cookie()).toEqual({
      slug: 'germany--berlin',
      placeId: PLACES.berlin.id,
      latitude: PLACES.berlin.latitude,
      longitude: PLACES.berlin.longitude,
      isOnline: false,
      placeType: 'locality',
    });
  });

  it('a country place searches under united-states and the cookie keeps its type (product routes)', () => {
    const { env, assignLocation, cookie } = environment();
    run({ text: 'yoga', place: GERMANY, env });
    expect(assignLocation).toHaveBeenCalledWith('/d/united-states/events/yoga/');
    expect(cookie()).toMatchObject({ slug: 'germany', placeType: 'country' });
  });

  it('typed subcategory names stay the query: never subcategories= (product routes)', () => {
    const { env, assignLocation } = environment();
    run({ text: 'Rock & Roll', place: toPlace(PLACES.newYork), env });
    expect(assignLocation).toHaveBeenCalledWith('/d/ny--new-york/events/rock-and-roll/');
  });

  it('with no place known yet it searches `local` and writes no cookie', () => {
    const { env, assignLocation, cookie } = environment();
    run({ text: 'jazz', place: null, env });
    expect(assignLocation).toHaveBeenCalledWith('/d/local/events/jazz/');
    expect(cookie()).toBeNull();
  });
});

describe('runFallbackSearch', () => {
  it('uses the host navigate with the path when given', () => {
    const { env, assignLocation } = environment();
    const navigate = vi.fn();
    runFallbackSearch({ text: 'jazz', location: toPlace(PLACES.newYork), environment: env, navigate });
    expect(navigate).toHaveBeenCalledWith('/d/ny--new-york/events/jazz/');
    expect(assignLocation).not.toHaveBeenCalled();
  });
});
