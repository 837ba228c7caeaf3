import type { HealthUnitInput } from '@domain/health-units/health-unit';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { adminKeys, useRefreshAdmin } from './admin-keys';

export const adminUnitsQueryOptions = queryOptions({
  queryKey: adminKeys.units,
  queryFn: async () => (await unwrap(api.admin.units.$get())).units,
});
export type AdminUnit = Awaited<ReturnType<NonNullable<typeof adminUnitsQueryOptions.queryFn>>>[number];
export const useAdminUnits = () => useQuery(adminUnitsQueryOptions);

export const useAdminUnitDetail = (id: string | null) =>
  useQuery({
    queryKey: adminKeys.unit(id ?? ''),
    queryFn: () => unwrap(api.admin.units[':id'].$get({ param: { id: id! } })),
    enabled: id !== null,
  });

function useUnitChange<T>(send: (input: T) => Promise<unknown>) {
  const refresh = useRefreshAdmin();
  return useMutation({ mutationFn: send, onSuccess: refresh });
}

export const useCreateUnit = () => useUnitChange((json: HealthUnitInput) => unwrap(api.admin.units.$post({ json })));
export const useInviteUnitStaff = () =>
  useUnitChange(({ id, email }: { id: string; email: string }) =>
    unwrap(api.admin.units[':id'].invitations.$post({ param: { id }, json: { email } })),
  );
export const useRemoveUnitMember = () =>
  useUnitChange(({ id, userId }: { id: string; userId: string }) =>
    unwrap(api.admin.units[':id'].members[':userId'].$delete({ param: { id, userId } })),
  );
export const useCloseUnit = () =>
  useUnitChange((id: string) => unwrap(api.admin.units[':id'].close.$post({ param: { id } })));
