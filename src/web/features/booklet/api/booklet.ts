import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { babiesQueryOptions } from '@/shared/babies/babies';
import { vaccineKeys } from '@/shared/vaccines/vaccine-keys';

export const bookletVaccinesQueryOptions = (babyId: string) =>
  queryOptions({
    queryKey: vaccineKeys.records(babyId),
    queryFn: async () => (await unwrap(api.vaccines.card.$get({ query: { babyId } }))).records,
  });

export const useBookletVaccines = (babyId: string) => useQuery(bookletVaccinesQueryOptions(babyId));

export type BookletList = 'allergies' | 'health-conditions';

export function useBookletListEntry(babyId: string, list: BookletList) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: babiesQueryOptions.queryKey });
  const route = list === 'allergies' ? api.babies[':id'].allergies : api.babies[':id']['health-conditions'];
  return {
    add: useMutation({
      mutationFn: (value: string) => unwrap(route.$post({ param: { id: babyId }, json: { value } })),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (value: string) => unwrap(route.$delete({ param: { id: babyId }, json: { value } })),
      onSuccess,
    }),
  };
}
