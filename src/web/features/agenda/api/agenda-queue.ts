import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { agendaDeletionsOf, agendaEventsOf, type QueuedAgendaEvent } from '@/shared/agenda/offline-queue';
import { outboxKeys } from '@/shared/outbox/outbox-keys';
import { listOutbox, removeOutboxEntry } from '@/shared/outbox/outbox-store';
import { outboxQueryOptions } from '@/shared/outbox/use-outbox';

/** The agenda's writes waiting in the outbox: events added or changed, and events removed. */
export const queuedAgendaEventsQueryOptions = (userId: string) =>
  queryOptions({
    ...outboxQueryOptions(userId),
    select: (entries) => ({ events: agendaEventsOf(entries), deletions: agendaDeletionsOf(entries) }),
  });

export const useQueuedAgendaEvents = (userId: string) => useQuery(queuedAgendaEventsQueryOptions(userId));

export const sendAgendaEvent = (event: QueuedAgendaEvent['input'] & { id: string }) =>
  unwrap(api.agenda.events.$post({ json: event }));

/** Forgets what waits on the phone for an event: a new one never sent, or changes not sent. */
export function useDeleteQueuedAgendaEvent(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (id: string) => {
      for (const event of agendaEventsOf(await listOutbox(userId)))
        if (event.id === id && event.key) await removeOutboxEntry(event.key);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
