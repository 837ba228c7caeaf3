import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** Shares its key with the baby form's list, so an edit there shows here at once. */
export const bookletBabiesQueryOptions = queryOptions({
  queryKey: ['babies'],
  queryFn: async () => (await unwrap(api.babies.$get())).babies,
  staleTime: 5 * 60_000,
});
export type BookletBaby = Awaited<ReturnType<NonNullable<typeof bookletBabiesQueryOptions.queryFn>>>[number];

export const useBookletBabies = () => useQuery(bookletBabiesQueryOptions);

export const bookletVaccinesQueryOptions = (babyId: string) =>
  queryOptions({
    queryKey: ['vaccines', 'records', babyId],
    queryFn: async () => (await unwrap(api.vaccines.card.$get({ query: { babyId } }))).records,
  });

export const useBookletVaccines = (babyId: string) => useQuery(bookletVaccinesQueryOptions(babyId));

export type BookletList = 'allergies' | 'health-conditions';

export function useBookletListEntry(babyId: string, list: BookletList) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: bookletBabiesQueryOptions.queryKey });
  const route = list === 'allergies' ? api.babies[':id'].allergies : api.babies[':id']['health-conditions'];
  return {
    add: useMutation({ mutationFn: (value: string) => unwrap(route.$post({ param: { id: babyId }, json: { value } })), onSuccess }),
    remove: useMutation({ mutationFn: (value: string) => unwrap(route.$delete({ param: { id: babyId }, json: { value } })), onSuccess }),
  };
}
