import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { agendaKeys } from '@/shared/agenda/agenda-keys';

/** The phone's time zone: the mother's local days are its days. */
export const phoneTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const careSummaryQueryOptions = (days: 7 | 30) =>
  queryOptions({
    queryKey: agendaKeys.summary(days),
    queryFn: () =>
      unwrap(api.agenda.summary.$get({ query: { days: String(days) as '7' | '30', tz: phoneTimeZone() } })),
  });

export type CareSummary = Awaited<ReturnType<NonNullable<ReturnType<typeof careSummaryQueryOptions>['queryFn']>>>;
export type SummaryDay = Extract<CareSummary, { days: unknown }>['days'][number];

export const useCareSummary = (days: 7 | 30) => useQuery(careSummaryQueryOptions(days));

/** The CSV's address: a plain link, so the browser downloads it with the session cookie. */
export const careLogCsvUrl = () => `/api/agenda/export?tz=${encodeURIComponent(phoneTimeZone())}`;
