import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listenLive } from '@/lib/live-source';

/**
 * Keeps an open agenda current when someone else of the baby's family logs or removes an event:
 * the server says which baby's agenda changed, and the agenda's days are read again.
 */
export function useAgendaLiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['agenda'] });
    return listenLive('/api/agenda/live', { change: refresh, resync: refresh });
  }, [queryClient]);
}
