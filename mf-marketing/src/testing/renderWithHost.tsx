import type { Session } from '@ped/client';

/** Marketing's pages need nothing of the host but what every remote gets: @ped/host/testing. */
export { renderWithHost } from '@ped/host/testing';

export function professionalSession(plan: 'free' | 'experts' = 'experts'): Session {
  return {
    connected: true,
    account: 'agent@agence-du-parc.fr',
    account_id: 'a1',
    validated: true,
    is_admin: false,
    role: 'owner',
    created: '2026-01-01T00:00:00.000Z',
    organisation: { id: 'o1', name: 'Agence du Parc', subscription_plan: plan },
    sso_provider: null,
    impersonated_by: null,
  };
}
