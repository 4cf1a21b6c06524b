import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyFilterChange,
  getDiscoveryArea,
  getDiscoveryTitle,
  getEventSearchParams,
  getFilterChangeUrl,
  getPageUrl,
  guessPlaceName,
  readDiscoveryRoute,
  type FilterChange,
} from '../../../host-demo/qa/discovery/discovery-route';
import { buildDiscoveryUrl, parseDiscoveryUrl, type ParsedDiscoveryUrl } from '../../../src/routes/discovery-url';
import {
  DATE_PRESETS,
  FORMATS,
  REFINEMENT_CATEGORY_SLUGS,
  getSubCategoriesOfCategory,
  isCategorySlug,
  type DateSelection,
} from '../../../src/taxonomy';

function parsed(path: string): ParsedDiscoveryUrl {
  const result = parseDiscoveryUrl(path);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

describe('readDiscoveryRoute (product routes: discovery listing)', () => {
  it('reads the builder URL of "jazz in New York" and defaults to page 1', () => {
    const read = readDiscoveryRoute('/d/ny--new-york/events/jazz/', '');
    expect(read).toEqual({ ok: true, value: { parsed: parsed('/d/ny--new-york/events/jazz/'), page: 1 } });
  });

  it('reads the page parameter and ignores the QA panel keys', () => {
    const read = readDiscoveryRoute(
      '/es/d/ny--new-york/free--music--classes--today/',
      '?persona=attendee&page=3&stage=dev',
    );
    expect(read.ok && read.value.page).toBe(3);
    expect(read.ok && read.value.parsed.language).toBe('es');
  });

  it.each([['0'], ['-1'], ['2.5'], ['abc'], ['100001'], ['']])(
    'rejects page=%j with a reason naming the value',
    (page) => {
      const read = readDiscoveryRoute('/d/online/all-events/', `?page=${page}`);
      expect(read.ok).toBe(false);
      expect(!read.ok && read.reason).toContain(`page "${page}"`);
    },
  );

  it('rejects a repeated page parameter rather than picking one', () => {
    const read = readDiscoveryRoute('/d/online/all-events/', '?page=1&page=2');
    expect(!read.ok && read.reason).toMatch(/given 2 times/);
  });

  it('makes no suggestion for a mistyped refinement (music--someday is not a query)', () => {
    const read = readDiscoveryRoute('/d/online/music--someday/', '');
    expect(read.ok).toBe(false);
    expect(!read.ok && read.suggestion).toBeUndefined();
  });

  it("passes the parser's reason through for an unreadable address", () => {
    const read = readDiscoveryRoute('/d/online/events--someday/', '');
    expect(read).toEqual({
      ok: false,
      reason: 'unknown date refinement "someday" (expected a date slug or YYYY-MM-DD)',
    });
  });

  it('suggests the builder URL when the query stands where the refinements belong (/d/ny--new-york/jazz/)', () => {
    const read = readDiscoveryRoute('/d/ny--new-york/jazz/', '');
    expect(read.ok).toBe(false);
    expect(!read.ok && read.suggestion).toBe(buildDiscoveryUrl({ location: { slug: 'ny--new-york' }, query: 'jazz' }));
    expect(!read.ok && read.suggestion).toBe('/d/ny--new-york/events/jazz/');
  });
});

describe('control changes navigate to exactly the buildDiscoveryUrl address', () => {
  const base = parsed(
    '/d/ny--new-york/paid--music--classes--this-week/rock/?subcategories=3002&bbox=-74.25,40.5,-73.7,40.9',
  );

  it.each<[string, FilterChange, string]>([
    [
      'category',
      { control: 'category', value: 'food-and-drink' },
      '/d/united-states/paid--food-and-drink--classes--this-week/rock/?bbox=-74.25,40.5,-73.7,40.9',
    ],
    [
      'category cleared',
      { control: 'category', value: undefined },
      '/d/united-states/paid--classes--this-week/rock/?bbox=-74.25,40.5,-73.7,40.9',
    ],
    [
      'subcategory',
      { control: 'subcategory', value: 3017 },
      '/d/united-states/paid--music--classes--this-week/rock/?bbox=-74.25,40.5,-73.7,40.9&subcategories=3017',
    ],
    [
      'format',
      { control: 'format', value: 'festivals' },
      '/d/united-states/paid--music--festivals--this-week/rock/?bbox=-74.25,40.5,-73.7,40.9&subcategories=3002',
    ],
    [
      'format cleared',
      { control: 'format', value: undefined },
      '/d/united-states/paid--music--events--this-week/rock/?bbox=-74.25,40.5,-73.7,40.9&subcategories=3002',
    ],
    [
      'date',
      { control: 'date', value: { value: 'next_month' } },
      '/d/united-states/paid--music--classes--next-month/rock/?bbox=-74.25,40.5,-73.7,40.9&subcategories=3002',
    ],
    [
      'price',
      { control: 'price', value: 'free' },
      '/d/united-states/free--music--classes--this-week/rock/?bbox=-74.25,40.5,-73.7,40.9&subcategories=3002',
    ],
    [
      'query',
      { control: 'query', value: ' Rock & Roll ' },
      '/d/united-states/paid--music--classes--this-week/rock-and-roll/?bbox=-74.25,40.5,-73.7,40.9&subcategories=3002',
    ],
  ])('%s', (_name, change, expected) => {
    const url = getFilterChangeUrl(base, change);
    expect(url).toBe(buildDiscoveryUrl(applyFilterChange(base, change)));
    expect(url).toBe(expected);
  });

  it('keeps the language subdirectory of the address (/es/d/...) on every change', () => {
    const spanish = parsed('/es/d/ny--new-york/all-events/');
    expect(getFilterChangeUrl(spanish, { control: 'price', value: 'free' })).toBe('/es/d/ny--new-york/free--events/');
    expect(getFilterChangeUrl(spanish, { control: 'query', value: 'jazz' })).toBe('/es/d/ny--new-york/events/jazz/');
  });

  it('a new category drops the subcategory of the old one; the same category keeps it', () => {
    expect(applyFilterChange(base, { control: 'category', value: 'arts' }).subcategories).toEqual([]);
    expect(applyFilterChange(base, { control: 'category', value: 'music' }).subcategories).toEqual([3002]);
  });

  it('never touches the parsed value it is given (the page re-renders from it)', () => {
    const copy = structuredClone(base);
    applyFilterChange(base, { control: 'subcategory', value: 3017 });
    expect(base).toEqual(copy);
  });

  const dateArb: fc.Arbitrary<DateSelection | undefined> = fc.oneof(
    fc.constant(undefined),
    fc.constantFrom(...DATE_PRESETS.map((p): DateSelection => ({ value: p.value }))),
  );
  const changeArb: fc.Arbitrary<FilterChange> = fc.oneof(
    fc
      .option(fc.constantFrom(...REFINEMENT_CATEGORY_SLUGS), { nil: undefined })
      .map((value): FilterChange => ({ control: 'category', value })),
    fc
      .option(fc.constantFrom(...FORMATS.map((f) => f.pluralSlug)), { nil: undefined })
      .map((value): FilterChange => ({ control: 'format', value })),
    dateArb.map((value): FilterChange => ({ control: 'date', value })),
    fc
      .option(fc.constantFrom('free' as const, 'paid' as const), { nil: undefined })
      .map((value): FilterChange => ({ control: 'price', value })),
    fc.string({ maxLength: 30 }).map((value): FilterChange => ({ control: 'query', value })),
  );
  const startArb = fc.record({
    slug: fc.constantFrom('ny--new-york', 'online', 'local', 'united-kingdom--london'),
    category: fc.option(fc.constantFrom(...REFINEMENT_CATEGORY_SLUGS), { nil: undefined }),
    date: dateArb,
    query: fc.option(fc.constantFrom('jazz', 'rock and roll', 'café'), { nil: undefined }),
  });

  it('every change gives a URL the parser reads back to the changed value (property, 500 runs)', () => {
    fc.assert(
      fc.property(startArb, changeArb, (start, change) => {
        const startUrl = buildDiscoveryUrl({
          location: { slug: start.slug, isOnline: start.slug === 'online' },
          category: start.category,
          date: start.date,
          query: start.query,
        });
        const from = parsed(startUrl);
        const url = getFilterChangeUrl(from, change);
        const back = parseDiscoveryUrl(url);
        expect(back.ok).toBe(true);
        if (!back.ok) return;
        expect(buildDiscoveryUrl(back.value)).toBe(url);
        if (change.control === 'category') expect(back.value.category).toBe(change.value);
        if (change.control === 'format') expect(back.value.format).toBe(change.value);
        if (change.control === 'price') expect(back.value.price).toBe(change.value);
        if (change.control === 'date') expect(back.value.date).toEqual(change.value);
        expect(back.value.location.slug).toBe(from.location.slug);
      }),
      { numRuns: 500 },
    );
  });
});

describe('getPageUrl', () => {
  it('page 1 is the bare builder URL; other pages add page= after the builder query', () => {
    const value = parsed('/d/ny--new-york/all-events/?subcategories=3017');
    expect(getPageUrl(value, 1)).toBe('/d/ny--new-york/all-events/?subcategories=3017');
    expect(getPageUrl(value, 2)).toBe('/d/ny--new-york/all-events/?subcategories=3017&page=2');
    expect(getPageUrl(parsed('/d/online/events/jazz/'), 4)).toBe('/d/online/events/jazz/?page=4');
  });
});

describe('event search parameters', () => {
  it('jazz in New York: place id, query words, page and page size', () => {
    const read = readDiscoveryRoute('/d/ny--new-york/events/jazz/', '?page=2');
    if (!read.ok) throw new Error(read.reason);
    expect(getEventSearchParams(read.value, { placeId: '5128581' }, 12)).toEqual({
      place_id: '5128581',
      q: 'jazz',
      page: '2',
      page_size: '12',
    });
  });

  it('maps every refinement to its API argument; slugs become words', () => {
    const read = readDiscoveryRoute(
      '/d/online/free--music--classes--2026-12-31/rock-and-roll/',
      '?subcategories=3017,3002',
    );
    if (!read.ok) throw new Error(read.reason);
    expect(getEventSearchParams(read.value)).toEqual({
      online: 'true',
      q: 'rock and roll',
      category: 'music',
      subcategories: '3017,3002',
      format: 'classes',
      price: 'free',
      date: '2026-12-31',
      page: '1',
      page_size: '12',
    });
  });

  it('a box searches the box; local asks the server for the visitor place', () => {
    expect(getDiscoveryArea(parsed('/d/united-states/all-events/?bbox=-74.25,40.5,-73.7,40.9'))).toEqual({
      kind: 'bbox',
      bbox: '-74.25,40.5,-73.7,40.9',
    });
    expect(getDiscoveryArea(parsed('/d/local/all-events/'))).toEqual({ kind: 'request' });
    expect(getDiscoveryArea(parsed('/d/ny--new-york/all-events/'))).toEqual({ kind: 'slug', slug: 'ny--new-york' });
  });
});

describe('listing titles', () => {
  it.each([
    ['/d/ny--new-york/events/jazz/', 'New York', 'Jazz events in New York'],
    ['/d/ny--new-york/free--music--classes--today/', 'New York', 'Free Music classes in New York today'],
    ['/d/online/all-events/', undefined, 'Online events'],
    ['/d/local/all-events/', undefined, 'Events near you'],
    ['/d/ny--new-york/events--2026-12-31/', undefined, 'Events in New York on 2026-12-31'],
    [
      '/d/ny--new-york/music--events/?subcategories=3017',
      'New York',
      'Jazz events in New York'.replace(
        'Jazz',
        getSubCategoriesOfCategory('music').find((s) => s.numericId === 3017)!.title,
      ),
    ],
  ])('%s', (path, placeName, title) => {
    expect(getDiscoveryTitle(parsed(path), placeName)).toBe(title);
  });

  it('guesses a readable place name from the slug while the real one loads', () => {
    expect(guessPlaceName('ny--new-york')).toBe('New York');
    expect(guessPlaceName('united-kingdom--london')).toBe('London');
  });

  it('every category slug has a title that is not the raw slug (except none)', () => {
    for (const slug of REFINEMENT_CATEGORY_SLUGS) {
      const title = getDiscoveryTitle(parsed(buildDiscoveryUrl({ location: { isOnline: true }, category: slug })));
      if (isCategorySlug(slug)) expect(title).not.toContain(slug);
    }
  });
});
