import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { agendaKeys } from './agenda-keys';

const phoneTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The sleep card's answer for the active baby (GET /api/agenda/sleep/forecast): asleep, or her next window. */
export const sleepForecastQueryOptions = () =>
  queryOptions({
    queryKey: agendaKeys.sleepForecast(undefined),
    queryFn: () => unwrap(api.agenda.sleep.forecast.$get({ query: { tz: phoneTimeZone() } })),
    // The window moves with the clock only when she logs; a minute is fresh enough.
    staleTime: 60_000,
  });

export type SleepForecastAnswer = Awaited<
  ReturnType<NonNullable<ReturnType<typeof sleepForecastQueryOptions>['queryFn']>>
>;
export const useSleepForecast = () => useQuery(sleepForecastQueryOptions());
