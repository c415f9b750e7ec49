import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { httpBatchLink } from '@trpc/client';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { AppRouter } from '@sous/api';
import { ErrorScreen } from './components/ErrorScreen';
import { FullPageSpinner } from './components/Spinner';
import { NotFound } from './components/NotFound';
import { getToken, isUnauthorized, setToken } from './lib/session';
import { trpc } from './lib/trpc';
import { routeTree } from './routeTree.gen';

/** Creates the query client, the tRPC client and the router once; they travel in router context. */
export function createAppRouter() {
  // A 401 from any call: the stored token is no longer good and nobody is signed in.
  const onError = (error: unknown) => {
    if (!isUnauthorized(error)) return;
    setToken(null);
    utils.auth.me.setData(undefined, null);
  };

  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isUnauthorized(error) && failureCount < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });

  const trpcClient = trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        headers() {
          const token = getToken();
          return token ? { authorization: `Bearer ${token}` } : {};
        },
        fetch(url, options) {
          return fetch(url, { ...options, credentials: 'same-origin' });
        },
      }),
    ],
  });

  const utils = createTRPCQueryUtils<AppRouter>({ queryClient, client: trpcClient });

  const router = createRouter({
    routeTree,
    context: { queryClient, utils },
    defaultPreload: 'intent',
    // TanStack Query owns freshness; the router's own preload cache would only hide it.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFound,
    defaultPendingComponent: FullPageSpinner,
    scrollRestoration: true,
  });

  return { router, queryClient, trpcClient, utils };
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>['router'];
export type RouterContext = { queryClient: QueryClient; utils: ReturnType<typeof createTRPCQueryUtils<AppRouter>> };

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouterInstance;
  }
}
