import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api';

/** A baby's measurements with their WHO scores: the named one (the booklet's), else the active one. */
export const growthQueryOptions = (babyId?: string) =>
  queryOptions({
    queryKey: ['growth', 'baby', babyId ?? 'active'],
    queryFn: () => unwrap(api.growth.$get({ query: babyId ? { babyId } : {} })),
  });

export type Growth = Awaited<ReturnType<NonNullable<ReturnType<typeof growthQueryOptions>['queryFn']>>>;
export type Measurement = Growth['measurements'][number];

/** The WHO lines for one sex: the same for every baby and every release. */
const growthCurvesQueryOptions = (sex: 'M' | 'F') =>
  queryOptions({
    queryKey: ['growth-curves', sex],
    queryFn: () => unwrap(api.growth.curves.$get({ query: { sex } })),
    staleTime: Number.POSITIVE_INFINITY,
  });

export type GrowthCurves = Awaited<ReturnType<NonNullable<ReturnType<typeof growthCurvesQueryOptions>['queryFn']>>>;

export const useGrowthCurves = (sex: 'M' | 'F' | null) =>
  useQuery({ ...growthCurvesQueryOptions(sex ?? 'M'), enabled: sex !== null });
