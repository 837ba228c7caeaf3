import type { QueryClient } from '@tanstack/react-query';
import { openKeptData } from '@/shared/kept-data/keep-data';
import type { PrefetchForOffline } from '@/shared/kept-data/prefetch-kept';
import { meQueryOptions } from '@/shared/session/session';

/**
 * The screens kept for offline, each asking for what it needs. Loaded by their page chunks, which
 * are lazy already: importing their queries here instead would split the chunks the dashboard
 * loads first, over its budget.
 */
const KEPT_SCREENS: (() => Promise<{ prefetchForOffline: PrefetchForOffline }>)[] = [
  () => import('@/features/agenda/agenda-page'),
  () => import('@/features/vaccines/vaccines-page'),
  () => import('@/features/growth/growth-page'),
  () => import('@/features/development/development-page'),
  () => import('@/features/booklet/booklet-page'),
  () => import('@/features/sleep/sleep-page'),
  () => import('@/features/reminders/reminders-list-page'),
  () => import('@/features/feeding/feeding-guide-page'),
];

/**
 * Her kept data in the cache first (decision 048); then, online and once the page is idle, what
 * every kept screen needs and is not fresh on the phone, so a screen she has not opened in this
 * session, or ever, opens with no signal.
 */
export async function openKeptScreens(client: QueryClient) {
  await openKeptData(client);
  if (!navigator.onLine) return;
  // Safari has no requestIdleCallback.
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
  whenIdle(() => void prefetchKeptScreens(client).catch(() => undefined));
}

async function prefetchKeptScreens(client: QueryClient) {
  // Her session confirmed first: a remembered account the server no longer knows fetches nothing.
  const me = await client.fetchQuery({ ...meQueryOptions, staleTime: 30_000 });
  const babyId = me?.baby?.id;
  if (!babyId) return;
  await Promise.all(KEPT_SCREENS.map(async (load) => (await load()).prefetchForOffline(client, babyId)));
}
