import { configureApi, localTokenStorage, trackLanding } from '@ped/client';
import type { RemoteAppModule, StoreModule } from '@ped/contracts';
import { ownerOf } from './app/route-ownership';
import { canonicalRedirectUrl } from './features/boot/canonical';
import { evaluateSharedLibrariesApart } from './features/boot/evaluate-shared-libraries';
import { firstRender } from './features/boot/first-render';
import { landingVisit } from './features/boot/landing-visit';
import { loadRuntimeConfig } from './features/boot/runtime-config';
import { registerServiceWorker } from './features/boot/service-worker-registration';
import { yieldToBrowser } from './features/boot/yield-to-browser';
import {
  loadExposed,
  preloadExposed,
  registerRemoteEntries,
} from './features/remotes/remote-registry';

async function boot() {
  const { config, remotes, routes, prerendered } = await loadRuntimeConfig();
  const canonical = canonicalRedirectUrl(config.canonicalOrigin, window.location);
  if (canonical) {
    window.location.replace(canonical);
    return;
  }
  configureApi({ baseUrl: config.apiUrl, tokens: localTokenStorage(config.tokenName) });
  registerRemoteEntries(remotes);
  const owner = ownerOf(window.location.pathname, routes);
  if (owner) preloadExposed(owner, 'App');
  await evaluateSharedLibrariesApart();
  let mode = firstRender(prerendered, document.documentElement.dataset.prerendered);
  let storeModules: StoreModule[] = [];
  // A pre-rendered page is hydrated with its remote's code and state areas already there, so
  // that the first render is that page (docs/decisions/051); a remote that cannot load is
  // rendered anew, and its area shows the fallback.
  if (mode === 'hydrate-page' && owner) {
    const pathname = window.location.pathname;
    mode = await loadExposed(owner, 'App')
      // the module satisfies RemoteAppModule, which the shell's generic type narrows
      .then(async (module) => {
        const app = module as RemoteAppModule;
        await app.preload?.(pathname);
        storeModules = app.storeModules ?? [];
      })
      .then(
        () => mode,
        () => 'render' as const,
      );
  }
  await yieldToBrowser();
  // in this chunk (eager): no request, only its evaluation happens now, in a task of its own
  const { mountShell } = await import(/* webpackMode: "eager" */ './mount-shell');
  await mountShell({ config, remotes, routes, mode, storeModules });
  void trackLanding(landingVisit(window.location.search, document.referrer));
  registerServiceWorker(process.env.NODE_ENV === 'production');
}

boot().catch((error) => {
  console.error('[shell] Démarrage impossible', error);
  const page = document.documentElement;
  // a pre-rendered page the visitor sees stays: its links work without the scripts
  if (page.dataset.prerendered === 'shown') return;
  delete page.dataset.prerendered;
  const root = document.getElementById('root');
  if (root)
    root.textContent =
      'Le site est momentanément indisponible. Merci de réessayer dans quelques instants.';
});
