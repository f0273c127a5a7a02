import type { ReactElement } from 'react';
import { renderWithHost as renderInHost, type HostOptions } from '@ped/host/testing';
import { resourcesReducer } from '../store/resources/reducer';
import { resourcesSaga } from '../store/resources/saga';
import { RESOURCES_KEY } from '../store/resources/state';

/** The panel's components inside the shell's host (@ped/host/testing), its resources area registered. */
export const renderWithHost = (ui: ReactElement, options: HostOptions = {}) =>
  renderInHost(ui, {
    storeModules: [{ key: RESOURCES_KEY, reducer: resourcesReducer, saga: resourcesSaga }],
    ...options,
  });
