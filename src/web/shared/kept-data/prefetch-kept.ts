import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** Kept answers younger than this are not asked for after sign-in: a screen asks again when it shows them. */
export const KEPT_FRESH_MS = 60 * 60_000;

/** What a screen's own prefetch for offline does: ask for an answer unless the phone has a recent one. */
export type PrefetchForOffline = (client: QueryClient, babyId: string) => Promise<unknown>;

/**
 * Whether the phone has an answer fetched in the last hour. By its age, not its staleness: every
 * restored answer is marked stale so that a screen asks again (keep-data.ts).
 */
export function keptRecently(client: QueryClient, queryKey: QueryKey): boolean {
  const state = client.getQueryState(queryKey);
  return state?.status === 'success' && Date.now() - state.dataUpdatedAt < KEPT_FRESH_MS;
}

export const prefetchKept = async <Data, Key extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<Data, Error, Data, Key>,
) => {
  if (!keptRecently(client, options.queryKey)) await client.prefetchQuery(options);
};

/** An answer the phone has from the last hour, else asked for. */
export const fetchKept = async <Data, Key extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<Data, Error, Data, Key>,
): Promise<Data> =>
  keptRecently(client, options.queryKey) ? (client.getQueryData(options.queryKey) as Data) : client.fetchQuery(options);
