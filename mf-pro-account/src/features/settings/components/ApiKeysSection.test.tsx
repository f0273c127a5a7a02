import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKeySummary } from '@ped/client';
import { fakeApi, reply } from '@ped/host/testing';
import { renderWithHost } from '../../../testing/renderWithHost';
import { ApiKeysSection } from './ApiKeysSection';

const key: ApiKeySummary = {
  id: 'k1',
  name: 'ERP',
  prefix: 'ped_test_AbCdEf',
  mode: 'test' as const,
  scope: 'read' as const,
  created_by: 'gerant@agence.test',
  created: '2026-03-01T10:00:00.000Z',
  last_used: null,
  revoked: null,
};

describe('ApiKeysSection', () => {
  it('creates a key with its name, mode and scope, shows its secret once, then lists it', async () => {
    const api = fakeApi()
      .on('GET', '/account/api-keys', [], [key])
      .on('POST', '/account/api-keys', { key, secret: 'ped_test_AbCdEfSecretComplet' });
    renderWithHost(<ApiKeysSection />);
    await userEvent.type(await screen.findByLabelText(/Nom de la clé/), 'ERP');
    // production and complete unless chosen otherwise
    expect(screen.getByRole('radio', { name: 'Production' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Complet' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Test' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Lecture seule' }));
    await userEvent.click(screen.getByRole('button', { name: 'Créer une clé' }));
    expect(await screen.findByTestId('api-key-secret')).toHaveTextContent(
      'ped_test_AbCdEfSecretComplet',
    );
    expect(
      screen.getByText('Copiez votre clé maintenant : elle ne sera plus jamais affichée.'),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/account/api-keys')).toMatchObject([
      { body: { name: 'ERP', mode: 'test', scope: 'read' } },
    ]);
    const row = (await screen.findByText('ped_test_AbCdEf…')).closest('tr')!;
    expect(within(row).getByText('Test')).toBeInTheDocument();
    expect(within(row).getByText('Lecture seule')).toBeInTheDocument();
    expect(within(row).getByText('Jamais')).toBeInTheDocument();
  });

  it('leads to the integrators’ documentation', async () => {
    fakeApi().on('GET', '/account/api-keys', []);
    renderWithHost(<ApiKeysSection />);
    expect(await screen.findByRole('link', { name: 'documentation de l’API' })).toHaveAttribute(
      'href',
      '/mon-compte-professionnel/api',
    );
  });

  it('keeps the name typed when the creation fails, and says why', async () => {
    fakeApi()
      .on('GET', '/account/api-keys', [])
      .on(
        'POST',
        '/account/api-keys',
        reply(
          403,
          'Accès à l’API avec vos clés : fonctionnalité réservée aux formules Experts, Premium ou Syndic.',
        ),
      );
    renderWithHost(<ApiKeysSection />);
    await userEvent.type(await screen.findByLabelText(/Nom de la clé/), 'ERP');
    await userEvent.click(screen.getByRole('button', { name: 'Créer une clé' }));
    expect(await screen.findByText(/fonctionnalité réservée/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Nom de la clé/)).toHaveValue('ERP');
    expect(screen.queryByTestId('api-key-secret')).not.toBeInTheDocument();
  });

  it('revokes a key after confirmation', async () => {
    const api = fakeApi()
      .on('GET', '/account/api-keys', [key])
      .on('DELETE', '/account/api-keys/:id', { ...key, revoked: '2026-03-02T10:00:00.000Z' });
    renderWithHost(<ApiKeysSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Révoquer la clé ERP' }));
    await userEvent.click(screen.getByRole('button', { name: 'Révoquer' }));
    expect(api.calls('DELETE', '/account/api-keys/k1')).toHaveLength(1);
  });
});
