import { screen } from '@testing-library/react';
import { renderWithHost } from '../../../testing/renderWithHost';
import { COMPANY } from '@ped/domain';
import { Footer } from './Footer';
import { InfoBanner } from './InfoBanner';

describe('Footer', () => {
  it('links to the legal pages, help and the professionals page, and states payment security and the company registration', () => {
    renderWithHost(<Footer phone="01 84 80 12 34" onCookieChoice={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute(
      'href',
      '/mentions-legales',
    );
    expect(
      screen.getByRole('link', { name: 'Conditions générales de vente (CGV)' }),
    ).toHaveAttribute('href', '/conditions-generales-de-vente');
    expect(screen.getByRole('link', { name: 'Contact et aide' })).toHaveAttribute(
      'href',
      '/contact-aide-pre-etat-date',
    );
    expect(screen.getByRole('link', { name: 'Solutions Pro.' })).toHaveAttribute(
      'href',
      '/professionnels-de-l-immobilier',
    );
    expect(screen.getByText(/Paiement 100 % sécurisé/)).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`${COMPANY.rcs}, SIREN ${COMPANY.siren}`)),
    ).toBeInTheDocument();
  });

  it('shows the configured info banner, and nothing without one', () => {
    const { rerender } = renderWithHost(
      <InfoBanner message="Fermeture exceptionnelle le 15 août" />,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Fermeture exceptionnelle le 15 août');
    rerender(<InfoBanner message={null} />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
