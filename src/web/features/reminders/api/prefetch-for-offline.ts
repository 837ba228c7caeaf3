import { KEPT_FRESH_MS, type PrefetchForOffline } from '@/shared/kept-data/prefetch-kept';
import { notificationsQueryOptions } from './reminders';

/** The list's first page. */
export const prefetchForOffline: PrefetchForOffline = (client) =>
  client.prefetchInfiniteQuery({ ...notificationsQueryOptions, staleTime: KEPT_FRESH_MS });
