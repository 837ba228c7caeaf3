import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { flushCareTimers } from '@/shared/agenda/care-timers';
import { flushOutbox, requestBackgroundSync, useOutbox } from '@/shared/outbox/use-outbox';

/**
 * Sends what was written offline now, whenever the connection comes back, and on return to the
 * app: timers' starts and sides first (a stop's event needs no timer), then the outbox in the
 * order she wrote, then the marks of timers stopped offline whose event has gone. When the worker
 * sent the outbox by Background Sync, the screens read again.
 */
export function useOutboxSync(userId: string | undefined) {
  const queryClient = useQueryClient();
  const waiting = useOutbox(userId ?? '').data?.length ?? 0;
  // Whatever kept the write (a form, a timer, the agenda), the worker is asked to send it.
  useEffect(() => {
    if (waiting > 0) requestBackgroundSync();
  }, [waiting]);
  useEffect(() => {
    if (!userId) return;
    const flush = () => {
      if (!navigator.onLine) return;
      void flushCareTimers(userId, queryClient)
        .then(() => flushOutbox(userId, queryClient))
        .then(() => flushCareTimers(userId, queryClient));
    };
    const onVisible = () => document.visibilityState === 'visible' && flush();
    const onWorkerMessage = (event: MessageEvent) => {
      if (event.data?.type === 'OUTBOX_SENT') void queryClient.invalidateQueries();
    };
    flush();
    window.addEventListener('online', flush);
    window.addEventListener('focus', flush);
    document.addEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    return () => {
      window.removeEventListener('online', flush);
      window.removeEventListener('focus', flush);
      document.removeEventListener('visibilitychange', onVisible);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    };
  }, [userId, queryClient]);
}
