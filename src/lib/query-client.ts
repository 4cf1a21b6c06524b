/**
 * The one request cache of the header: TanStack Query with spec 9's rules (no retries; no refetch on
 * focus, reconnect or mount; stale time QUERY_STALE_TIME_MS, 300,000 ms). Search suggestions and
 * trending (search/search-queries.ts) and place suggestions (location/location-services.ts) go
 * through clients made here, so the same text within 5 minutes sends nothing, whichever field asks.
 */
import { QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '../config/constants';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        staleTime: QUERY_STALE_TIME_MS,
      },
    },
  });
}
