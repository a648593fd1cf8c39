import { QueryClient } from '@tanstack/react-query';

/**
 * Shared so sign-out can drop the previous user's cached data. The api client already reports
 * failures, so retries would only repeat the same toast.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
