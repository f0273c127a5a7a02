import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createInjectableStore, devRuntimeConfig, HostProviders } from '@ped/host';
import type { UnknownAction } from 'redux';
import { resourcesReducer } from '../store/resources/reducer';
import { resourcesSaga } from '../store/resources/saga';

/** Renders inside a host like the shell's, with the resources area and a record of actions. */
export function renderWithHost(ui: ReactElement) {
  const dispatched: UnknownAction[] = [];
  const host = createInjectableStore({
    recorder: (state: null = null, action: UnknownAction) => (dispatched.push(action), state),
  });
  host.registry.injectReducer('resources', resourcesReducer);
  host.registry.injectSaga('resources', resourcesSaga);
  return {
    ...render(
      <HostProviders host={host} config={devRuntimeConfig()}>
        {ui}
      </HostProviders>,
    ),
    host,
    dispatched,
  };
}
