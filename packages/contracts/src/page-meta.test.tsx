import { render } from '@testing-library/react';
import { PageMetaTags } from './page-meta';

const robots = () => document.head.querySelector('meta[name="robots"]');
const canonical = () => document.head.querySelector('link[rel="canonical"]');

describe('page meta', () => {
  it('gives a public page its title, description and canonical URL', () => {
    const { unmount } = render(
      <PageMetaTags
        title="Commander"
        description="Commandez en ligne."
        path="/pre-etat-date/commande"
      />,
    );
    expect(document.title).toBe('Commander | Pré-état daté en ligne');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Commandez en ligne.',
    );
    expect(canonical()).toHaveAttribute('href', 'http://localhost/pre-etat-date/commande');
    expect(robots()).toBeNull();
    unmount();
    expect(canonical()).toBeNull();
  });

  it('marks a private page noindex without a canonical, and takes it back when it leaves', () => {
    const { unmount } = render(
      <PageMetaTags title="Votre commande" description="Le suivi de votre commande." noindex />,
    );
    expect(robots()).toHaveAttribute('content', 'noindex');
    expect(canonical()).toBeNull();
    unmount();
    expect(robots()).toBeNull();
  });
});
