import { type PrefetchForOffline, prefetchKept } from '@/shared/kept-data/prefetch-kept';
import { sleepPageQueryOptions } from './sleep-page';

/** The page opens on its last 7 days. */
export const prefetchForOffline: PrefetchForOffline = (client) => prefetchKept(client, sleepPageQueryOptions('7'));
