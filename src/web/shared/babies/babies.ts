import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** Her babies, newest birth date first, each with her role in its family: the baby form, the booklet, the guide, the switcher. */
export const babiesQueryOptions = queryOptions({
  queryKey: ['babies'],
  queryFn: async () => (await unwrap(api.babies.$get())).babies,
  staleTime: 5 * 60_000,
  gcTime: 10 * 60_000,
});
export type Baby = Awaited<ReturnType<NonNullable<typeof babiesQueryOptions.queryFn>>>[number];

export const useBabies = () => useQuery(babiesQueryOptions);

/**
 * Makes a baby her active one, on every device. Every screen reads the active baby (the agenda,
 * the vaccines, the booklet, Lu), so every query is refetched; the mutation stays pending until
 * they are, so the choice never shows the old baby's data as the new one's.
 */
export function useSelectBaby() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await unwrap(api.babies[':id'].select.$post({ param: { id } }))).baby,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
