import { dehydrate, hydrate, onlineManager, type QueryClient } from '@tanstack/react-query';
import { type Me, meQueryOptions } from '@/shared/session/session';
import { isKeptQuery, KEPT_DATA_MAX_AGE_MS, KEPT_DATA_VERSION, KEPT_QUERY_ROOTS } from './kept-queries';
import { deleteAllSnapshots, deleteOtherSnapshots, readSnapshot, writeSnapshot } from './kept-store';
import { answeredAt, forgetKeptTime, rememberKeptTime } from './kept-times';

/** Changes come in bursts (a page's queries, a live update): one write a second at most. */
const SAVE_AFTER_MS = 1000;
/** A phone whose IndexedDB does not answer opens as before, asking the server. */
const RESTORE_WAIT_MS = 1500;

let queue: Promise<unknown> = Promise.resolve();
/** One store operation at a time, in order: a sign-out's deletion never lands before a save. */
const inOrder = (operation: () => Promise<unknown>) => {
  queue = queue.then(operation).catch(() => undefined);
  return queue;
};

const signedInId = (client: QueryClient) => client.getQueryData<Me | null>(meQueryOptions.queryKey)?.user.id;

async function restore(client: QueryClient, userId: string) {
  const kept = await readSnapshot(userId);
  if (!kept || kept.version !== KEPT_DATA_VERSION || Date.now() - kept.savedAt > KEPT_DATA_MAX_AGE_MS) return;
  // Shown at once, and asked again by the screen that shows it: the phone cannot know what the
  // family changed meanwhile, nor whether its last write reached the store before the app closed.
  const state = {
    ...kept.state,
    queries: kept.state.queries.map((query) => ({ ...query, state: { ...query.state, isInvalidated: true } })),
  };
  for (const query of kept.state.queries) rememberKeptTime(query.queryHash, query.state.dataUpdatedAt);
  // An answer already newer in the cache is left as it is.
  hydrate(client, state);
}

/**
 * Puts the signed-in account's kept data in the cache, then keeps the kept answers on the phone as
 * they change. Resolves once restored (or given up), so the screens find it before they ask.
 */
export async function openKeptData(client: QueryClient) {
  // A page opened with no signal learns it from the phone, not from a failed request: its queries
  // then wait for the connection over what is kept instead of failing into an error.
  onlineManager.setOnline(navigator.onLine);
  if (!('indexedDB' in globalThis)) return;
  // Kept answers stay in memory while she is offline: a screen opened an hour later still has them.
  for (const root of KEPT_QUERY_ROOTS) client.setQueryDefaults([root], { gcTime: Number.POSITIVE_INFINITY });
  const userId = signedInId(client);
  if (userId) {
    const restored = inOrder(() => restore(client, userId));
    await Promise.race([restored, new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))]);
  }
  keep(client, userId);
}

function keep(client: QueryClient, restoredFor: string | undefined) {
  let userId = restoredFor;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const meHash = JSON.stringify(meQueryOptions.queryKey);
  if (userId) void inOrder(() => deleteOtherSnapshots(userId!));

  const save = () => {
    timer = undefined;
    const owner = userId;
    if (!owner) return;
    const today = new Date();
    const dehydrated = dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && isKeptQuery(query.queryKey, today),
    });
    const state = {
      ...dehydrated,
      queries: dehydrated.queries.map((query) => ({
        ...query,
        state: { ...query.state, dataUpdatedAt: answeredAt(query.queryHash, query.state.dataUpdatedAt) },
      })),
    };
    void inOrder(() => writeSnapshot({ userId: owner, version: KEPT_DATA_VERSION, savedAt: Date.now(), state }));
  };

  /** Signed out (null), or another account signed in: what was kept for the last one goes. */
  const accountChanged = (next: string | null) => {
    clearTimeout(timer);
    timer = undefined;
    if (userId) void client.resetQueries({ predicate: (query) => query.queryHash !== meHash });
    userId = next ?? undefined;
    if (!next) return void inOrder(deleteAllSnapshots);
    void inOrder(() => restore(client, next));
    void inOrder(() => deleteOtherSnapshots(next));
  };

  client.getQueryCache().subscribe((event) => {
    const { query } = event;
    if (query.queryHash === meHash) {
      const me = query.state.data as Me | null | undefined;
      if (me !== undefined && (me?.user.id ?? null) !== (userId ?? null)) accountChanged(me?.user.id ?? null);
      return;
    }
    if (event.type === 'updated' && event.action.type === 'success' && navigator.onLine)
      forgetKeptTime(query.queryHash);
    if (!userId || timer || !isKeptQuery(query.queryKey, new Date())) return;
    // An invalidation is kept too: an answer replaced by her write is asked again when the app reopens.
    const changed =
      event.type === 'updated' ? ['success', 'invalidate'].includes(event.action.type) : event.type === 'removed';
    if (changed) timer = setTimeout(save, SAVE_AFTER_MS);
  });

  // Closed or sent to the background (where a phone may end it) with a change not written yet.
  const flush = () => {
    if (!timer) return;
    clearTimeout(timer);
    save();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
