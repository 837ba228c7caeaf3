import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** Every growth answer's key: a measurement saved refreshes a baby's through `all` (the WHO lines stay). */
export const growthKeys = {
  all: ['growth'] as const,
  baby: (babyId: string | undefined) => [...growthKeys.all, 'baby', babyId ?? 'active'] as const,
  curves: (sex: 'M' | 'F') => ['growth-curves', sex] as const,
};

/** A baby's measurements with their WHO scores: the named one (the booklet's), else the active one. */
export const growthQueryOptions = (babyId?: string) =>
  queryOptions({
    queryKey: growthKeys.baby(babyId),
    queryFn: () => unwrap(api.growth.$get({ query: babyId ? { babyId } : {} })),
  });

export type Growth = Awaited<ReturnType<NonNullable<ReturnType<typeof growthQueryOptions>['queryFn']>>>;
export type Measurement = Growth['measurements'][number];

/** The WHO lines for one sex: the same for every baby and every release. */
export const growthCurvesQueryOptions = (sex: 'M' | 'F') =>
  queryOptions({
    queryKey: growthKeys.curves(sex),
    queryFn: () => unwrap(api.growth.curves.$get({ query: { sex } })),
    staleTime: Number.POSITIVE_INFINITY,
  });

export type GrowthCurves = Awaited<ReturnType<NonNullable<ReturnType<typeof growthCurvesQueryOptions>['queryFn']>>>;

export const useGrowthCurves = (sex: 'M' | 'F' | null) =>
  useQuery({ ...growthCurvesQueryOptions(sex ?? 'M'), enabled: sex !== null });
