import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { readKept, writeKept } from './kept-store';

/**
 * The answers a screen needs to open with no signal (decision 048): the dashboard's glance, the
 * agenda's days and consultations, the vaccine card and booklet, growth and its curves,
 * development, the sleep page, reminders and the content guides. Chat, community, admin, plans,
 * family and imports are not kept: they are read online or are not hers alone to keep.
 */
const KEPT_ROOTS = new Set([
  'agenda',
  'babies',
  'consultations',
  'development',
  'feeding',
  'growth',
  'medicine-schedules',
  'profile',
  'reminders',
  'vaccines',
]);

export const isKeptQuery = (queryKey: QueryKey) => KEPT_ROOTS.has(String(queryKey[0]));

/** Kept a day longer than the agenda's 14: older answers are not what she opens offline. */
const MAX_AGE_MS = 15 * 24 * 60 * 60_000;

function shouldKeep(query: Query) {
  return query.state.status === 'success' && isKeptQuery(query.queryKey);
}

/** Puts her kept answers in the cache; answers already fetched in this session win (hydrate keeps the newer). */
export async function restoreKept(client: QueryClient, userId: string, now = Date.now()): Promise<void> {
  const kept = await readKept(userId);
  if (!kept || now - kept.savedAt > MAX_AGE_MS) return;
  hydrate(client, kept.state as DehydratedState);
}

export async function saveKept(client: QueryClient, userId: string): Promise<void> {
  await writeKept(userId, dehydrate(client, { shouldDehydrateQuery: shouldKeep }));
}

/** Answers that arrive together (a day's page asks several) are saved in one write. */
const SAVE_DELAY_MS = 100;

/** Saves her kept answers whenever one of them changes; returns the way to stop. */
export function keepSaving(client: QueryClient, userId: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    // A full disk or a private window only means nothing is kept: the screens work online.
    saveKept(client, userId).catch(() => undefined);
  };
  // Leaving the page (a reload, the app sent to the background) saves what is waiting at once.
  const flush = () => {
    if (timer) save();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', flush);
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !isKeptQuery(event.query.queryKey) || event.action.type !== 'success') return;
    if (timer) return;
    timer = setTimeout(save, SAVE_DELAY_MS);
  });
  return () => {
    clearTimeout(timer);
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', flush);
    unsubscribe();
  };
}

/** Restores her kept answers, then saves them as they change; returns the way to stop saving. */
export async function startKeeping(client: QueryClient, userId: string): Promise<() => void> {
  // Nothing kept, or IndexedDB closed to her (a private window): her screens load online.
  await restoreKept(client, userId).catch(() => undefined);
  return keepSaving(client, userId);
}
