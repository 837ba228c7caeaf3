import { babiesQueryOptions } from '@/shared/babies/babies';
import { developmentQueryOptions } from '@/shared/development/development';
import { growthCurvesQueryOptions, growthQueryOptions } from '@/shared/growth/growth';
import { KEPT_FRESH_MS, type PrefetchForOffline, prefetchKept } from '@/shared/kept-data/prefetch-kept';
import { bookletVaccinesQueryOptions } from './booklet';
import { reportLinksQueryOptions } from './report';

/** The booklet reads its baby by id: her data, doses, growth with its lines, development, shared links. */
export const prefetchForOffline: PrefetchForOffline = (client, babyId) =>
  Promise.all([
    prefetchKept(client, babiesQueryOptions),
    prefetchKept(client, bookletVaccinesQueryOptions(babyId)),
    prefetchKept(client, developmentQueryOptions(babyId)),
    prefetchKept(client, reportLinksQueryOptions(babyId)),
    client
      .fetchQuery({ ...growthQueryOptions(babyId), staleTime: KEPT_FRESH_MS })
      .then(({ baby }) => baby?.sex && prefetchKept(client, growthCurvesQueryOptions(baby.sex))),
  ]);
