import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { API_CACHE, OFFLINE_READABLE_API } from './lib/pwa-caches';
import { sendOutbox, unfinished } from './shared/outbox/outbox-send';
import { newOutboxEntry, putOutboxEntry } from './shared/outbox/outbox-store';
import { type MaybeSyncRegistration, OUTBOX_SYNC_TAG } from './shared/outbox/outbox-sync-tag';

declare const self: ServiceWorkerGlobalScope;

// The app shell and every hashed asset, so the guides, exercises and first aid open with no signal.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any page of the SPA is index.html; the server's own paths (the API, files, shared reports) never are.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/media\//, /^\/r\//] }),
);

// What a mother last loaded (her session, baby, today's agenda, the feeding guide) stays readable
// offline. Fresh from the network whenever there is one; the page empties this cache on sign-out.
// Photos and videos (/media) are never cached here: the server sends them `private, no-cache`
// and checks the session on every request, so none of them outlives a sign-out on this phone.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    OFFLINE_READABLE_API.some((p) => p.test(url.pathname)),
  new NetworkFirst({ cacheName: API_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

// The first worker serves the page that installed it at once, so what she opened once works offline.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

interface ReminderPush {
  id: string;
  title: string;
  body: string;
  url: string;
  dose?: boolean;
}

// A reminder from the server: what it shows and where a tap goes, nothing more.
self.addEventListener('push', (event) => {
  let reminder: ReminderPush;
  try {
    reminder = event.data?.json() as ReminderPush;
  } catch {
    return;
  }
  if (!reminder?.title) return;
  event.waitUntil(
    self.registration.showNotification(reminder.title, {
      body: reminder.body,
      tag: reminder.id,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { id: reminder.id, url: reminder.url, dose: reminder.dose === true },
      ...(reminder.dose
        ? {
            actions: [
              { action: 'given', title: 'Dei agora' },
              { action: 'skipped', title: 'Pular' },
            ],
          }
        : {}),
    } as NotificationOptions),
  );
});

/** Opens the reminder's screen: in a window of the app this worker controls, else a new one. */
async function openScreen(url: string) {
  const target = new URL(url, self.location.origin).href;
  const [open] = (await self.clients.matchAll({ type: 'window' })) as WindowClient[];
  if (!open) {
    await self.clients.openWindow(target);
    return;
  }
  await open.navigate(target);
  await open.focus();
}

/**
 * The signed-in account: asked of the server, or, offline, read from her last `/api/me` (the page
 * empties that cache on sign-out, so it is never a former account's).
 */
async function signedInUserId(): Promise<string | null> {
  const read = async (response: Response | undefined) =>
    response?.ok ? (((await response.json()) as { user?: { id?: string } }).user?.id ?? null) : null;
  try {
    return await read(await fetch('/api/me', { credentials: 'same-origin' }));
  } catch {
    const cache = await caches.open(API_CACHE);
    return read(await cache.match('/api/me'));
  }
}

/** "Dei agora" or "Pular" kept in the outbox: sent by Background Sync, or by the app when opened. */
async function keepDoseAnswer(id: string, answer: 'given' | 'skipped') {
  const userId = await signedInUserId();
  if (!userId) return openScreen('/lembretes');
  await putOutboxEntry(
    newOutboxEntry(userId, {
      kind: 'reminder-answer',
      subjectId: id,
      method: 'POST',
      path: `/api/reminders/${id}/dose`,
      body: { answer, answeredAt: new Date().toISOString() },
    }),
  );
  await (self.registration as MaybeSyncRegistration).sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}

self.addEventListener('notificationclick', (event) => {
  const { id, url, dose } = (event.notification.data ?? {}) as { id?: string; url?: string; dose?: boolean };
  event.notification.close();
  if (dose && id && (event.action === 'given' || event.action === 'skipped')) {
    const answer = event.action;
    // "Dei agora" and "Pular" answer from the notification itself; with no connection the answer
    // waits in the outbox; a refusal opens the list to answer there.
    event.waitUntil(
      fetch(`/api/reminders/${id}/dose`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ answer }),
      }).then(
        (response) => (response.ok ? undefined : openScreen('/lembretes')),
        () => keepDoseAnswer(id, answer),
      ),
    );
    return;
  }
  event.waitUntil(openScreen(url ?? '/lembretes'));
});

// Background Sync: the browser wakes the worker when the connection is back, app open or not.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    signedInUserId().then(async (userId) => {
      if (!userId) return;
      // Rejecting asks the browser to try again later, with its own backoff.
      if (unfinished(await sendOutbox(userId))) throw new Error('outbox not sent');
      for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: 'OUTBOX_SENT' });
    }),
  );
});
