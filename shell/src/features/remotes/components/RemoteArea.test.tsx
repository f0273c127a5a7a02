import { screen } from '@testing-library/react';
import { renderWithHost } from '../../../testing/renderWithHost';
import { loadedExposed, loadExposed } from '../remote-registry';
import { RemoteArea } from './RemoteArea';

jest.mock('../remote-registry', () => ({ loadExposed: jest.fn(), loadedExposed: jest.fn() }));

const Page = () => <h1>Page du remote</h1>;
const pageModule = { default: Page };

describe('RemoteArea', () => {
  beforeEach(() => jest.mocked(loadExposed).mockResolvedValue(pageModule));

  it('shows the page’s skeleton while the remote loads, then the page', async () => {
    jest.mocked(loadedExposed).mockReturnValue(null);
    renderWithHost(
      <RemoteArea remote="ordering" exposed="App" placeholder={<p>squelette du formulaire</p>} />,
    );
    expect(screen.getByText('squelette du formulaire')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Page du remote' })).toBeInTheDocument();
  });

  it('renders the page in its first render when the remote is already loaded', () => {
    jest.mocked(loadedExposed).mockReturnValue(pageModule);
    renderWithHost(<RemoteArea remote="marketing" exposed="App" placeholder={<p>squelette</p>} />);
    expect(screen.getByRole('heading', { name: 'Page du remote' })).toBeInTheDocument();
    expect(screen.queryByText('squelette')).toBeNull();
  });
});
