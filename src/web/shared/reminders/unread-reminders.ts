import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** The header's bell: how many reminders she has not seen. Checked every minute and on return to the app. */
export const unreadQueryOptions = queryOptions({
  queryKey: ['reminders', 'unread'],
  queryFn: () => unwrap(api.reminders.unread.$get()),
  refetchInterval: 60_000,
});

export const useUnreadReminders = () => useQuery(unreadQueryOptions);
