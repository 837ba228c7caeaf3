import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { API_CACHE, OFFLINE_READABLE_API } from './lib/pwa-caches';

declare const self: ServiceWorkerGlobalScope;

// The app shell and every hashed asset, so the guides, exercises and first aid open with no signal.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any page of the SPA is index.html; the server's own paths are never answered with it.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/media\//] }));

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
