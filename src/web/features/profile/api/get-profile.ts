import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export const getProfile = async () => (await unwrap(api.profile.$get())).profile;
export type Profile = Awaited<ReturnType<typeof getProfile>>;

export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: getProfile,
  staleTime: 5 * 60_000,
  gcTime: 10 * 60_000,
});

export const useProfile = () => useQuery(profileQueryOptions);
