import { createRoot } from 'react-dom/client';
import { configureApi, localTokenStorage } from '@ped/client';
import { App } from './app/App';
import { createInjectableStore, HostProviders } from '@ped/host';
import { loadRuntimeConfig } from './features/boot/runtime-config';
import { registerRemoteEntries } from './features/remotes/remote-registry';
import { accountReducer } from './features/session/store/account-reducer';
import { sessionSaga } from './features/session/store/session-saga';

async function boot() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const { config, remotes } = await loadRuntimeConfig();
  configureApi({ baseUrl: config.apiUrl, tokens: localTokenStorage(config.tokenName) });
  registerRemoteEntries(remotes);
  const host = createInjectableStore({ account: accountReducer }, [sessionSaga]);
  root.render(
    <HostProviders host={host}>
      <App config={config} />
    </HostProviders>,
  );
}

boot().catch((error) => {
  console.error('[shell] Démarrage impossible', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'Le site est momentanément indisponible. Merci de réessayer dans quelques instants.';
});
