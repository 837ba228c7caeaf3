import { toCalendarDate } from '@domain/age';
import { dayBounds } from '@domain/agenda/day-periods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { agendaKeys } from './agenda-keys';

/** The dashboard's answers for the active baby and the mother's day so far (GET /api/agenda/glance). */
export const glanceQueryOptions = (day = toCalendarDate(new Date())) =>
  queryOptions({
    queryKey: agendaKeys.glance(day),
    queryFn: () => {
      const { start, end } = dayBounds(day);
      return unwrap(api.agenda.glance.$get({ query: { start: start.toISOString(), end: end.toISOString() } }));
    },
  });

export type Glance = Awaited<ReturnType<NonNullable<ReturnType<typeof glanceQueryOptions>['queryFn']>>>;
export const useGlance = () => useQuery(glanceQueryOptions());
