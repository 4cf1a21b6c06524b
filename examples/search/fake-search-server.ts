/**
 * A fake of the search calls (/api/v3/destination/search/autocomplete/ and /api/v3/trending/) as an
 * axios adapter, shared by the search tests and stories: nothing reaches the network. Answers in
 * the shapes of spec 3 (a `query` list of strings; `trending.trending_searches[].term`).
 */
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

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

const failure = {
  status: 500,
  data: { error: 'INTERNAL_ERROR', error_description: 'Fake failure.', error_detail: {} },
};

function answer(
  config: InternalAxiosRequestConfig,
  options: FakeSearchServerOptions,
): { status: number; data: unknown } {
  const url = config.url ?? '';
  const params = (config.params ?? {}) as Record<string, unknown>;
  if (url.includes('autocomplete')) {
    if (options.fail?.suggestions) return failure;
    if (options.fixedSuggestions) return { status: 200, data: { query: [...options.fixedSuggestions] } };
    const text = String(params.q ?? '')
      .trim()
      .toLowerCase();
    const pool = options.suggestions ?? DEFAULT_SUGGESTIONS;
    return { status: 200, data: { query: pool.filter((phrase) => phrase.includes(text)) } };
  }
  if (url.includes('trending')) {
    if (options.fail?.trending) return failure;
    const terms = options.trending ?? DEFAULT_TRENDING;
    return {
      status: 200,
      data: { trending: { active_timeframe: 'week', trending_searches: terms.map((term) => ({ term })) } },
    };
  }
  return { status: 404, data: { error: 'NOT_FOUND', error_description: `${url} was not found.`, error_detail: {} } };
}

export function createFakeSearchServer(options: FakeSearchServerOptions = {}): FakeSearchServer {
  const requests: InternalAxiosRequestConfig[] = [];
  const aborted: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
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
          reject(new AxiosError('canceled', AxiosError.ERR_CANCELED, config));
        });
        return;
      }
      const id = setTimeout(resolve, delay);
      signal?.addEventListener?.('abort', () => {
        clearTimeout(id);
        aborted.push(config);
        reject(new AxiosError('canceled', AxiosError.ERR_CANCELED, config));
      });
    });
    const { status, data } = answer(config, options);
    const response: AxiosResponse = { status, statusText: String(status), data, headers: {}, config };
    if (!config.validateStatus || config.validateStatus(status)) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      null,
      response,
    );
  };
  return {
    adapter,
    requests,
    aborted,
    autocompleteRequests: () => requests.filter((r) => (r.url ?? '').includes('autocomplete')),
    trendingRequests: () => requests.filter((r) => (r.url ?? '').includes('trending')),
  };
}
