import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** Every appointment answer's key: one scheduled or removed refreshes them all through `all`. */
export const consultationKeys = {
  all: ['consultations'] as const,
  upcoming: (babyId: string | undefined) => [...consultationKeys.all, 'upcoming', babyId ?? 'active'] as const,
  day: (day: string) => [...consultationKeys.all, 'day', day] as const,
};

/** The appointments to come of a baby (the active one by default), soonest first. */
export const upcomingConsultationsQueryOptions = (babyId?: string) =>
  queryOptions({
    queryKey: consultationKeys.upcoming(babyId),
    queryFn: () => unwrap(api.consultations.upcoming.$get({ query: babyId ? { babyId } : {} })),
  });

export type UpcomingConsultations = Awaited<
  ReturnType<NonNullable<ReturnType<typeof upcomingConsultationsQueryOptions>['queryFn']>>
>;
export type Consultation = UpcomingConsultations['consultations'][number];

export const useUpcomingConsultations = (babyId?: string) => useQuery(upcomingConsultationsQueryOptions(babyId));

const whenFormat = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** "qui., 26/11, 14:30" on this phone's clock. */
export const consultationWhen = (startsAt: string) => whenFormat.format(new Date(startsAt));
