import { screen } from '@testing-library/react';
import { PRO_ACCOUNT_PATHS } from '@ped/contracts';
import { devRuntimeConfig } from '@ped/host';
import { hydrateAsInShell } from '@ped/host/testing';
import { prerenderPaths } from './render-page';

describe('the pro sign-in pre-rendered (ADR 051)', () => {
  it('hydrates in the shell without a mismatch, then shows its form', async () => {
    expect(prerenderPaths()).toEqual([PRO_ACCOUNT_PATHS.login]);
    const path = PRO_ACCOUNT_PATHS.login;
    const { container, mismatches } = await hydrateAsInShell(() => import('../app/App'), {
      path,
      config: devRuntimeConfig(),
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('h1')).toHaveTextContent('Connexion à votre espace');
    expect(await screen.findByLabelText(/Adresse e-mail/)).toBeInTheDocument();
  });
});
