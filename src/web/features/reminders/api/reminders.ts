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
import { sendOrKeep } from '@/shared/outbox/send-or-keep';
import { useOutbox } from '@/shared/outbox/use-outbox';
import { subscribeThisDevice } from '@/shared/reminders/push-device';
import { unreadQueryOptions } from '@/shared/reminders/unread-reminders';
import { useMe } from '@/shared/session/session';

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

/**
 * "Dei agora" or "Pular"; offline the answer waits in the outbox with the time she tapped it
 * (`queued: true`), and the Remédio is logged at that time when it is sent.
 */
export function useAnswerDose() {
  const queryClient = useQueryClient();
  const userId = useMe().data?.user.id ?? '';
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, answer }: { id: string; answer: MedicineAnswer }) =>
      sendOrKeep(
        userId,
        {
          kind: 'reminder-answer',
          subjectId: id,
          method: 'POST',
          path: `/api/reminders/${id}/dose`,
          body: { answer, answeredAt: new Date().toISOString() },
        },
        queryClient,
      ),
    onSuccess: ({ queued }) =>
      !queued &&
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationsQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
      ]),
  });
}

export const useTurnOffByLink = () =>
  useMutation({ mutationFn: (token: string) => unwrap(api.reminders.off.$post({ json: { token } })) });

/** Doses answered offline and not sent yet, by reminder: the list shows the answer as pending. */
export function usePendingDoseAnswers(): Map<string, MedicineAnswer> {
  const outbox = useOutbox(useMe().data?.user.id ?? '');
  return new Map(
    (outbox.data ?? [])
      .filter((entry) => entry.kind === 'reminder-answer')
      .map((entry) => [entry.subjectId, (entry.body as { answer: MedicineAnswer }).answer]),
  );
}
