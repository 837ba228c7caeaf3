import { toCalendarDate } from '@domain/age';
import type { QueryClient } from '@tanstack/react-query';
import { upcomingConsultationsQueryOptions } from '@/shared/consultations/consultations';
import { meQueryOptions } from '@/shared/session/session';
import { agendaDayQueryOptions } from './agenda-day';
import { dayConsultationsQueryOptions } from './consultations';
import { runningSchedulesQueryOptions } from './medicine-schedules';

/**
 * What the agenda shows first today, asked for while the dashboard is idle: her tap on Agenda then
 * draws the day at once, instead of skeletons and a second round of requests on a slow network.
 * Kept fresh for the query client's staleTime, so the page asks again only after that.
 */
export function prefetchToday(queryClient: QueryClient) {
  const babyId = queryClient.getQueryData(meQueryOptions.queryKey)?.baby?.id;
  if (!babyId) return;
  const today = toCalendarDate(new Date());
  void queryClient.prefetchQuery(agendaDayQueryOptions(today));
  void queryClient.prefetchQuery(dayConsultationsQueryOptions(today));
  void queryClient.prefetchQuery(upcomingConsultationsQueryOptions(babyId));
  void queryClient.prefetchQuery(runningSchedulesQueryOptions);
}
