import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { adminKeys } from './admin-keys';

export const adminStatsQueryOptions = queryOptions({
  queryKey: adminKeys.stats,
  queryFn: () => unwrap(api.admin.stats.$get()),
});
export const useAdminStats = () => useQuery(adminStatsQueryOptions);

export const adminRevenueQueryOptions = queryOptions({
  queryKey: adminKeys.revenue,
  queryFn: () => unwrap(api.admin.revenue.$get()),
});
export const useAdminRevenue = () => useQuery(adminRevenueQueryOptions);

export const adminActivityQueryOptions = queryOptions({
  queryKey: adminKeys.activity,
  queryFn: () => unwrap(api.admin.activity.$get()),
});
export const useAdminActivity = () => useQuery(adminActivityQueryOptions);

export type AdminStats = Awaited<ReturnType<NonNullable<typeof adminStatsQueryOptions.queryFn>>>;
export type InactiveUser = Awaited<
  ReturnType<NonNullable<typeof adminActivityQueryOptions.queryFn>>
>['inactiveUsers'][number];

export const adminServerQueryOptions = queryOptions({
  queryKey: adminKeys.server,
  queryFn: () => unwrap(api.admin.server.$get()),
});
export const useAdminServer = () => useQuery(adminServerQueryOptions);
