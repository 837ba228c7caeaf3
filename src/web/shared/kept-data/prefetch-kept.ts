import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** Kept answers younger than this are not asked again when the app opens: live updates refresh them. */
export const KEPT_FRESH_MS = 60 * 60_000;

/** What a screen's own prefetch for offline does: ask for an answer unless the phone has a recent one. */
export type PrefetchForOffline = (client: QueryClient, babyId: string) => Promise<unknown>;

export const prefetchKept = <Data, Key extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<Data, Error, Data, Key>,
) => client.prefetchQuery({ ...options, staleTime: KEPT_FRESH_MS });
