import type { AdminCreateUser } from '@domain/admin/admin.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { adminKeys, useRefreshAdmin } from './admin-keys';

export const adminPlansQueryOptions = queryOptions({
  queryKey: adminKeys.plans,
  queryFn: async () => (await unwrap(api.admin.plans.$get())).plans,
  staleTime: 5 * 60_000,
});
export const useAdminPlans = () => useQuery(adminPlansQueryOptions);

export const adminUsersQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.users(search, page),
    queryFn: () => unwrap(api.admin.users.$get({ query: { search, page: String(page) } })),
    placeholderData: keepPreviousData,
  });
export const useAdminUsers = (search: string, page: number) => useQuery(adminUsersQueryOptions(search, page));

export type AdminUser = Awaited<
  ReturnType<NonNullable<ReturnType<typeof adminUsersQueryOptions>['queryFn']>>
>['users'][number];
export type AdminPlan = Awaited<ReturnType<NonNullable<typeof adminPlansQueryOptions.queryFn>>>[number];

export function useCreateUser() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (input: AdminCreateUser) => unwrap(api.admin.users.$post({ json: input })),
    onSuccess: refresh,
  });
}

export function useUpdatePlan() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ userId, planId }: { userId: string; planId: string | null }) =>
      unwrap(api.admin.users[':id'].plan.$put({ param: { id: userId }, json: { planId } })),
    onSuccess: refresh,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ userId, newPassword }: { userId: string; newPassword: string }) =>
      unwrap(api.admin.users[':id'].password.$post({ param: { id: userId }, json: { newPassword } })),
  });
}

export function useDeleteUser() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (userId: string) => unwrap(api.admin.users[':id'].$delete({ param: { id: userId } })),
    onSuccess: refresh,
  });
}
