import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { answeredAt } from './kept-times';

export interface ScreenFreshness {
  /** When the oldest answer on screen was fetched from the server, or undefined with none on screen. */
  updatedAt: number | undefined;
  /** A screen waits for an answer the phone does not have: it cannot open until the connection is back. */
  waiting: boolean;
}

/** Her session and the outbox are on the phone already: they say nothing about the screen's data. */
const ON_THE_PHONE = new Set(['session', 'outbox']);

/** Read as one string, so the screen draws again only when one of the two changes. */
function readFreshness(client: QueryClient): string {
  let updatedAt = Number.POSITIVE_INFINITY;
  let waiting = false;
  for (const query of client.getQueryCache().getAll()) {
    if (!query.isActive() || ON_THE_PHONE.has(String(query.queryKey[0]))) continue;
    if (query.state.data === undefined) waiting ||= query.state.fetchStatus === 'paused';
    else updatedAt = Math.min(updatedAt, answeredAt(query.queryHash, query.state.dataUpdatedAt));
  }
  return `${Number.isFinite(updatedAt) ? updatedAt : ''}|${waiting}`;
}

/** How old the data the screen shows is, for the offline notice. */
export function useScreenFreshness(): ScreenFreshness {
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const [updatedAt, waiting] = useSyncExternalStore(subscribe, () => readFreshness(client)).split('|');
  return { updatedAt: updatedAt ? Number(updatedAt) : undefined, waiting: waiting === 'true' };
}
