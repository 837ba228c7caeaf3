import { glanceQueryOptions } from '@/shared/agenda/agenda-glance';
import { sleepForecastQueryOptions } from '@/shared/agenda/sleep-forecast';
import { upcomingConsultationsQueryOptions } from '@/shared/consultations/consultations';
import { recentDays } from '@/shared/kept-data/kept-queries';
import { type PrefetchForOffline, prefetchKept } from '@/shared/kept-data/prefetch-kept';
import { agendaDayQueryOptions } from './agenda-day';
import { dayConsultationsQueryOptions } from './consultations';
import { runningSchedulesQueryOptions } from './medicine-schedules';

/** The agenda's last 14 days with their appointments, the next ones, the glance and its timers. */
export const prefetchForOffline: PrefetchForOffline = (client, babyId) =>
  Promise.all([
    prefetchKept(client, glanceQueryOptions()),
    prefetchKept(client, sleepForecastQueryOptions()),
    prefetchKept(client, runningSchedulesQueryOptions),
    prefetchKept(client, upcomingConsultationsQueryOptions(babyId)),
    ...recentDays(new Date()).flatMap((day) => [
      prefetchKept(client, agendaDayQueryOptions(day)),
      prefetchKept(client, dayConsultationsQueryOptions(day)),
    ]),
  ]);
