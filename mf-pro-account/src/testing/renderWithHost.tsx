import type { ReactElement } from 'react';
import type { PlanCode, Session } from '@ped/domain';
import { renderWithHost as renderInHost, type HostOptions } from '@ped/host/testing';
import { STORE_MODULES } from '../app/store-modules';

export function proSession(overrides: Partial<Session> = {}, plan: PlanCode = 'experts'): Session {
  return {
    connected: true,
    account: 'gerant@agence.test',
    account_id: '64b000000000000000000001',
    validated: true,
    is_admin: false,
    role: 'owner',
    created: '2026-01-05T09:00:00.000Z',
    organisation: {
      id: '64b000000000000000000002',
      name: 'Agence du Port',
      subscription_plan: plan,
    },
    sso_provider: null,
    impersonated_by: null,
    ...overrides,
  };
}

/**
 * The pro area's components inside the shell's host (@ped/host/testing), its state areas
 * registered; signed in as an organisation's owner on the area's home unless told otherwise.
 */
export const renderWithHost = (ui: ReactElement, options: HostOptions = {}) =>
  renderInHost(ui, {
    session: proSession(),
    path: '/mon-compte-professionnel/encours',
    storeModules: STORE_MODULES,
    ...options,
  });
