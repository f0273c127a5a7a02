import { createRoot } from 'react-dom/client';
import { configureApi, localTokenStorage, trackLanding } from '@ped/client';
import { createInjectableStore, HostProviders } from '@ped/host';
import { App } from './app/App';
import { ownerOf } from './app/route-ownership';
import { adminPanelReducer } from './features/admin-panel/store/admin-panel-reducer';
import { adminPanelSaga } from './features/admin-panel/store/admin-panel-saga';
import { canonicalRedirectUrl } from './features/boot/canonical';
import { landingVisit } from './features/boot/landing-visit';
import { loadRuntimeConfig } from './features/boot/runtime-config';
import { registerServiceWorker } from './features/boot/service-worker-registration';
import { preloadExposed, registerRemoteEntries } from './features/remotes/remote-registry';
import { accountReducer } from './features/session/store/account-reducer';
import { sessionSaga } from './features/session/store/session-saga';
import { snackbarReducer } from './features/snackbar/store/snackbar-reducer';
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
  // adminPanelSaga first: it must already listen when the session saga restores the session.
  const host = createInjectableStore(
    { account: accountReducer, snackbar: snackbarReducer, adminPanel: adminPanelReducer },
    [adminPanelSaga, sessionSaga],
  );
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
