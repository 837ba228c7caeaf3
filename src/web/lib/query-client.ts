import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/**
 * One client for the whole app. It lives in this module, not in the root component, so that
 * the landing page can load without the data layer and the pages that need it share one cache.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refusal will not change by asking again; a dropped connection might.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
      // Ask even when the phone says it is offline: the service worker may answer from its cache.
      networkMode: 'offlineFirst',
    },
  },
});
