import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BBOX_LAT_DELTA, DEFAULT_BBOX_LNG_DELTA } from '../../src/config/constants';
import { LOCALES } from '../../src/config/locales';
import {
  MAX_DISCOVERY_URL_LENGTH,
  buildDiscoveryUrl,
  parseDiscoveryUrl,
  type DiscoveryUrlInput,
  type ParsedDiscoveryUrl,
} from '../../src/routes/discovery-url';
import { DATE_PRESETS, FORMATS, REFINEMENT_CATEGORY_SLUGS, SUBCATEGORIES } from '../../src/taxonomy';

const NYC = { slug: 'ny--new-york' };

function parsed(url: string): ParsedDiscoveryUrl {
  const result = parseDiscoveryUrl(url);
  if (!result.ok) throw new Error(`expected ${url} to parse: ${result.reason}`);
  return result.value;
}

function reason(url: unknown): string {
  const result = parseDiscoveryUrl(url);
  if (result.ok) throw new Error(`expected ${String(url)} to be rejected`);
  return result.reason;
}

describe('buildDiscoveryUrl (product routes: "Discovery listing")', () => {
  it.each<[string, DiscoveryUrlInput, string]>([
    [
      'shape /d/{location-slug}/{refinements}/{query}/',
      { location: NYC, query: 'jazz' },
      '/d/ny--new-york/events/jazz/',
    ],
    [
      'refinements joined by -- in the order price, category, format, date',
      { location: NYC, date: 'today', format: 'classes', category: 'music', price: 'free' },
      '/d/ny--new-york/free--music--classes--today/',
    ],
    [
      'format is events when none',
      { location: NYC, price: 'paid', category: 'arts' },
      '/d/ny--new-york/paid--arts--events/',
    ],
    [
      'date slug this-weekend for this_weekend',
      { location: NYC, date: 'this_weekend' },
      '/d/ny--new-york/events--this-weekend/',
    ],
    ['with no query and only events the last segment is all-events', { location: NYC }, '/d/ny--new-york/all-events/'],
    ['all-events only when there is no query', { location: NYC, query: 'yoga' }, '/d/ny--new-york/events/yoga/'],
    ['a query that slugifies to nothing is no query', { location: NYC, query: ' ., ' }, '/d/ny--new-york/all-events/'],
    [
      'the query text is slugified',
      { location: NYC, query: ' Rock & Roll, Live ' },
      '/d/ny--new-york/events/rock-and-roll-live/',
    ],
    [
      'letters outside ASCII are kept (percent-encoded)',
      { location: NYC, query: 'Café' },
      '/d/ny--new-york/events/caf%C3%A9/',
    ],
    [
      'characters that are not path-safe are percent-encoded',
      { location: NYC, query: 'what?#100%' },
      '/d/ny--new-york/events/what%3F%23100%25/',
    ],
    [
      'subcategories= comma-joined subcategory ids',
      { location: NYC, subcategories: ['SubCategory/3017', 3002] },
      '/d/ny--new-york/all-events/?subcategories=3017,3002',
    ],
    [
      'subcategory ids with the {product}SubCategory/ prefix, de-duplicated, unknown ids left out',
      { location: NYC, subcategories: ['EventlySubCategory/3017', 'SubCategory/3017', 'SubCategory/99999', 'junk'] },
      '/d/ny--new-york/all-events/?subcategories=3017',
    ],
    [
      'an online location uses the online slug',
      { location: { isOnline: true, slug: 'ny--new-york' } },
      '/d/online/all-events/',
    ],
    [
      'with a bounding box the location segment is united-states and bbox=sw_lng,sw_lat,ne_lng,ne_lat',
      { location: { slug: 'ny--new-york', bbox: { sw: { lat: 40.5, lng: -74.25 }, ne: { lat: 40.9, lng: -73.7 } } } },
      '/d/united-states/all-events/?bbox=-74.25,40.5,-73.7,40.9',
    ],
    [
      'a country-level location (placeType country) is united-states',
      { location: { slug: 'france', placeType: 'country' } },
      '/d/united-states/all-events/',
    ],
    [
      'placeType is read case-insensitively',
      { location: { slug: 'canada', placeType: 'Country' } },
      '/d/united-states/all-events/',
    ],
    ['a region is not country-level', { location: { slug: 'ca', placeType: 'region' } }, '/d/ca/all-events/'],
    [
      'a location with only coordinates gets the +/-0.4 longitude, +/-0.3 latitude box',
      { location: { latitude: 40.7128, longitude: -74.006 } },
      '/d/united-states/all-events/?bbox=-74.406,40.4128,-73.606,41.0128',
    ],
    [
      'a slug wins over coordinates',
      { location: { slug: 'ny--new-york', latitude: 40.7, longitude: -74 } },
      '/d/ny--new-york/all-events/',
    ],
    [
      'a location slug is trimmed and lowercased',
      { location: { slug: ' NY--New-York ' } },
      '/d/ny--new-york/all-events/',
    ],
    ['no usable location falls back to local (spec 2 /d/local/)', { location: {} }, '/d/local/all-events/'],
    ['an unsafe location slug is ignored', { location: { slug: '../admin' } }, '/d/local/all-events/'],
    [
      'the language subdirectory prefix goes before /d/',
      { location: NYC, localeInfo: { locale: 'es_US', uses_language_subdirectory: true } },
      '/es/d/ny--new-york/all-events/',
    ],
    [
      'no prefix when the locale does not use a subdirectory',
      { location: NYC, localeInfo: { locale: 'de_DE', uses_language_subdirectory: false } },
      '/d/ny--new-york/all-events/',
    ],
    [
      'holiday/halloweenhaunt keeps its slash',
      { location: NYC, category: 'holiday/halloweenhaunt' },
      '/d/ny--new-york/holiday/halloweenhaunt--events/',
    ],
    [
      'a category id (either prefix) is written as its slug',
      { location: NYC, category: 'EventlyCategory/110' },
      '/d/ny--new-york/food-and-drink--events/',
    ],
    [
      'a date slug is accepted like its value',
      { location: NYC, date: 'next-week' },
      '/d/ny--new-york/events--next-week/',
    ],
    [
      'extra destinations sit in the category position',
      { location: NYC, price: 'free', category: 'nightlife', date: 'tomorrow' },
      '/d/ny--new-york/free--nightlife--events--tomorrow/',
    ],
    [
      'a custom date is written YYYY-MM-DD in the date position',
      { location: NYC, date: { value: 'custom_date', date: '2026-12-31' } },
      '/d/ny--new-york/events--2026-12-31/',
    ],
    [
      'everything together',
      {
        location: { latitude: 51.5, longitude: -0.12 },
        price: 'free',
        category: 'food-and-drink',
        format: 'festivals',
        date: 'next_month',
        query: 'Street Food',
        subcategories: [10003],
        localeInfo: { locale: 'fr_CA', uses_language_subdirectory: true },
      },
      '/fr/d/united-states/free--food-and-drink--festivals--next-month/street-food/?bbox=-0.52,51.2,0.28,51.8&subcategories=10003',
    ],
  ])('%s (product routes)', (_rule, input, expected) => {
    expect(buildDiscoveryUrl(input)).toBe(expected);
  });

  it('uses the named default box constants (product limits)', () => {
    expect(DEFAULT_BBOX_LNG_DELTA).toBe(0.4);
    expect(DEFAULT_BBOX_LAT_DELTA).toBe(0.3);
  });

  it('clamps the default box at the poles and the antimeridian', () => {
    expect(buildDiscoveryUrl({ location: { latitude: 89.9, longitude: 179.9 } })).toBe(
      '/d/united-states/all-events/?bbox=179.5,89.6,180,90',
    );
  });

  it.each<[string, DiscoveryUrlInput]>([
    [
      'an invalid bbox (south above north)',
      { location: { slug: 'x', bbox: { sw: { lat: 10, lng: 0 }, ne: { lat: 5, lng: 1 } } } },
    ],
    ['a bbox out of range', { location: { slug: 'x', bbox: { sw: { lat: 0, lng: 0 }, ne: { lat: 95, lng: 1 } } } }],
    ['a bbox with NaN', { location: { slug: 'x', bbox: { sw: { lat: Number.NaN, lng: 0 }, ne: { lat: 5, lng: 1 } } } }],
  ])('ignores %s and falls through to the slug', (_label, input) => {
    expect(buildDiscoveryUrl(input)).toBe('/d/x/all-events/');
  });

  it('leaves out refinements that are not in the taxonomy rather than writing them', () => {
    const input = {
      location: NYC,
      price: 'cheap',
      category: 'Music',
      format: 'concerts',
      date: 'someday',
    } as unknown as DiscoveryUrlInput;
    expect(buildDiscoveryUrl(input)).toBe('/d/ny--new-york/all-events/');
  });

  it('never throws on untrusted input', () => {
    for (const input of [
      undefined,
      null,
      42,
      'x',
      {},
      { location: null },
      { location: 'x' },
      { location: {}, subcategories: 'x' },
    ]) {
      expect(buildDiscoveryUrl(input as never)).toBe('/d/local/all-events/');
    }
  });
});

