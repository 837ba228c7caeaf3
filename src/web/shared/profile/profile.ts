import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** The mother's profile: read by the profile screens and the chat (its background). */
export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: async () => (await unwrap(api.profile.$get())).profile,
  staleTime: 5 * 60_000,
  gcTime: 10 * 60_000,
});
export type Profile = Awaited<ReturnType<NonNullable<typeof profileQueryOptions.queryFn>>>;

export const useProfile = () => useQuery(profileQueryOptions);
