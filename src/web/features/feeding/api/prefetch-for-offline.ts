import { type PrefetchForOffline, prefetchKept } from '@/shared/kept-data/prefetch-kept';
import { feedingContentQueryOptions, savedTipsQueryOptions } from './feeding';

/** The whole guide (the same for everyone) and her saved tips. */
export const prefetchForOffline: PrefetchForOffline = (client) =>
  Promise.all([prefetchKept(client, feedingContentQueryOptions), prefetchKept(client, savedTipsQueryOptions)]);
