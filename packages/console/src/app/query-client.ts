import { QueryClient } from '@tanstack/react-query';
import { isSdkError } from '@site/sdk';

export const queryClient = new QueryClient({
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
