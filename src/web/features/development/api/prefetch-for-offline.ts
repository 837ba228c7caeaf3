import { developmentQueryOptions } from '@/shared/development/development';
import { type PrefetchForOffline, prefetchKept } from '@/shared/kept-data/prefetch-kept';

export const prefetchForOffline: PrefetchForOffline = (client) => prefetchKept(client, developmentQueryOptions());
