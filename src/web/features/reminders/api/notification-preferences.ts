import type { NotificationPreferences } from '@domain/profile/profile.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: ['profile', 'notifications'],
  queryFn: async () => (await unwrap(api.profile.notifications.$get())).preferences,
});

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions);

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: NotificationPreferences) =>
      (await unwrap(api.profile.notifications.$put({ json: preferences }))).preferences,
    onSuccess: (preferences) => queryClient.setQueryData(notificationPreferencesQueryOptions.queryKey, preferences),
  });
}
