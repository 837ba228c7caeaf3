import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export const plansQueryOptions = queryOptions({
  queryKey: ['plans', 'list'],
  queryFn: async () => (await unwrap(api.plans.$get())).plans,
  // Plans change only with a new release.
  staleTime: 30 * 60_000,
});
export type Plan = Awaited<ReturnType<NonNullable<typeof plansQueryOptions.queryFn>>>[number];

export const usePlans = () => useQuery(plansQueryOptions);
