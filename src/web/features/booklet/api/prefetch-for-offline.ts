import { babiesQueryOptions } from '@/shared/babies/babies';
import { developmentQueryOptions } from '@/shared/development/development';
import { growthCurvesQueryOptions, growthQueryOptions } from '@/shared/growth/growth';
import { fetchKept, type PrefetchForOffline, prefetchKept } from '@/shared/kept-data/prefetch-kept';
import { bookletVaccinesQueryOptions } from './booklet';
import { reportLinksQueryOptions } from './report';

/** The booklet reads its baby by id: her data, doses, growth with its lines, development, shared links. */
export const prefetchForOffline: PrefetchForOffline = (client, babyId) =>
  Promise.all([
    prefetchKept(client, babiesQueryOptions),
    prefetchKept(client, bookletVaccinesQueryOptions(babyId)),
    prefetchKept(client, developmentQueryOptions(babyId)),
    prefetchKept(client, reportLinksQueryOptions(babyId)),
    fetchKept(client, growthQueryOptions(babyId)).then(
      ({ baby }) => baby?.sex && prefetchKept(client, growthCurvesQueryOptions(baby.sex)),
    ),
  ]);
