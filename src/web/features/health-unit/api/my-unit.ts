import type { CONSENT_TEXT_VERSION } from '@domain/health-units/health-unit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** "Minha unidade de saúde": her babies with their unit, the consent text, the unit's accesses. */
export const myUnitQueryOptions = queryOptions({
  queryKey: ['health-unit', 'mine'],
  queryFn: () => unwrap(api['my-unit'].$get()),
});
export type MyUnit = Awaited<ReturnType<NonNullable<typeof myUnitQueryOptions.queryFn>>>;
export type MyUnitBaby = MyUnit['babies'][number];

export const useMyUnit = () => useQuery(myUnitQueryOptions);

/** The unit a code names, and what it would see: shown before she consents. */
export const useUnitByCode = () =>
  useMutation({ mutationFn: (code: string) => unwrap(api['my-unit'].units[':code'].$get({ param: { code } })) });

export function useGiveConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: { babyId: string; code: string; textVersion: typeof CONSENT_TEXT_VERSION }) =>
      unwrap(api['my-unit'].consents.$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myUnitQueryOptions.queryKey }),
  });
}

export function useRevokeConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api['my-unit'].consents[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myUnitQueryOptions.queryKey }),
  });
}
