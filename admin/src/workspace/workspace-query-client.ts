import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { consoleEndpoints, pathTo } from '../../../contract/endpoints.ts';
import { getQueryFn, HttpError, urlFromKey } from '../api/http.ts';
import { keys } from '../api/keys.ts';
import { appMeKey } from './workspace-api.ts';

/**
 * The console's query client for a customer's workspace: the same settings, and the one difference
 * that "the clients list" is the customer's own client, so shared screens that pick a client from the
 * list (preview, analytics, chats) work unchanged. A 401 clears the session and shows the login.
 */
export function createWorkspaceQueryClient(ownClientId: () => string | null): QueryClient {
  const plain = getQueryFn<unknown>({ on401: 'throw' });
  const queryFn: QueryFunction<unknown> = async (context) => {
    const id = ownClientId();
    if (urlFromKey(context.queryKey) === pathTo(consoleEndpoints.clients) && id) {
      const own = await plain({ ...context, queryKey: keys.client(id) });
      return { clients: [own] };
    }
    return plain(context);
  };
  const onError = (error: unknown) => {
    if (error instanceof HttpError && error.status === 401) client.setQueryData(appMeKey, null);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn,
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
