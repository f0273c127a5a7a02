import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as client from '@ped/client';
import { ApiError } from '@ped/client';
import { renderWithHost } from '../../../testing/renderWithHost';
import { BillingAddressForm } from './BillingAddressForm';

jest.mock('@ped/client', () => ({
  ...jest.requireActual('@ped/client'),
  fetchSettings: jest.fn(),
  saveSettings: jest.fn(),
}));
const mocked = jest.mocked(client);

const settings = {
  billing_address: {
    name: 'Agence du Port',
    address: '4 quai des Chartrons',
    additional: '',
    zipcode: '33000',
    city: 'Bordeaux',
    country: 'France',
  },
  customizations: { logo_url: '', document_footer: '' },
};

describe('BillingAddressForm: customizations of a Premium or Syndic organisation', () => {
  it('says where the logo and the text are printed, and keeps what was typed when the logo is refused', async () => {
    mocked.fetchSettings.mockResolvedValue(settings);
    mocked.saveSettings.mockRejectedValue(
      new ApiError('Le logo doit être sur un site public', 400),
    );
    renderWithHost(<BillingAddressForm canEdit />);
    const logo = await screen.findByLabelText(/Adresse du logo/);
    expect(
      screen.getByText(
        /votre logo en tête de la première page et votre texte au pied de chaque page/,
      ),
    ).toBeInTheDocument();
    expect(logo).toHaveAccessibleDescription(/PNG ou JPEG de 512 Ko au plus/);

    await userEvent.type(logo, 'https://intranet.agence.test/logo.png');
    await userEvent.type(screen.getByLabelText('Texte de pied de page'), 'Carte CPI 3301');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Le logo doit être sur un site public')).toBeInTheDocument();
    expect(logo).toHaveValue('https://intranet.agence.test/logo.png');
    expect(screen.getByLabelText('Texte de pied de page')).toHaveValue('Carte CPI 3301');
    expect(mocked.saveSettings).toHaveBeenCalledWith({
      billing_address: settings.billing_address,
      customizations: {
        logo_url: 'https://intranet.agence.test/logo.png',
        document_footer: 'Carte CPI 3301',
      },
    });
  });
});
