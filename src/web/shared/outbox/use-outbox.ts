import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { outboxKeys } from './outbox-keys';
import { sendOutbox, unfinished } from './outbox-send';
import { listOutbox, type OutboxEntry, putOutboxEntry, removeOutboxEntry } from './outbox-store';
import { type MaybeSyncRegistration, OUTBOX_SYNC_TAG } from './outbox-sync-tag';

export const outboxQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: outboxKeys.entries(userId),
    queryFn: () => listOutbox(userId),
    // IndexedDB is on the phone: reading it never waits for a connection.
    networkMode: 'always',
  });

export const useOutbox = (userId: string) => useQuery(outboxQueryOptions(userId));

/** "3 registros aguardando conexão": the words for what still waits. */
export const waitingText = (count: number) =>
  count === 1 ? '1 registro aguardando conexão' : `${count} registros aguardando conexão`;

/**
 * Keeps a write in the outbox, then asks the browser to send it when the connection is back, even
 * with the app closed (Background Sync, where the browser has it).
 */
export async function keepInOutbox(entry: OutboxEntry, queryClient: QueryClient) {
  await putOutboxEntry(entry);
  await queryClient.invalidateQueries({ queryKey: outboxKeys.all });
  requestBackgroundSync();
}

/** Asks the worker to be woken when the connection is back; a browser without Background Sync waits for the page. */
export function requestBackgroundSync() {
  if ('serviceWorker' in navigator)
    void navigator.serviceWorker.ready
      .then((registration) => (registration as MaybeSyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
      .catch(() => undefined);
}

const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 5 * 60_000;
let flushing: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryMs = FIRST_RETRY_MS;

/**
 * Sends her waiting writes in order. A write the server refused stays, shown with its words, until
 * she discards or edits it; a round stopped by no connection or a 5xx, or left with writes an
 * earlier copy is still storing, is tried again with a growing wait (5 s, doubling to 5 min) while
 * the phone says it is online.
 */
export function flushOutbox(userId: string, queryClient: QueryClient): Promise<void> {
  flushing ??= (async () => {
    clearTimeout(retryTimer);
    try {
      const result = await sendOutbox(userId);
      const { sent, refused } = result;
      if (sent.length > 0 || refused.length > 0) await queryClient.invalidateQueries();
      if (sent.length > 0)
        toast.success(
          sent.length === 1
            ? 'Registro feito sem internet salvo!'
            : `${sent.length} registros feitos sem internet salvos!`,
        );
      for (const entry of refused)
        toast.error('Um registro feito sem internet não pôde ser salvo', { description: entry.refusal?.message });
      if (unfinished(result) && navigator.onLine) {
        retryTimer = setTimeout(() => void flushOutbox(userId, queryClient), retryMs);
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
      } else {
        retryMs = FIRST_RETRY_MS;
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/** Discards a waiting write: her choice for one the server refused, or one she no longer wants. */
export function useDiscardOutboxEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (key: string) => removeOutboxEntry(key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}

/**
 * Her choice after someone else changed a record she changed offline: hers goes again, over the
 * version she has now seen (its If-Match), and is sent at once when there is a connection.
 */
export function useKeepMine(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (entry: OutboxEntry) => {
      const current = entry.refusal?.current as { version?: number } | undefined;
      await putOutboxEntry({
        ...entry,
        key: crypto.randomUUID(),
        ifMatch: current?.version ?? entry.ifMatch,
        refusal: undefined,
      });
      await removeOutboxEntry(entry.key);
      await queryClient.invalidateQueries({ queryKey: outboxKeys.all });
      if (navigator.onLine) await flushOutbox(userId, queryClient);
    },
  });
}
