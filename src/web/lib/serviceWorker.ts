/**
 * Registers /sw.js once the page has loaded, so caching the shell never competes with the first
 * render. A failure only costs offline support, so it is logged and nothing else (spec §8).
 * Built apps only: under the dev server a cached shell would fight hot reload.
 */
export function registerServiceWorkerOnLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
  });
}
