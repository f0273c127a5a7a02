import type { Session } from '@ped/domain';
import { accountGate } from './account-gate';

const session = (validated: boolean): Session => ({
  connected: true,
  account: 'agence@exemple.fr',
  account_id: 'a1',
  validated,
  is_admin: false,
  role: 'owner',
  created: '2026-03-01T10:00:00.000Z',
  organisation: { id: 'o1', name: 'Agence', subscription_plan: 'free' },
  sso_provider: null,
  impersonated_by: null,
});

describe('accountGate (docs/product.md §4.6)', () => {
  it('waits while the session is unknown', () => {
    expect(accountGate({ isAuthenticated: null, session: null })).toEqual({ status: 'unknown' });
  });

  it('sends visitors to the login page', () => {
    expect(accountGate({ isAuthenticated: false, session: null })).toEqual({
      status: 'redirect',
      to: '/mon-compte-professionnel/connexion',
    });
  });

  it('sends accounts not yet validated to the thank-you page', () => {
    expect(accountGate({ isAuthenticated: true, session: session(false) })).toEqual({
      status: 'redirect',
      to: '/mon-compte-professionnel/merci',
    });
  });

  it('lets validated accounts in', () => {
    expect(accountGate({ isAuthenticated: true, session: session(true) })).toEqual({
      status: 'allowed',
    });
  });
});
