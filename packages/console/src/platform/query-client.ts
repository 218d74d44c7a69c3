import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isSdkError } from '@site/sdk';

export const queryClient: QueryClient = new QueryClient({
  // A write can change what any screen shows (a worker added moves the home dashboard's 在册工人): after one, every
  // read is marked out of date without being fetched. The screen that wrote refetches what it names itself; a page
  // in the tab cache refetches its marked reads when it is shown again (refreshMarked, called by AppRoutes).
  mutationCache: new MutationCache({
    onSuccess: () => queryClient.invalidateQueries({ refetchType: 'none' }),
  }),
  defaultOptions: {
    queries: {
      // The SDK already shows the server's message; retry only what may pass on a second try.
      retry: (count, error) => count < 1 && isSdkError(error) && (error.kind === 'network' || error.kind === 'timeout'),
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});

/** Refetch the reads a write marked out of date, of the pages that are mounted (the shown one and the tab cache). */
export const refreshMarked = () =>
  queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.isInvalidated });
