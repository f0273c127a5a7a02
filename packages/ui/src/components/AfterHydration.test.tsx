import { lazy, Suspense, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { AfterHydration } from './AfterHydration';

const Skeleton = () => <p>Formulaire en préparation</p>;

/** A pre-rendered page hydrated in the browser, as the shell does with the server's HTML. */
async function hydrateFromServer(page: ReactElement) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(page);
  await act(async () => {
    render(page, { container, hydrate: true });
  });
  return container;
}

describe('AfterHydration', () => {
  it('draws its children at once in a page drawn by the browser', () => {
    render(
      <AfterHydration fallback={<Skeleton />}>
        <label htmlFor="email">E-mail</label>
      </AfterHydration>,
    );
    expect(screen.getByText('E-mail')).toBeInTheDocument();
    expect(screen.queryByText('Formulaire en préparation')).not.toBeInTheDocument();
  });

  it('keeps the server’s fallback through hydration, then draws its children', async () => {
    const page = (
      <AfterHydration fallback={<Skeleton />}>
        <label htmlFor="email">E-mail</label>
      </AfterHydration>
    );
    expect(renderToString(page)).toContain('Formulaire en préparation');
    await hydrateFromServer(page);
    expect(screen.getByText('E-mail')).toBeInTheDocument();
  });

  it('keeps the skeleton on screen while the children’s code is still loading', async () => {
    // drawn in a transition: React keeps what is shown rather than falling back to the nearest
    // Suspense boundary, which would blank the page the visitor is reading
    let arrive: (module: { default: () => ReactElement }) => void = () => undefined;
    const Fields = lazy(() => new Promise<{ default: () => ReactElement }>((r) => (arrive = r)));
    const page = (
      <Suspense fallback={<p>Page vide</p>}>
        <AfterHydration fallback={<Skeleton />}>
          <Fields />
        </AfterHydration>
      </Suspense>
    );
    await hydrateFromServer(page);
    expect(screen.getByText('Formulaire en préparation')).toBeInTheDocument();
    expect(screen.queryByText('Page vide')).not.toBeInTheDocument();
    await act(async () => arrive({ default: () => <label htmlFor="email">E-mail</label> }));
    expect(screen.getByText('E-mail')).toBeInTheDocument();
  });
});
