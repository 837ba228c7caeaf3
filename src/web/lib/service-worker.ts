import { UPDATE_AUTO_APPLY_MS, UPDATE_CHECK_INTERVAL_MS } from '@domain/pwa/install-banner';
import { loadSonner } from './toast';

/**
 * Registers /sw.js and, on the app's pages (`offerUpdates`), tells the mother when a new version
 * is ready: "Nova versão disponível!" with Atualizar / Depois, applied by itself after 10 seconds
 * unless she chose. The landing page only registers it: it runs no React to show the notice with,
 * and a version waiting meanwhile is offered on the first page of the app she opens. Loaded after
 * the first paint.
 */
export async function registerServiceWorker({ offerUpdates }: { offerUpdates: boolean }) {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  if (!offerUpdates) return;
  let reloading = false;
  let updateRequested = false;

  // The first worker takes control without a reload; only an update the mother allowed reloads.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!updateRequested || reloading) return;
    reloading = true;
    window.location.reload();
  });

  const offerUpdate = async (worker: ServiceWorker) => {
    const { toast } = await loadSonner();
    let decided = false;
    const apply = () => {
      if (decided) return;
      decided = true;
      updateRequested = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    };
    const timer = setTimeout(apply, UPDATE_AUTO_APPLY_MS);
    toast('Nova versão disponível!', {
      description: 'O Lumma vai se atualizar em instantes.',
      duration: UPDATE_AUTO_APPLY_MS,
      action: {
        label: 'Atualizar',
        onClick: () => {
          clearTimeout(timer);
          apply();
        },
      },
      cancel: {
        label: 'Depois',
        onClick: () => {
          clearTimeout(timer);
          decided = true;
        },
      },
    });
  };

  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const installedOverAnother = () => worker.state === 'installed' && navigator.serviceWorker.controller !== null;
    if (installedOverAnother()) return void offerUpdate(worker);
    worker.addEventListener('statechange', () => {
      if (installedOverAnother()) void offerUpdate(worker);
    });
  };

  watch(registration.waiting);
  registration.addEventListener('updatefound', () => watch(registration.installing));
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
}
