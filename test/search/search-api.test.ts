import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { fetchSearchSuggestions, readSearchSuggestionsBody } from '../../src/api/search-autocomplete';
import { fetchTrendingSearches, readTrendingBody } from '../../src/api/trending';
import { createFakeSearchServer } from '../../examples/search/fake-search-server';

describe('search calls (product API calls) through the one axios client', () => {
  it('autocomplete sends q, completion types, expansions and the place id', async () => {
    const server = createFakeSearchServer();
    const client = createApiClient({ adapter: server.adapter });
    await fetchSearchSuggestions(client, { text: 'jazz', placeId: '5128581', latitude: 1, longitude: 2 });
    const request = server.autocompleteRequests()[0]!;
    expect(request.url).toBe('/destination/search/autocomplete/');
    expect(request.baseURL).toBe('/api/v3');
    expect(request.params).toEqual({
      q: 'jazz',
      completion_types: 'event,query',
      'expand.destination_event': 'primary_venue,image',
      place_id: '5128581',
    });
  });

  it('without a place id sends latitude and longitude', async () => {
    const server = createFakeSearchServer();
    await fetchSearchSuggestions(createApiClient({ adapter: server.adapter }), {
      text: 'x',
      placeId: null,
      latitude: 1,
      longitude: 2,
    });
    expect(server.autocompleteRequests()[0]!.params).toMatchObject({ latitude: 1, longitude: 2 });
  });

  it('trending asks location and timeframe week', async () => {
    const server = createFakeSearchServer();
    const terms = await fetchTrendingSearches(createApiClient({ adapter: server.adapter }), 'ny--new-york');
    expect(server.trendingRequests()[0]!.params).toEqual({ location: 'ny--new-york', timeframe: 'week' });
    expect(terms.length).toBeGreaterThan(0);
  });

  it('reads only strings from untrusted bodies', () => {
    expect(readSearchSuggestionsBody({ query: ['a', 1, null, 'b'] })).toEqual(['a', 'b']);
    expect(readSearchSuggestionsBody('nope')).toEqual([]);
    expect(readTrendingBody({ trending: { trending_searches: [{ term: 'x' }, { term: 2 }, null] } })).toEqual(['x']);
    expect(readTrendingBody({ trending: null })).toEqual([]);
  });
});
