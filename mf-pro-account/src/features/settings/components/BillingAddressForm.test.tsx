import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrganisationSettings } from '@ped/client';
import { fakeApi, reply } from '@ped/host/testing';
import { renderWithHost } from '../../../testing/renderWithHost';
import { BillingAddressForm } from './BillingAddressForm';

const settings: OrganisationSettings = {
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
    const api = fakeApi()
      .on('GET', '/account/settings', settings)
      .on('PUT', '/account/settings', reply(400, 'Le logo doit être sur un site public'));
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
    expect(api.calls('PUT', '/account/settings')).toMatchObject([
      {
        body: {
          billing_address: settings.billing_address,
          customizations: {
            logo_url: 'https://intranet.agence.test/logo.png',
            document_footer: 'Carte CPI 3301',
          },
        },
      },
    ]);
  });
});
