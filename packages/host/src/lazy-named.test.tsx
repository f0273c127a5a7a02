import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyNamed } from './lazy-named';

function OffersPage({ path }: { path: string }) {
  return <h1>Page {path}</h1>;
}
const chunk = () => Promise.resolve({ OffersPage });

const renderPage = (Page: ReturnType<typeof lazyNamed<{ path: string }, 'OffersPage'>>) =>
  render(
    <Suspense fallback={<p>chargement</p>}>
      <Page path="/pre-etat-date/offres" />
    </Suspense>,
  );

describe('a component in a chunk of its own', () => {
  it('waits for its chunk when it was not loaded ahead', async () => {
    renderPage(lazyNamed(chunk, 'OffersPage'));
    expect(screen.getByText('chargement')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Page /pre-etat-date/offres' }),
    ).toBeVisible();
  });

  it('renders at once, without suspending, once preloaded', async () => {
    const Page = lazyNamed(chunk, 'OffersPage');
    await Page.preload();
    renderPage(Page);
    expect(screen.getByRole('heading', { name: 'Page /pre-etat-date/offres' })).toBeVisible();
    expect(screen.queryByText('chargement')).toBeNull();
  });
});
