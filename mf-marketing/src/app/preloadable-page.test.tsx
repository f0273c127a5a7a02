import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { SITE_ROUTES } from '@ped/contracts/paths';
import type { PageProps } from '../pages/page-props';
import { preloadablePage } from './preloadable-page';

const route = SITE_ROUTES[1]!;
const Offers = ({ route: shown }: PageProps) => <h1>Page {shown.path}</h1>;

const renderPage = (Page: ReturnType<typeof preloadablePage>) =>
  render(
    <Suspense fallback={<p>chargement</p>}>
      <Page route={route} />
    </Suspense>,
  );

describe('a page in its own chunk', () => {
  it('waits for its chunk when it was not loaded ahead', async () => {
    renderPage(preloadablePage(() => Promise.resolve({ default: Offers })));
    expect(screen.getByText('chargement')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: `Page ${route.path}` })).toBeInTheDocument();
  });

  it('renders at once, without suspending, once preloaded', async () => {
    const Page = preloadablePage(() => Promise.resolve({ default: Offers }));
    await Page.preload();
    renderPage(Page);
    expect(screen.getByRole('heading', { name: `Page ${route.path}` })).toBeInTheDocument();
    expect(screen.queryByText('chargement')).toBeNull();
  });
});
