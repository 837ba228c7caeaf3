import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { isInstalledApp } from './lib/display-mode';
import { captureInstallPrompt } from './lib/install-prompt';
import './styles.css';

captureInstallPrompt();
if (import.meta.env.PROD) {
  window.addEventListener('load', () =>
    import('./lib/service-worker')
      .then((sw) => sw.registerServiceWorker({ offerUpdates: true }))
      .catch((error: unknown) => console.warn('service worker not registered', error)),
  );
}

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const root = document.getElementById('root')!;
// The landing page and /login come as prerendered HTML (src/web/prerender.tsx). The installed app
// opens on its own entry instead of the landing page, so it starts afresh.
if (root.hasChildNodes() && !isInstalledApp()) {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
