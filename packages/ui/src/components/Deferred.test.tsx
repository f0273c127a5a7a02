import { lazy } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { Deferred } from './Deferred';

describe('Deferred', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows its fallback while the code loads, then the content', async () => {
    const Part = lazy(async () => ({ default: () => <p>Témoignages</p> }));
    render(
      <>
        <h1>Accueil</h1>
        <Deferred fallback={<span>Chargement…</span>}>
          <Part />
        </Deferred>
      </>,
    );
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    expect(await screen.findByText('Témoignages')).toBeInTheDocument();
  });

  it('leaves the part out when its code cannot be loaded, keeps the page and reports the error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reportError = jest.fn();
    Object.defineProperty(window, 'reportError', { value: reportError, configurable: true });
    const failure = Object.assign(new Error('Loading chunk 42 failed.'), {
      name: 'ChunkLoadError',
    });
    const Part = lazy(() => Promise.reject(failure));
    render(
      <>
        <h1>Accueil</h1>
        <Deferred>
          <Part />
        </Deferred>
      </>,
    );
    await waitFor(() => expect(reportError).toHaveBeenCalledWith(failure));
    expect(screen.getByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
  });
});
