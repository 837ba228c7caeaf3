// The landing page's whole script. Its HTML is React's, prerendered at build time
// (src/web/prerender.tsx), but nothing on it needs React in the browser: its links are plain
// links, so a first visit downloads no framework. The app loads with the page a link opens.
import { isInstalledApp } from './lib/display-mode';
import './styles.css';

// The home-screen icon opens the app on the dashboard, as the app's own route for "/" does.
if (isInstalledApp()) window.location.replace('/dashboard');

if (import.meta.env.PROD) {
  window.addEventListener('load', () =>
    import('./lib/service-worker')
      .then((sw) => sw.registerServiceWorker({ offerUpdates: false }))
      .catch((error: unknown) => console.warn('service worker not registered', error)),
  );
}
