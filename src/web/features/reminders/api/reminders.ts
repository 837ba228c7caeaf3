import type { ReminderSettings } from '@domain/reminders/reminder-settings.schema';
import type { MedicineAnswer } from '@domain/reminders/reminder-states';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { agendaKeys } from '@/shared/agenda/agenda-keys';
import { subscribeThisDevice } from '@/shared/reminders/push-device';
import { unreadQueryOptions } from '@/shared/reminders/unread-reminders';

export const reminderSettingsQueryOptions = queryOptions({
  queryKey: ['reminders', 'settings'],
  queryFn: () => unwrap(api.reminders.settings.$get()),
});

export const useReminderSettings = () => useQuery(reminderSettingsQueryOptions);

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: ReminderSettings) =>
      (await unwrap(api.reminders.settings.$put({ json: settings }))).settings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderSettingsQueryOptions.queryKey }),
  });
}

/** Asks the browser's permission, subscribes it with the server's key and registers it. */
export function useEnableThisDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (publicKey: string) => {
      const subscription = await subscribeThisDevice(publicKey);
      return (await unwrap(api.reminders.devices.$post({ json: subscription }))).device;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderSettingsQueryOptions.queryKey }),
  });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.reminders.devices[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderSettingsQueryOptions.queryKey }),
  });
}

export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: ['reminders', 'list'],
  initialPageParam: null as string | null,
  queryFn: ({ pageParam }) => unwrap(api.reminders.$get({ query: pageParam ? { before: pageParam } : {} })),
  getNextPageParam: (page) => page.next,
});

export type NotificationItem = Awaited<
  ReturnType<NonNullable<typeof notificationsQueryOptions.queryFn>>
>['items'][number];

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions);

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.reminders.read.$post()),
    onSuccess: () => queryClient.setQueryData(unreadQueryOptions.queryKey, { unread: 0 }),
  });
}

export function useAnswerDose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: MedicineAnswer }) =>
      unwrap(api.reminders[':id'].dose.$post({ param: { id }, json: { answer } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationsQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
      ]),
  });
}

export const useTurnOffByLink = () =>
  useMutation({ mutationFn: (token: string) => unwrap(api.reminders.off.$post({ json: { token } })) });
