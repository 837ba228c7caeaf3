import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, unwrap } from '@/lib/api';
import { toast } from '@/lib/toast';
import { agendaKeys } from '@/shared/agenda/agenda-keys';
import { listQueuedAgendaEvents, type QueuedAgendaEvent, removeQueuedAgendaEvent } from '@/shared/agenda/offline-queue';

export const queuedAgendaEventsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: agendaKeys.queued(userId),
    queryFn: () => listQueuedAgendaEvents(userId),
    networkMode: 'always',
  });

export const useQueuedAgendaEvents = (userId: string) => useQuery(queuedAgendaEventsQueryOptions(userId));

export const sendAgendaEvent = (event: QueuedAgendaEvent['input'] & { id: string }) =>
  unwrap(api.agenda.events.$post({ json: event }));

export const editAgendaEvent = (id: string, input: QueuedAgendaEvent['input']) =>
  unwrap(api.agenda.events[':id'].$patch({ param: { id }, json: input }));

let flushing: Promise<void> | null = null;

/**
 * Sends what was written offline, oldest first, one at a time. The id was made on the phone, so a
 * send the server got but whose answer was lost lands once when it is sent again. A refused event
 * (the baby was deleted, say) is dropped with a message; no connection stops the round.
 */
export function flushAgendaQueue(userId: string, queryClient: QueryClient): Promise<void> {
  flushing ??= (async () => {
    let sent = 0;
    let settled = 0;
    try {
      for (const queued of await listQueuedAgendaEvents(userId)) {
        try {
          if (queued.op === 'edit') await editAgendaEvent(queued.id, queued.input);
          else await sendAgendaEvent({ ...queued.input, id: queued.id });
          sent += 1;
        } catch (error) {
          if (!(error instanceof ApiError) || error.status === 0 || error.status === 401 || error.status >= 500) break;
          toast.error('Um registro feito sem internet não pôde ser salvo', { description: error.message });
        }
        await removeQueuedAgendaEvent(queued.id);
        settled += 1;
      }
    } finally {
      flushing = null;
      if (settled > 0) await queryClient.invalidateQueries({ queryKey: agendaKeys.all });
      if (sent > 0)
        toast.success(
          sent === 1 ? 'Registro feito sem internet salvo!' : `${sent} registros feitos sem internet salvos!`,
        );
    }
  })();
  return flushing;
}

export function useDeleteQueuedAgendaEvent(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: removeQueuedAgendaEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queuedAgendaEventsQueryOptions(userId).queryKey }),
  });
}
