import { createRoot } from 'react-dom/client';
import { configureApi, localTokenStorage, trackLanding } from '@ped/client';
import { HostProviders } from '@ped/host';
import { App } from './app/App';
import { ownerOf } from './app/route-ownership';
import { createShellStore } from './app/store';
import { canonicalRedirectUrl } from './features/boot/canonical';
import { landingVisit } from './features/boot/landing-visit';
import { loadRuntimeConfig } from './features/boot/runtime-config';
import { registerServiceWorker } from './features/boot/service-worker-registration';
import { preloadExposed, registerRemoteEntries } from './features/remotes/remote-registry';
import { createShellThemeLayer } from './features/theme/components/ShellThemeLayer';

async function boot() {
  const { config, remotes } = await loadRuntimeConfig();
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
  createRoot(document.getElementById('root') as HTMLElement).render(
    <HostProviders host={host} config={config} themeLayer={createShellThemeLayer(config.partners)}>
      <App config={config} remotes={remotes} />
    </HostProviders>,
  );
  void trackLanding(landingVisit(window.location.search, document.referrer));
  registerServiceWorker(process.env.NODE_ENV === 'production');
}

boot().catch((error) => {
  console.error('[shell] Démarrage impossible', error);
  const root = document.getElementById('root');
  if (root)
    root.textContent =
      'Le site est momentanément indisponible. Merci de réessayer dans quelques instants.';
});
