import type { ReactElement } from 'react';
import { renderWithHost as renderInHost, type HostOptions } from '@ped/host/testing';
import { STORE_MODULES } from '../app/store-modules';

/** This remote's components inside the shell's host (@ped/host/testing), its state areas registered. */
export const renderWithHost = (ui: ReactElement, options: HostOptions = {}) =>
  renderInHost(ui, { storeModules: STORE_MODULES, ...options });
