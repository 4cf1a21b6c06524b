/**
 * The one type-ahead pipeline (STYLE.md: every request-as-you-type goes through the same pipeline,
 * one query cache, one abort rule). The search's suggestions and the location picker's use it, on
 * the page's one query client (query-client.ts):
 * - the query's key follows the text in the field; it asks only once that text has settled
 *   (`delayMs` without a keystroke, blank text at once, never during an IME composition);
 * - a keystroke moves the query to the new text's key, so the request for the older text loses its
 *   last observer and TanStack Query aborts it through the `signal` its queryFn handed to axios:
 *   an older answer is never shown, whichever arrives last (the latest request wins);
 * - an answer the cache holds for the key (product limits: within QUERY_STALE_TIME_MS) sends nothing;
 * - Enter can ask at once, skipping the debounce: `queryClient.fetchQuery` with the same options
 *   joins the request in flight for the key or answers from the cache.
 */
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useSettledText } from './use-settled-text';

export interface TypeAheadQueryOptions<TData, TKey extends QueryKey> extends Omit<
  UseQueryOptions<TData, Error, TData, TKey>,
  'enabled'
> {
  /** The text in the field: `queryKey` is built from it. */
  text: string;
  /** How long the text must be still before the query asks (blank text: at once). */
  delayMs: number;
  /** An IME composition is under way: the text does not settle. */
  composing?: boolean;
  /** False: nothing is asked, whatever the text (blank text, no place). Default true. */
  enabled?: boolean;
}

export interface TypeAheadQuery<TData> {
  /** The query for the text's key (its cached answer, if any, even before the text settles). */
  query: UseQueryResult<TData>;
  /** The text has settled: the query asks (or has answered) for exactly the text in the field. */
  settled: boolean;
}

export function useTypeAheadQuery<TData, TKey extends QueryKey>({
  text,
  delayMs,
  composing = false,
  enabled = true,
  ...options
}: TypeAheadQueryOptions<TData, TKey>): TypeAheadQuery<TData> {
  const settled = useSettledText(text, delayMs, text, composing) === text;
  const query = useQuery({ ...options, enabled: enabled && settled });
  return { query, settled };
}
