import type { CalendarDate } from '@domain/age';
import { dayBounds } from '@domain/agenda/day-periods';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, unwrap } from '@/lib/api';
import { agendaKeys } from '@/shared/agenda/agenda-keys';
import {
  enqueueAgendaEvent,
  listQueuedAgendaEvents,
  type NewAgendaEvent,
  removeQueuedAgendaEvent,
} from '@/shared/agenda/offline-queue';
import { outboxKeys } from '@/shared/outbox/outbox-keys';
import { sendOrKeep } from '@/shared/outbox/send-or-keep';
import { sendAgendaEvent } from './agenda-queue';

/** The day's bounds are the mother's local midnight to 23:59:59.999, computed here. */
export const agendaDayQueryOptions = (day: CalendarDate) =>
  queryOptions({
    queryKey: agendaKeys.day(day),
    queryFn: async () => {
      const { start, end } = dayBounds(day);
      return unwrap(api.agenda.day.$get({ query: { start: start.toISOString(), end: end.toISOString() } }));
    },
  });

export type AgendaDay = Awaited<ReturnType<NonNullable<ReturnType<typeof agendaDayQueryOptions>['queryFn']>>>;
export type AgendaEvent = AgendaDay['events'][number];

export const useAgendaDay = (day: CalendarDate) => useQuery(agendaDayQueryOptions(day));

/**
 * Saves an event; with no connection it is kept on the phone and sent later (`queued: true`).
 * The id is made here, so the server stores it once however many times it is sent.
 */
export function useAddAgendaEvent(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline is a state this mutation handles, not a reason to pause it.
    networkMode: 'always',
    mutationFn: async (input: NewAgendaEvent): Promise<{ queued: boolean }> => {
      const id = crypto.randomUUID();
      const queue = async () => {
        await enqueueAgendaEvent({ id, userId, input, queuedAt: Date.now() });
        return { queued: true };
      };
      if (!navigator.onLine) return queue();
      try {
        await sendAgendaEvent({ ...input, id });
        return { queued: false };
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) return queue();
        throw error;
      }
    },
    // Not awaited: "Evento adicionado!" shows once the server has it, not a round trip later when
    // the day's list is back.
    onSuccess: ({ queued }, input) =>
      void queryClient.invalidateQueries({
        queryKey: queued ? outboxKeys.entries(userId) : agendaDayQueryOptions(input.date).queryKey,
      }),
  });
}

/**
 * Saves an event's new time and details, applied only if nobody changed it since she saw
 * `version` (If-Match); if someone did, it waits in the outbox beside the other version for her
 * to choose (`conflict`). Offline, an event still waiting on the phone is changed where it waits;
 * one the server has waits as an edit.
 */
export function useEditAgendaEvent(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({
      id,
      input,
      version,
    }: {
      id: string;
      input: NewAgendaEvent;
      version?: number;
    }): Promise<{ queued: boolean; conflict?: true }> => {
      const waiting = (await listQueuedAgendaEvents(userId)).find((q) => q.id === id);
      if (waiting) {
        await enqueueAgendaEvent({ ...waiting, input });
        return { queued: true };
      }
      return sendOrKeep(
        userId,
        {
          kind: 'agenda-edit',
          subjectId: id,
          method: 'PATCH',
          path: `/api/agenda/events/${id}`,
          body: input,
          ifMatch: version,
        },
        queryClient,
      );
    },
    // Not awaited: offline, a refetch of a screen the service worker has no answer for (the sleep
    // card's, before her first visit) waits for the connection, and so would the "salvo" toast.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: agendaKeys.all });
      void queryClient.invalidateQueries({ queryKey: outboxKeys.all });
    },
  });
}

/**
 * Removes an event the server has, if nobody changed it since she saw `version`; offline the
 * removal waits in the outbox (the day hides the event meanwhile). Changes of it still waiting
 * are dropped: they would change what is removed.
 */
export function useDeleteAgendaEvent(userId: string, day: CalendarDate) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ id, version }: { id: string; version?: number }) => {
      for (const waiting of await listQueuedAgendaEvents(userId))
        if (waiting.id === id) await removeQueuedAgendaEvent(waiting);
      return sendOrKeep(
        userId,
        { kind: 'agenda-delete', subjectId: id, method: 'DELETE', path: `/api/agenda/events/${id}`, ifMatch: version },
        queryClient,
      );
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agendaDayQueryOptions(day).queryKey }),
        queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
      ]),
  });
}
