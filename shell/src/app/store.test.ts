import { TextDecoder } from 'node:util';
import { waitFor } from '@testing-library/react';
import { shellActions, type AdminPanelState } from '@ped/contracts';
import type { Session } from '@ped/domain';
import { fakeApi, reply } from '@ped/host/testing';
import { sessionFor, tokenWith } from '../testing/renderWithHost';
import { createShellStore } from './store';

Object.assign(globalThis, { TextDecoder: globalThis.TextDecoder ?? TextDecoder });

const SESSION_CHECK = '/account/session';
/** lets the pending API answers reach the sagas */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const tokenOf = (session: Session) =>
  tokenWith({
    session,
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 900,
  });
const admin = sessionFor({
  account: 'admin@pre-etat-date.fr',
  is_admin: true,
  organisation: null,
  role: null,
});
const customer = sessionFor({ account: 'client@agence.fr' });

/** The shell's store and sagas, on the API stand-in configured just before. */
function start() {
  const host = createShellStore();
  return {
    panel: () => (host.store.getState() as { adminPanel: AdminPanelState }).adminPanel,
    dispatch: (action: object) => host.store.dispatch(action as never),
  };
}

describe('the shell store: admin check (docs/product.md §6.3: re-fetches the session first)', () => {
  it('gives the panel to a session the server confirms as admin', async () => {
    const server = fakeApi();
    server.on('GET', SESSION_CHECK, reply(200, 'Session active', admin));
    const app = start();
    app.dispatch(shellActions.signedIn(tokenOf(admin)));
    await waitFor(() => expect(app.panel().adminVerified).toBe(true));
    app.dispatch(shellActions.openAdminPanel(true));
    expect(app.panel().open).toBe(true);
  });

  it('refuses a token claiming admin rights the server no longer grants', async () => {
    const server = fakeApi();
    server.on('GET', SESSION_CHECK, reply(200, 'Session active', { ...admin, is_admin: false }));
    const app = start();
    app.dispatch(shellActions.signedIn(tokenOf(admin)));
    await waitFor(() => expect(server.calls('GET', SESSION_CHECK)).not.toEqual([]));
    await settle();
    expect(app.panel().adminVerified).toBe(false);
    app.dispatch(shellActions.openAdminPanel(true));
    expect(app.panel().open).toBe(false);
  });

  it('refuses when the check cannot be made', async () => {
    const server = fakeApi();
    server.on('GET', SESSION_CHECK, reply(401, 'Session expirée'));
    const app = start();
    app.dispatch(shellActions.signedIn(tokenOf(admin)));
    await waitFor(() => expect(server.calls('GET', SESSION_CHECK)).not.toEqual([]));
    await settle();
    app.dispatch(shellActions.openAdminPanel(true));
    expect(app.panel()).toMatchObject({ adminVerified: false, open: false });
  });

  it('never asks the server for a session that does not claim admin rights, and keeps the panel shut', () => {
    const server = fakeApi();
    const app = start();
    app.dispatch(shellActions.signedIn(tokenOf(customer)));
    app.dispatch(shellActions.openAdminPanel(true));
    expect(app.panel()).toMatchObject({ adminVerified: false, open: false });
    expect(server.requests).toEqual([]);
  });

  it('closes an open panel when the admin logs in as a customer', async () => {
    const server = fakeApi();
    server.on('GET', SESSION_CHECK, reply(200, 'Session active', admin));
    const app = start();
    app.dispatch(shellActions.signedIn(tokenOf(admin)));
    await waitFor(() => expect(app.panel().adminVerified).toBe(true));
    app.dispatch(shellActions.openAdminPanel(true));
    const impersonated = { ...customer, impersonated_by: admin.account };
    server.on('POST', '/account/auth/switch', {
      access_token: tokenOf(impersonated),
      session: impersonated,
    });
    app.dispatch(shellActions.switchAccount(customer.account));
    await waitFor(() => expect(app.panel()).toMatchObject({ adminVerified: false, open: false }));
  });

  it('closes an open panel on logout', async () => {
    const server = fakeApi();
    server.on('GET', SESSION_CHECK, reply(200, 'Session active', admin));
    server.on('POST', '/account/logout', reply(200, 'Vous êtes déconnecté'));
    const app = start();
    app.dispatch(shellActions.signedIn(tokenOf(admin)));
    await waitFor(() => expect(app.panel().adminVerified).toBe(true));
    app.dispatch(shellActions.openAdminPanel(true));
    app.dispatch(shellActions.logout());
    await waitFor(() => expect(app.panel()).toMatchObject({ adminVerified: false, open: false }));
  });
});
