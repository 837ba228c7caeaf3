import { type QueryCache, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * What the open screen shows while there is no signal: `'waiting'` when one of its answers was
 * never kept (it waits for the connection), else the time its oldest kept answer was fetched.
 */
export type OfflineScreen = { kind: 'waiting' } | { kind: 'kept'; updatedAt: number } | { kind: 'none' };

function snapshot(cache: QueryCache): string {
  const active = cache.findAll({ type: 'active' });
  if (active.some((query) => query.state.status === 'pending' && query.state.fetchStatus === 'paused'))
    return 'waiting';
  const times = active
    .filter((query) => query.state.status === 'success')
    .map((query) => query.state.dataUpdatedAt)
    .filter((time) => time > 0);
  return times.length ? `kept:${Math.min(...times)}` : 'none';
}

export function useOfflineScreen(): OfflineScreen {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const value = useSyncExternalStore(subscribe, () => snapshot(cache));
  if (value === 'waiting') return { kind: 'waiting' };
  if (value.startsWith('kept:')) return { kind: 'kept', updatedAt: Number(value.slice(5)) };
  return { kind: 'none' };
}
