import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, api, authRequest, unwrap } from './api';
import { clearApiCache } from './pwa-caches';

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

/** Signs out, forgets every cached answer of this user and goes to the landing page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => authRequest('/sign-out', {}),
    onSettled: () => {
      void clearApiCache();
      queryClient.clear();
      queryClient.setQueryData(meQueryOptions.queryKey, null);
      navigate('/', { replace: true });
    },
  });
}
