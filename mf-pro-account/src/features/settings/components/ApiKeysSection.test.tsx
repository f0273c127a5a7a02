import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as client from '@ped/client';
import { renderWithHost } from '../../../testing/renderWithHost';
import { ApiKeysSection } from './ApiKeysSection';

jest.mock('@ped/client', () => ({
  ...jest.requireActual('@ped/client'),
  fetchApiKeys: jest.fn(),
  createApiKey: jest.fn(),
  revokeApiKey: jest.fn(),
}));
const mocked = jest.mocked(client);

const key = {
  id: 'k1',
  name: 'ERP',
  prefix: 'ped_AbCdEf',
  created_by: 'gerant@agence.test',
  created: '2026-03-01T10:00:00.000Z',
  last_used: null,
  revoked: null,
};

describe('ApiKeysSection', () => {
  it('shows a new key’s secret once, then lists the key by its prefix', async () => {
    mocked.fetchApiKeys.mockResolvedValueOnce([]).mockResolvedValue([key]);
    mocked.createApiKey.mockResolvedValue({ key, secret: 'ped_AbCdEfSecretComplet' });
    renderWithHost(<ApiKeysSection />);
    await userEvent.type(await screen.findByLabelText(/Nom de la clé/), 'ERP');
    await userEvent.click(screen.getByRole('button', { name: 'Créer une clé' }));
    expect(await screen.findByTestId('api-key-secret')).toHaveTextContent(
      'ped_AbCdEfSecretComplet',
    );
    expect(
      screen.getByText('Copiez votre clé maintenant : elle ne sera plus jamais affichée.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('ped_AbCdEf…')).toBeInTheDocument();
    expect(screen.getByText('Jamais')).toBeInTheDocument();
    expect(mocked.createApiKey).toHaveBeenCalledWith('ERP');
  });

  it('revokes a key after confirmation', async () => {
    mocked.fetchApiKeys.mockResolvedValue([key]);
    mocked.revokeApiKey.mockResolvedValue({ ...key, revoked: '2026-03-02T10:00:00.000Z' });
    renderWithHost(<ApiKeysSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Révoquer la clé ERP' }));
    await userEvent.click(screen.getByRole('button', { name: 'Révoquer' }));
    expect(mocked.revokeApiKey).toHaveBeenCalledWith('k1');
  });
});
