import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export const developmentKeys = {
  all: ['development'] as const,
  baby: (babyId: string | undefined) => [...developmentKeys.all, babyId ?? 'active'] as const,
};

/** A baby's milestone marks and the age they are read at: the named one (the booklet's), else the active one. */
export const developmentQueryOptions = (babyId?: string) =>
  queryOptions({
    queryKey: developmentKeys.baby(babyId),
    queryFn: () => unwrap(api.development.$get({ query: babyId ? { babyId } : {} })),
  });

export type Development = Awaited<ReturnType<NonNullable<ReturnType<typeof developmentQueryOptions>['queryFn']>>>;

export const useDevelopment = (babyId?: string) => useQuery(developmentQueryOptions(babyId));
