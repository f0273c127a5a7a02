import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApi, localTokenStorage, trackLanding } from '@ped/client';
import type { RemoteAppModule } from '@ped/contracts';
import { HostProviders } from '@ped/host';
import { App } from './app/App';
import { ownerOf } from './app/route-ownership';
import { createShellStore } from './app/store';
import { canonicalRedirectUrl } from './features/boot/canonical';
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
import { createShellThemeLayer } from './features/theme/components/ShellThemeLayer';

async function boot() {
  const { config, remotes, prerendered } = await loadRuntimeConfig();
  const canonical = canonicalRedirectUrl(config.canonicalOrigin, window.location);
  if (canonical) {
    window.location.replace(canonical);
    return;
  }
  configureApi({ baseUrl: config.apiUrl, tokens: localTokenStorage(config.tokenName) });
  registerRemoteEntries(remotes);
  const owner = ownerOf(window.location.pathname);
  if (owner) preloadExposed(owner, 'App');
  const host = createShellStore();
  const container = document.getElementById('root') as HTMLElement;
  const page = document.documentElement;
  let mode = firstRender(prerendered, page.dataset.prerendered);
  // A pre-rendered page is hydrated with its remote's code already there, so that the first
  // render is that page (docs/decisions/051); a remote that cannot load is rendered anew,
  // and its area shows the fallback.
  if (mode === 'hydrate-page' && owner) {
    const pathname = window.location.pathname;
    mode = await loadExposed(owner, 'App')
      // the module satisfies RemoteAppModule, whose preload the shell's generic type omits
      .then((module) => (module as RemoteAppModule).preload?.(pathname))
      .then(
        () => mode,
        () => 'render' as const,
      );
  }
  const tree = (
    <HostProviders host={host} config={config} themeLayer={createShellThemeLayer(config.partners)}>
      <App config={config} remotes={remotes} skeletonFromServer={mode === 'hydrate-frame'} />
    </HostProviders>
  );
  if (mode === 'render') {
    // drawn at once, then the pre-rendered HTML hidden for this visitor is no longer hidden
    flushSync(() => createRoot(container).render(tree));
    delete page.dataset.prerendered;
  } else {
    // Hydration as a transition is sliced into short tasks between which the browser paints
    // and answers input (a click on a part not yet hydrated hydrates it at once); at the
    // default priority it was one long task of several hundred milliseconds on a phone.
    await yieldToBrowser();
    startTransition(() => {
      hydrateRoot(container, tree);
    });
  }
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
