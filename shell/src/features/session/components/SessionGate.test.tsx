import { screen } from '@testing-library/react';
import { renderWithHost } from '../../../testing/renderWithHost';
import { SessionGate } from './SessionGate';

describe('SessionGate', () => {
  it('shows a loading screen while the session is unknown', () => {
    renderWithHost(<SessionGate>contenu</SessionGate>, { session: 'unknown' });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de votre session…');
    expect(screen.queryByText('contenu')).toBeNull();
  });

  it('renders the page once the session is known', () => {
    renderWithHost(<SessionGate>contenu</SessionGate>, { session: null });
    expect(screen.getByText('contenu')).toBeInTheDocument();
  });
});
