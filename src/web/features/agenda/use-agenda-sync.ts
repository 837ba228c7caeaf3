import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { flushCareTimers } from '@/shared/agenda/care-timers';
import { flushAgendaQueue } from './api/agenda-queue';

/**
 * Sends what was written offline now, whenever the connection comes back, and on return to the
 * app: timers' starts and sides first (a stop's event needs no timer), then the events, then the
 * marks of timers stopped offline whose event has gone.
 */
export function useAgendaSync(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const flush = () => {
      if (!navigator.onLine) return;
      void flushCareTimers(userId, queryClient)
        .then(() => flushAgendaQueue(userId, queryClient))
        .then(() => flushCareTimers(userId, queryClient));
    };
    const onVisible = () => document.visibilityState === 'visible' && flush();
    flush();
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [userId, queryClient]);
}
