/** docs/product.md §1.4: the service worker lives at /service-worker.js; registered in production builds only. */
export const SERVICE_WORKER_URL = '/service-worker.js';

/**
 * Registered once the page has loaded, so that it takes nothing from the first paint. The
 * shell's scripts of a composed page start after that paint (ADR 051), usually after the
 * `load` event: waiting for it then would never register the worker.
 */
export function registerServiceWorker(
  production: boolean,
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  readyState: DocumentReadyState = document.readyState,
): void {
  if (!production || !container) return;
  const register = () =>
    container
      .register(SERVICE_WORKER_URL)
      // docs/product.md §8.3: service worker failures are only logged.
      .catch((error: unknown) => console.warn('[shell] Service worker non enregistré', error));
  if (readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
