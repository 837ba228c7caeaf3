import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { flushAgendaQueue } from './api/agenda-queue';

/** Sends the agenda events written offline now, whenever the connection comes back, and on return to the app. */
export function useAgendaSync(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const flush = () => {
      if (navigator.onLine) void flushAgendaQueue(userId, queryClient);
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
