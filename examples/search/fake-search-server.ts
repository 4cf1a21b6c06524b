/**
 * A fake of the search calls (/api/v3/destination/search/autocomplete/ and /api/v3/trending/) as an
 * axios adapter, shared by the search tests and stories: nothing reaches the network. Answers in
 * the shapes of the product entities (a `query` list of strings; `trending.trending_searches[].term`).
 */
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createFakeAdapter, FAKE_FAILURE, fakeCanceled, fakeNotFound, type FakeReply } from '../fake-api-adapter';

export const DEFAULT_SUGGESTIONS = [
  'jazz',
  'jazz festival',
  'jazz brunch',
  'jazz nights',
  'live jazz',
  'yoga',
  'yoga in the park',
  'food festival',
  'free concerts',
  'comedy',
];

export const DEFAULT_TRENDING = ['halloween', 'jazz festival', 'comedy', 'yoga', 'food trucks', 'book fair'];

export interface FakeSearchServerOptions {
  /** Phrases the autocomplete draws from (those containing the text are answered). */
  suggestions?: readonly string[];
  /** Answer these suggestions for every text (e.g. hostile text). */
  fixedSuggestions?: readonly string[];
  trending?: readonly string[];
  fail?: Partial<Record<'suggestions' | 'trending', boolean>>;
  /** The calls never answer (loading states). */
  hang?: Partial<Record<'suggestions' | 'trending', boolean>>;
  /** Delay of an autocomplete answer in ms, per text (a late answer for older text). */
  delayMs?: number | ((text: string) => number);
}

export interface FakeSearchServer {
  adapter: AxiosAdapter;
  requests: InternalAxiosRequestConfig[];
  /** Autocomplete requests, in order. */
  autocompleteRequests(): InternalAxiosRequestConfig[];
  trendingRequests(): InternalAxiosRequestConfig[];
  /** Requests whose signal was aborted before they answered. */
  aborted: InternalAxiosRequestConfig[];
}

function answer(config: InternalAxiosRequestConfig, options: FakeSearchServerOptions): FakeReply {
  const url = config.url ?? '';
  const params = (config.params ?? {}) as Record<string, unknown>;
  if (url.includes('autocomplete')) {
    if (options.fail?.suggestions) return FAKE_FAILURE;
    if (options.fixedSuggestions) return { status: 200, data: { query: [...options.fixedSuggestions] } };
    const text = String(params.q ?? '')
      .trim()
      .toLowerCase();
    const pool = options.suggestions ?? DEFAULT_SUGGESTIONS;
    return { status: 200, data: { query: pool.filter((phrase) => phrase.includes(text)) } };
  }
  if (url.includes('trending')) {
    if (options.fail?.trending) return FAKE_FAILURE;
    const terms = options.trending ?? DEFAULT_TRENDING;
    return {
      status: 200,
      data: { trending: { active_timeframe: 'week', trending_searches: terms.map((term) => ({ term })) } },
    };
  }
  return fakeNotFound(url);
}

export function createFakeSearchServer(options: FakeSearchServerOptions = {}): FakeSearchServer {
  const aborted: InternalAxiosRequestConfig[] = [];
  const { adapter, requests } = createFakeAdapter(async (config) => {
    const url = config.url ?? '';
    const kind = url.includes('autocomplete') ? 'suggestions' : 'trending';
    const signal = config.signal as AbortSignal | undefined;
    const delay =
      kind === 'suggestions' && options.delayMs !== undefined
        ? typeof options.delayMs === 'function'
          ? options.delayMs(String((config.params as Record<string, unknown>)?.q ?? ''))
          : options.delayMs
        : 0;
    await new Promise<void>((resolve, reject) => {
      if (options.hang?.[kind]) {
        signal?.addEventListener?.('abort', () => {
          aborted.push(config);
          reject(fakeCanceled(config));
        });
        return;
      }
      const id = setTimeout(resolve, delay);
      signal?.addEventListener?.('abort', () => {
        clearTimeout(id);
        aborted.push(config);
        reject(fakeCanceled(config));
      });
    });
    return answer(config, options);
  });
  return {
    adapter,
    requests,
    aborted,
    autocompleteRequests: () => requests.filter((r) => (r.url ?? '').includes('autocomplete')),
    trendingRequests: () => requests.filter((r) => (r.url ?? '').includes('trending')),
  };
}
