import { screen, within } from '@testing-library/react';
import type { OrderShareView } from '../api/sharing-api';
import { renderWithHost } from '../../../testing/renderWithHost';
import { ShareList } from './ShareList';

const share = (openings: OrderShareView['openings']): OrderShareView => ({
  id: 's1',
  role: 'notary',
  name: 'Maître Durand',
  email: 'durand@notaires.fr',
  created: '2026-11-20T09:00:00Z',
  expires: '2027-05-20T00:00:00Z',
  status: 'active',
  openings,
  answers: [],
});

describe('ShareList', () => {
  it('says once that the notary opened a version, however many times the page was reloaded', () => {
    const reloads = Array.from({ length: 15 }, (_, minute) => ({
      at: `2026-11-24T09:${String(10 + minute).padStart(2, '0')}:00Z`,
      version: 2,
      ip: '192.0.2.0',
    }));
    renderWithHost(
      <ShareList
        shares={[share([{ at: '2026-11-23T15:00:00Z', version: 1, ip: '192.0.2.0' }, ...reloads])]}
        busy={false}
        onRevoke={() => undefined}
      />,
    );
    const lines = within(screen.getByRole('list', { name: 'Liens partagés' }))
      .getAllByRole('listitem')
      .slice(1)
      .map((line) => line.textContent);
    expect(lines).toEqual([
      'Consulté par votre notaire le 23 novembre 2026 à 16h00 (version 1)',
      'Consulté 15 fois par votre notaire, du 24 novembre 2026 à 10h10 au 24 novembre 2026 à 10h24 (version 2)',
    ]);
  });

  it('says when nobody has opened the link yet', () => {
    renderWithHost(<ShareList shares={[share([])]} busy={false} onRevoke={() => undefined} />);
    expect(screen.getByText('Pas encore consulté')).toBeInTheDocument();
  });
});
