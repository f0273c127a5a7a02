import { screen } from '@testing-library/react';
import { SITE_ROUTES } from '../app/site-routes';
import { renderWithHost } from '../testing/renderWithHost';
import TermsPage from './TermsPage';

const TERMS = SITE_ROUTES.find((route) => route.page === 'terms')!;

describe('conditions générales de vente', () => {
  it('donne le prix de l’option « Modifications illimitées » comme la commande le dit : TTC aux particuliers, HT aux professionnels', () => {
    renderWithHost(<TermsPage route={TERMS} />);
    const option = screen.getByText(/^Option « Modifications illimitées »/);
    expect(option.textContent?.replace(/\s+/g, ' ')).toBe(
      'Option « Modifications illimitées » : 9,90 € TTC pour les particuliers, 9,90 € HT pour les professionnels, en supplément, avec toute offre sauf Libre. Autant de mises à jour du pré-état daté que nécessaire jusqu’au jour de la signature chez le notaire, même après la prochaine assemblée générale.',
    );
  });
});
