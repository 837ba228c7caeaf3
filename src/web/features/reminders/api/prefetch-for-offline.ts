import { keptRecently, type PrefetchForOffline } from '@/shared/kept-data/prefetch-kept';
import { notificationsQueryOptions } from './reminders';

/** The list's first page. */
export const prefetchForOffline: PrefetchForOffline = async (client) => {
  if (!keptRecently(client, notificationsQueryOptions.queryKey))
    await client.prefetchInfiniteQuery(notificationsQueryOptions);
};
