import { screen } from '@testing-library/react';
import * as client from '@ped/client';
import { renderWithHost, proSession } from '../test-support/renderWithHost';
import ProAccountApp from './App';

jest.mock('@ped/client', () => ({
  ...jest.requireActual('@ped/client'),
  listMethods: jest.fn(),
  fetchInvoices: jest.fn(),
}));

const mocked = jest.mocked(client);

describe('account area gating (SPEC §4)', () => {
  beforeEach(() => {
    mocked.listMethods.mockResolvedValue({ methods: [], default: null });
    mocked.fetchInvoices.mockResolvedValue([]);
  });

  it('sends a visitor to the login page', async () => {
    renderWithHost(<ProAccountApp />, { session: null });
    expect(await screen.findByTestId('pro-login')).toBeInTheDocument();
  });

  it('shows the billing page to a validated professional, with its navigation', async () => {
    renderWithHost(<ProAccountApp />, { session: proSession() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Facturation' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Espace professionnel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Facturation/ })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText(/Aucune carte enregistrée\./)).toBeInTheDocument();
  });
});
