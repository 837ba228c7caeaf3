import { type PrefetchForOffline, prefetchKept } from '@/shared/kept-data/prefetch-kept';
import { vaccineCardQueryOptions } from './vaccine-card';

export const prefetchForOffline: PrefetchForOffline = (client) => prefetchKept(client, vaccineCardQueryOptions);
