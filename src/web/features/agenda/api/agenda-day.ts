import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dayBounds } from '@domain/agenda/day-periods';
import type { CalendarDate } from '@domain/age';
import { api, unwrap } from '@/lib/api';

/** The day's bounds are the mother's local midnight to 23:59:59.999, computed here. */
export const agendaDayQueryOptions = (day: CalendarDate) =>
  queryOptions({
    queryKey: ['agenda', 'day', day],
    queryFn: async () => {
      const { start, end } = dayBounds(day);
      return unwrap(api.agenda.day.$get({ query: { start: start.toISOString(), end: end.toISOString() } }));
    },
  });

export type AgendaDay = Awaited<ReturnType<NonNullable<ReturnType<typeof agendaDayQueryOptions>['queryFn']>>>;
export type AgendaEvent = AgendaDay['events'][number];

export const useAgendaDay = (day: CalendarDate) => useQuery(agendaDayQueryOptions(day));

export type NewAgendaEvent = { type: string; notes: string; occurredAt: string; date: CalendarDate; time: string };

export function useAddAgendaEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewAgendaEvent) =>
      (await unwrap(api.agenda.events.$post({ json: { ...input, id: crypto.randomUUID() } }))).event,
    onSuccess: (_, input) => queryClient.invalidateQueries({ queryKey: agendaDayQueryOptions(input.date).queryKey }),
  });
}

export function useDeleteAgendaEvent(day: CalendarDate) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.agenda.events[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaDayQueryOptions(day).queryKey }),
  });
}
