import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
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

  describe('hydrating a skeleton the server drew', () => {
    const area = (hydratesOverPlaceholder: boolean) => (
      <RemoteArea
        remote="ordering"
        exposed="App"
        placeholder={<p>squelette du formulaire</p>}
        hydratesOverPlaceholder={hydratesOverPlaceholder}
      />
    );

    /** The server's HTML (no module there), hydrated once the module has already arrived. */
    async function hydrateWithModuleLoaded(hydratesOverPlaceholder: boolean) {
      jest.mocked(loadedExposed).mockReturnValue(null);
      const container = document.createElement('div');
      container.innerHTML = renderToString(area(hydratesOverPlaceholder));
      document.body.append(container);
      jest.mocked(loadedExposed).mockReturnValue(pageModule);
      const recoverable = jest.fn();
      await act(async () => {
        hydrateRoot(container, area(hydratesOverPlaceholder), { onRecoverableError: recoverable });
      });
      return { container, recoverable };
    }

    it('draws the skeleton as the server did, then the page, with no mismatch', async () => {
      const { container, recoverable } = await hydrateWithModuleLoaded(true);
      expect(recoverable).not.toHaveBeenCalled();
      expect(container.querySelector('h1')?.textContent).toBe('Page du remote');
      container.remove();
    });

    it('without it, the module drawn at once does not match the server’s HTML', async () => {
      const { container, recoverable } = await hydrateWithModuleLoaded(false);
      expect(recoverable).toHaveBeenCalled();
      container.remove();
    });
  });

  it('does not draw a pre-rendered page a second time when hydration ends', async () => {
    const drawn = jest.fn();
    const CountedPage = () => {
      drawn();
      return <h1>Page du remote</h1>;
    };
    jest.mocked(loadedExposed).mockReturnValue({ default: CountedPage });
    jest.mocked(loadExposed).mockResolvedValue({ default: CountedPage });
    const element = <RemoteArea remote="marketing" exposed="App" placeholder={<p>squelette</p>} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    drawn.mockClear();
    await act(async () => {
      hydrateRoot(container, element);
    });
    expect(container.querySelector('h1')?.textContent).toBe('Page du remote');
    expect(drawn).toHaveBeenCalledTimes(1);
    container.remove();
  });
});
