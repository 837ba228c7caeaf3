import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { captureInstallPrompt } from './lib/install-prompt';
import './styles.css';

captureInstallPrompt();
if (import.meta.env.PROD) {
  window.addEventListener('load', () =>
    import('./lib/service-worker')
      .then((sw) => sw.registerServiceWorker())
      .catch((error: unknown) => console.warn('service worker not registered', error)),
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