describe('parseDiscoveryUrl (product routes: "Discovery listing")', () => {
  it('reads every part back', () => {
    expect(
      parsed(
        'https://www.example.com/es/d/united-states/paid--music--conferences--this-weekend/rock-and-roll/?bbox=-74.25,40.5,-73.7,40.9&subcategories=3017,3002&utm_source=x',
      ),
    ).toEqual({
      language: 'es',
      location: {
        slug: 'united-states',
        isOnline: false,
        bbox: { sw: { lng: -74.25, lat: 40.5 }, ne: { lng: -73.7, lat: 40.9 } },
      },
      price: 'paid',
      category: 'music',
      format: 'conferences',
      date: { value: 'this_weekend' },
      query: 'rock-and-roll',
      subcategories: [3017, 3002],
    });
  });

  it.each([
    ['/d/online/all-events/', { location: { slug: 'online', isOnline: true }, subcategories: [] }],
    ['/d/local/events/', { location: { slug: 'local', isOnline: false }, subcategories: [] }],
    [
      '/d/ny--new-york/events/caf%C3%A9/',
      { location: { slug: 'ny--new-york', isOnline: false }, query: 'café', subcategories: [] },
    ],
    [
      '/d/ny--new-york/events--2026-12-31',
      {
        location: { slug: 'ny--new-york', isOnline: false },
        date: { value: 'custom_date', date: '2026-12-31' },
        subcategories: [],
      },
    ],
    [
      '/d/x/holiday/halloweenhaunt--events/',
      { location: { slug: 'x', isOnline: false }, category: 'holiday/halloweenhaunt', subcategories: [] },
    ],
    ['/d/x/holiday--events/', { location: { slug: 'x', isOnline: false }, category: 'holiday', subcategories: [] }],
    [
      '/es/d/x/free--holiday/halloweenhaunt--events--today/',
      {
        language: 'es',
        location: { slug: 'x', isOnline: false },
        price: 'free',
        category: 'holiday/halloweenhaunt',
        date: { value: 'today' },
        subcategories: [],
      },
    ],
    [
      '/d/x/holiday--events/halloweenhaunt/',
      { location: { slug: 'x', isOnline: false }, category: 'holiday', query: 'halloweenhaunt', subcategories: [] },
    ],
    [
      '/d/x/events/?subcategories=EventlySubCategory%2F3017',
      { location: { slug: 'x', isOnline: false }, subcategories: [3017] },
    ],
  ])('reads %s (product routes)', (url, expected) => {
    expect(parsed(url)).toEqual(expected);
  });

  it.each([
    ['/foo/', /must start with \/d\//],
    ['/toolong/d/x/events/', /must start with \/d\//],
    ['/d/', /missing the location/],
    ['/d/x/', /missing the refinements/],
    ['/d/x//events/', /empty path segment/],
    ['/d/x/concerts/', /expected a format slug or "events".*"concerts"/],
    ['/d/x/music/', /expected a format slug or "events"/],
    ['/d/x/music--free--events/', /expected a format slug/],
    ['/d/x/events--someday/', /unknown date refinement "someday"/],
    ['/d/x/events--2026-02-30/', /unknown date refinement "2026-02-30"/],
    ['/d/x/events--today--free/', /unexpected refinement "free"; order is price--category--format--date/],
    ['/d/x/events/q/more/', /unexpected path segment "more" after the query/],
    ['/d/%E0%A4%A/events/', /malformed percent-encoding in path segment "%E0%A4%A"/],
    ['/d/x/events/%/', /malformed percent-encoding/],
    ['/d/a%2Fb/events/', /invalid location slug "a\/b"/],
    ['/d/x/events/?bbox=1,2,3', /bbox must be four numbers/],
    ['/d/x/events/?bbox=a,b,c,d', /bbox must be four numbers/],
    ['/d/x/events/?bbox=0,10,1,5', /south <= north/],
    ['/d/x/events/?bbox=0,0,181,1', /out of range/],
    ['/d/x/events/?bbox=0,0,1,1&bbox=0,0,1,1', /bbox appears more than once/],
    ['/d/x/events/?subcategories=3017,99999', /unknown subcategory id "99999"/],
    ['', /URL is empty/],
    ['http://[bad', /not a URL/],
  ])('rejects %s with a clear reason (product routes)', (url, expected) => {
    expect(reason(url)).toMatch(expected);
  });

  it(`rejects URLs longer than ${MAX_DISCOVERY_URL_LENGTH} characters without reading them`, () => {
    expect(reason(`/d/x/events/${'a'.repeat(MAX_DISCOVERY_URL_LENGTH)}/`)).toMatch(/longer than 8192 characters/);
  });

  it('rejects values that are not strings', () => {
    for (const value of [undefined, null, 42, {}, ['/d/x/events/']]) expect(reason(value)).toMatch(/as a string/);
  });
});

// Arbitraries for valid inputs: every value the builder accepts.
const coordinate = (limit: number) => fc.double({ min: -limit, max: limit, noNaN: true, noDefaultInfinity: true });
const bboxArb = fc
  .tuple(coordinate(180), coordinate(90), coordinate(180), coordinate(90))
  .map(([lng1, lat1, lng2, lat2]) => ({
    sw: { lng: lng1, lat: Math.min(lat1, lat2) },
    ne: { lng: lng2, lat: Math.max(lat1, lat2) },
  }));
const slugArb = fc.stringMatching(/^[a-z0-9]{1,8}(--?[a-z0-9]{1,8}){0,3}$/);
const locationArb = fc.oneof(
  fc.record({ isOnline: fc.constant(true) }),
  fc.record({ slug: slugArb }),
  fc.record({ slug: slugArb, placeType: fc.constantFrom('country', 'Country', 'locality', 'region') }),
  fc.record({ bbox: bboxArb }),
  fc.record({ latitude: coordinate(90), longitude: coordinate(180) }),
  fc.constant({}),
);
const dayArb = fc
  .date({ min: new Date(Date.UTC(1000, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const inputArb: fc.Arbitrary<DiscoveryUrlInput> = fc.record(
  {
    location: locationArb,
    price: fc.constantFrom('free' as const, 'paid' as const),
    category: fc.constantFrom(...REFINEMENT_CATEGORY_SLUGS),
    format: fc.constantFrom(...FORMATS.map((f) => f.pluralSlug)),
    date: fc.oneof(
      fc.constantFrom(...DATE_PRESETS.map((p) => p.value)),
      dayArb.map((date) => ({ value: 'custom_date' as const, date })),
    ),
    query: fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), fc.string({ maxLength: 30 })),
    subcategories: fc.array(fc.constantFrom(...SUBCATEGORIES.map((s) => s.numericId)), { maxLength: 4 }),
    localeInfo: fc.constantFrom(...LOCALES),
  },
  { requiredKeys: ['location'] },
);

describe('discovery URL properties (product routes)', () => {
  it('build -> parse -> build gives the same URL', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const url = buildDiscoveryUrl(input);
        const result = parseDiscoveryUrl(url);
        if (!result.ok) throw new Error(`${url} did not parse: ${result.reason}`);
        expect(buildDiscoveryUrl(result.value)).toBe(url);
      }),
      { numRuns: 10_000 },
    );
  });

  it('the parser reads the builder URL as an absolute URL too', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const url = buildDiscoveryUrl(input);
        const absolute = parseDiscoveryUrl(`https://www.example.com${url}`);
        expect(absolute).toEqual(parseDiscoveryUrl(url));
      }),
      { numRuns: 1_000 },
    );
  });

  it('the parser never throws on arbitrary strings', () => {
    const pieces = fc.constantFrom(
      '/',
      'd',
      '--',
      'events',
      'all-events',
      '%',
      '%E0',
      '%2F',
      '?',
      '&',
      'bbox=',
      'subcategories=',
      ',',
      '#',
      'holiday',
      'halloweenhaunt',
      'es',
      '..',
      'free',
      'music',
      '2026-02-30',
      '\uD800',
    );
    const arbitrary = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.array(pieces, { maxLength: 20 }).map((parts) => parts.join('')),
      fc.array(pieces, { maxLength: 12 }).map((parts) => `/d/${parts.join('/')}`),
    );
    fc.assert(
      fc.property(arbitrary, (text) => {
        const result = parseDiscoveryUrl(text);
        expect(typeof result.ok).toBe('boolean');
        if (!result.ok) expect(result.reason.length).toBeGreaterThan(0);
      }),
      { numRuns: 10_000 },
    );
  });
});
