import { growthCurvesQueryOptions, growthQueryOptions } from '@/shared/growth/growth';
import { fetchKept, type PrefetchForOffline, prefetchKept } from '@/shared/kept-data/prefetch-kept';

/** The measurements, then the WHO lines of the baby's sex for the charts. */
export const prefetchForOffline: PrefetchForOffline = async (client) => {
  const { baby } = await fetchKept(client, growthQueryOptions());
  if (baby?.sex) await prefetchKept(client, growthCurvesQueryOptions(baby.sex));
};
