import { offerUpdate } from './updateOffer';

/** Where the build writes the worker (scripts/build/serviceWorker.ts). */
const WORKER_URL = '/sw.js';

/** A worker installed while another runs this page: a new version, waiting for the user's word. */
function offerWaiting(registration: ServiceWorkerRegistration): void {
  const waiting = registration.waiting;
  if (!waiting || !navigator.serviceWorker.controller) return;
  offerUpdate(() => {
    // Once the new worker takes over, the page reloads into the files it serves.
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      window.location.reload();
    });
    // Workbox's generated worker skips waiting on this message.
    waiting.postMessage({ type: 'SKIP_WAITING' });
    return Promise.resolve();
  });
}

/**
 * Registers the service worker once the page has loaded, so its precaching never competes with the
 * first paint. A new version never takes over by itself: the app offers it (UpdatePrompt), since an
 * old page running against new files could break. Written out rather than taken from
 * vite-plugin-pwa's register module, whose workbox-window would add 3 KB to every first load.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
    offerWaiting(registration);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') offerWaiting(registration);
      });
    });
  };
  const start = () => {
    register().catch(() => {
      // No worker (private mode, a blocked origin): the app works as before, online only.
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
