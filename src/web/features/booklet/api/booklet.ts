import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { babiesQueryOptions } from '@/shared/babies/babies';
import { sendOrKeep } from '@/shared/outbox/send-or-keep';
import { useOutbox } from '@/shared/outbox/use-outbox';
import { useMe } from '@/shared/session/session';
import { vaccineKeys } from '@/shared/vaccines/vaccine-keys';

export const bookletVaccinesQueryOptions = (babyId: string) =>
  queryOptions({
    queryKey: vaccineKeys.records(babyId),
    queryFn: async () => (await unwrap(api.vaccines.card.$get({ query: { babyId } }))).records,
  });

export const useBookletVaccines = (babyId: string) => useQuery(bookletVaccinesQueryOptions(babyId));

export type BookletList = 'allergies' | 'health-conditions';

/** An allergy or condition added offline and not sent yet, for the list it waits to join. */
export function usePendingBookletEntries(babyId: string, list: BookletList): string[] {
  const outbox = useOutbox(useMe().data?.user.id ?? '');
  return (outbox.data ?? [])
    .filter((entry) => entry.kind === 'booklet-entry' && entry.subjectId === babyId && entry.path.endsWith(`/${list}`))
    .map((entry) => (entry.body as { value: string }).value);
}

/** Adds (offline too: kept in the outbox, `queued: true`) or removes (online) an allergy or condition. */
export function useBookletListEntry(babyId: string, list: BookletList) {
  const queryClient = useQueryClient();
  const userId = useMe().data?.user.id ?? '';
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: babiesQueryOptions.queryKey });
  const route = list === 'allergies' ? api.babies[':id'].allergies : api.babies[':id']['health-conditions'];
  return {
    add: useMutation({
      networkMode: 'always',
      mutationFn: (value: string) =>
        sendOrKeep(
          userId,
          {
            kind: 'booklet-entry',
            subjectId: babyId,
            method: 'POST',
            path: `/api/babies/${babyId}/${list}`,
            body: { value },
          },
          queryClient,
        ),
      onSuccess: ({ queued }) => (queued ? undefined : onSuccess()),
    }),
    remove: useMutation({
      mutationFn: (value: string) => unwrap(route.$delete({ param: { id: babyId }, json: { value } })),
      onSuccess,
    }),
  };
}
