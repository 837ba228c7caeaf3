import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listenLive } from '@/lib/live-source';
import { agendaKeys } from './agenda-keys';

/**
 * Keeps an open agenda or dashboard current when someone else of the baby's family logs, changes
 * or removes an event, or starts or stops a timer: the server says which baby's agenda changed,
 * and the agenda's answers (days, glance, summary) are read again.
 */
export function useAgendaLiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: agendaKeys.all });
    return listenLive('/api/agenda/live', { change: refresh, resync: refresh });
  }, [queryClient]);
}
