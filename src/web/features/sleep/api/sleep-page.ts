import type { SleepPageQuerySchema } from '@domain/sleep/sleep-query.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, unwrap } from '@/lib/api';
import { agendaKeys } from '@/shared/agenda/agenda-keys';

const phoneTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The periods the route takes ("7", "14" or "30"). */
export type SleepDays = z.input<typeof SleepPageQuerySchema>['days'];

export const sleepPageQueryOptions = (days: SleepDays) =>
  queryOptions({
    queryKey: agendaKeys.sleepPage(Number(days)),
    queryFn: () => unwrap(api.agenda.sleep.$get({ query: { days, tz: phoneTimeZone() } })),
  });

export type SleepPageAnswer = Awaited<ReturnType<NonNullable<ReturnType<typeof sleepPageQueryOptions>['queryFn']>>>;
export type SleepPageData = Extract<SleepPageAnswer, { days: unknown }>;
export type TimelineDay = SleepPageData['days'][number];

export const useSleepPage = (days: SleepDays) => useQuery(sleepPageQueryOptions(days));
