import { screen } from '@testing-library/react';
import { SITE_ROUTES } from '../app/site-routes';
import { FAQ_ITEMS } from '../features/faq/faq-items';
import { renderWithHost } from '../testing/renderWithHost';
import HelpPage from './HelpPage';

const HELP = SITE_ROUTES.find((route) => route.page === 'help')!;

describe('aide et questions fréquentes', () => {
  it('publie en données schema.org FAQPage les questions et réponses que la page affiche', () => {
    const { container } = renderWithHost(<HelpPage route={HELP} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script!.textContent!);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(FAQ_ITEMS.length);
    FAQ_ITEMS.forEach(({ question, answer }, index) => {
      expect(screen.getByRole('button', { name: question })).toBeInTheDocument();
      expect(data.mainEntity[index]).toMatchObject({
        name: question,
        acceptedAnswer: { text: answer },
      });
    });
  });
});
