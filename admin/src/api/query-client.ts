import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn, HttpError } from './http.ts';
import { keys } from './keys.ts';

/**
 * Server state is fetched only when asked: no retry, no refetch on focus, no polling, never stale; mutations
 * invalidate what they change. A 401 from any call means the session ended, so the signed-in user is cleared
 * and the layout redirects to the login screen.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof HttpError && error.status === 401) client.setQueryData(keys.me, null);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn<unknown>({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
