import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api';

/** The mother's babies, newest birth date first: read by the baby form, the booklet and the guide. */
export const babiesQueryOptions = queryOptions({
  queryKey: ['babies'],
  queryFn: async () => (await unwrap(api.babies.$get())).babies,
  staleTime: 5 * 60_000,
  gcTime: 10 * 60_000,
});
export type Baby = Awaited<ReturnType<NonNullable<typeof babiesQueryOptions.queryFn>>>[number];

export const useBabies = () => useQuery(babiesQueryOptions);
