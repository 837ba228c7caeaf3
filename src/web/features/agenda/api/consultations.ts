import type { CalendarDate } from '@domain/age';
import { dayBounds } from '@domain/agenda/day-periods';
import type { ConsultationInput } from '@domain/reminders/consultation.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { consultationKeys } from '@/shared/consultations/consultations';

/** The day's appointments, for the log: the ones already past are part of it. */
export const dayConsultationsQueryOptions = (day: CalendarDate) =>
  queryOptions({
    queryKey: consultationKeys.day(day),
    queryFn: async () => {
      const { start, end } = dayBounds(day);
      return (await unwrap(api.consultations.$get({ query: { from: start.toISOString(), to: end.toISOString() } })))
        .consultations;
    },
  });

export const useDayConsultations = (day: CalendarDate) => useQuery(dayConsultationsQueryOptions(day));

export function useScheduleConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ConsultationInput) =>
      (await unwrap(api.consultations.$post({ json: input }))).consultation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultationKeys.all }),
  });
}

export function useDeleteConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.consultations[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultationKeys.all }),
  });
}
