import type { SummaryQuerySchema } from '@domain/agenda/agenda-query.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, unwrap } from '@/lib/api';
import { agendaKeys } from '@/shared/agenda/agenda-keys';

/** The phone's time zone: the mother's local days are its days. */
export const phoneTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The periods the route's own schema takes ("7" or "30"), as the page counts them. */
export type SummaryDays = z.input<typeof SummaryQuerySchema>['days'];

export const careSummaryQueryOptions = (days: SummaryDays) =>
  queryOptions({
    queryKey: agendaKeys.summary(Number(days)),
    queryFn: () => unwrap(api.agenda.summary.$get({ query: { days, tz: phoneTimeZone() } })),
  });

export type CareSummary = Awaited<ReturnType<NonNullable<ReturnType<typeof careSummaryQueryOptions>['queryFn']>>>;
export type SummaryDay = Extract<CareSummary, { days: unknown }>['days'][number];

export const useCareSummary = (days: SummaryDays) => useQuery(careSummaryQueryOptions(days));

/** The CSV's address: a plain link, so the browser downloads it with the session cookie. */
export const careLogCsvUrl = () => `/api/agenda/export?tz=${encodeURIComponent(phoneTimeZone())}`;
