/**
 * The one request cache of the header: TanStack Query with the product limits' rules (QUERY_RETRIES retries, none;
 * no refetch on focus, reconnect or mount; stale time QUERY_STALE_TIME_MS, 300,000 ms). Every
 * type-ahead query (use-type-ahead-query.ts: search suggestions, place suggestions) and the search's
 * trending go through the page's one client, so the same question within 5 minutes sends nothing,
 * whichever field asks it.
 */
import { QueryClient } from '@tanstack/react-query';
import { QUERY_RETRIES, QUERY_STALE_TIME_MS } from '../config/constants';

/** A client with the product limits' rules: the page's (below), or a test's or story's own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: QUERY_RETRIES,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        staleTime: QUERY_STALE_TIME_MS,
      },
    },
  });
}

let pageClient: QueryClient | null = null;
/** One client per page: every SearchBar and LocationPicker (the Header's, the exposed ones) shares what was asked. */
export function getPageQueryClient(): QueryClient {
  pageClient ??= createQueryClient();
  return pageClient;
}
