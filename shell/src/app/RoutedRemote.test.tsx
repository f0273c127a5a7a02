import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { ROUTER_FUTURE } from '@ped/host';
import { RoutedRemote } from './RoutedRemote';
import { routeTableOf } from './route-table';

jest.mock('../features/remotes/components/RemoteArea', () => ({
  RemoteArea: ({ remote }: { remote: string }) => <p>remote {remote}</p>,
}));

function renderAt(path: string, serverNotFoundPath?: string) {
  return render(
    <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
      <Routes>
        <Route
          path="/page-introuvable"
          element={<Link to="/professionnels-de-l-immobilier">Solutions Pro.</Link>}
        />
        <Route
          path="*"
          element={
            <RoutedRemote routes={routeTableOf({})} serverNotFoundPath={serverNotFoundPath} />
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RoutedRemote', () => {
  it('gives a known path to the remote that owns it', () => {
    renderAt('/professionnels-de-l-immobilier');
    expect(screen.getByText('remote marketing')).toBeInTheDocument();
  });

  it('sends the address the server judged no page to the not-found page', () => {
    renderAt('/documents-pre-etat-date/ville-inventee', '/documents-pre-etat-date/ville-inventee');
    expect(screen.getByRole('link', { name: 'Solutions Pro.' })).toBeInTheDocument();
  });

  it('opens the remote a visitor goes to from a first page the server judged no page', async () => {
    renderAt('/page-introuvable', '/page-introuvable');
    await userEvent.click(screen.getByRole('link', { name: 'Solutions Pro.' }));
    expect(screen.getByText('remote marketing')).toBeInTheDocument();
  });
});
