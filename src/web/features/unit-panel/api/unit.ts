import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** The unit she is staff of (a 404 when she is not, or no longer). */
export const unitPanelKeys = {
  unit: ['unit-panel', 'unit'] as const,
  babies: ['unit-panel', 'babies'] as const,
};

export const staffUnitQueryOptions = queryOptions({
  queryKey: unitPanelKeys.unit,
  queryFn: async () => (await unwrap(api.unit.$get())).unit,
  retry: false,
});
export const useStaffUnit = () => useQuery(staffUnitQueryOptions);

export interface UnitListFilters {
  list: 'atrasadas' | 'a-vencer';
  vaccine?: string;
  minMonths?: string;
  maxMonths?: string;
  minDaysLate?: string;
  page: number;
}

/** The filters as the query string the list and the CSV export both take. */
export function filterQuery(filters: UnitListFilters): Record<string, string> {
  const query: Record<string, string> = { list: filters.list, page: String(filters.page) };
  if (filters.vaccine) query.vaccine = filters.vaccine;
  if (filters.minMonths) query.minMonths = filters.minMonths;
  if (filters.maxMonths) query.maxMonths = filters.maxMonths;
  if (filters.minDaysLate) query.minDaysLate = filters.minDaysLate;
  return query;
}

export const unitListQueryOptions = (filters: UnitListFilters) =>
  queryOptions({
    queryKey: [...unitPanelKeys.babies, filters],
    queryFn: () => unwrap(api.unit.babies.$get({ query: filterQuery(filters) })),
    placeholderData: keepPreviousData,
  });
export type UnitList = Awaited<ReturnType<NonNullable<ReturnType<typeof unitListQueryOptions>['queryFn']>>>;
export type UnitListBaby = UnitList['babies'][number];

export const useUnitList = (filters: UnitListFilters) => useQuery(unitListQueryOptions(filters));

function useUnitAction<T>(send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitPanelKeys.babies }),
  });
}

export const useSendUnitReminder = () =>
  useUnitAction((babyId: string) => unwrap(api.unit.babies[':babyId'].reminder.$post({ param: { babyId } })));

export const useRecordContact = () =>
  useUnitAction(({ babyId, note }: { babyId: string; note: string }) =>
    unwrap(api.unit.babies[':babyId'].contacts.$post({ param: { babyId }, json: { note } })),
  );

export const useRecordUnitVaccine = () =>
  useUnitAction(({ babyId, ...json }: { babyId: string; vaccineName: string; doseNumber: number; appliedOn: string }) =>
    unwrap(api.unit.babies[':babyId'].vaccines.$post({ param: { babyId }, json })),
  );

export const unitInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['unit-panel', 'invitation', token],
    queryFn: async () => (await unwrap(api.unit.invitations[':token'].$get({ param: { token } }))).invitation,
    retry: false,
  });

export function useAcceptUnitInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => unwrap(api.unit.invitations[':token'].accept.$post({ param: { token } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffUnitQueryOptions.queryKey }),
  });
}

/** A baby's record as the unit sees it; each opening is logged for the mother. */
export const useUnitBabyRecord = (babyId: string | null) =>
  useQuery({
    queryKey: ['unit-panel', 'record', babyId],
    queryFn: () => unwrap(api.unit.babies[':babyId'].$get({ param: { babyId: babyId! } })),
    enabled: babyId !== null,
    staleTime: 0,
    gcTime: 0,
  });
