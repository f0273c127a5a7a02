/** docs/product.md §1.4: the service worker lives at /service-worker.js; registered in production builds only. */
export const SERVICE_WORKER_URL = '/service-worker.js';

export function registerServiceWorker(
  production: boolean,
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): void {
  if (!production || !container) return;
  window.addEventListener('load', () => {
    // docs/product.md §8.3: service worker failures are only logged.
    container
      .register(SERVICE_WORKER_URL)
      .catch((error: unknown) => console.warn('[shell] Service worker non enregistré', error));
  });
}
