import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, api, authRequest, unwrap } from './api';
import { clearApiCache } from './pwa-caches';
import { queryClient } from './query-client';

/** The signed-in mother (profile, active baby, admin flag), or null when nobody is signed in. */
export async function getMe() {
  try {
    return await unwrap(api.me.$get());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export type Me = NonNullable<Awaited<ReturnType<typeof getMe>>>;

export const meQueryOptions = queryOptions({
  queryKey: ['session', 'me'],
  queryFn: getMe,
  staleTime: 5 * 60_000,
  gcTime: 10 * 60_000,
});

export const useMe = () => useQuery(meQueryOptions);

/**
 * A mother is signed in on this phone: what another left in the service worker's cache goes first,
 * then her own session is read.
 */
export async function startSession() {
  await clearApiCache();
  await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
}

/** She left (signed out or deleted her account): every cached answer of hers goes, then the landing page. */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    void clearApiCache();
    queryClient.clear();
    queryClient.setQueryData(meQueryOptions.queryKey, null);
    navigate('/', { replace: true });
  };
}

export function useSignOut() {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: () => authRequest('/sign-out', {}),
    onSettled: endSession,
  });
}
