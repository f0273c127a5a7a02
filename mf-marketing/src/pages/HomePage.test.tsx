import { screen, waitFor, within } from '@testing-library/react';
import { priceOf, type CustomerType, type OfferCode } from '@ped/domain';
import { loadCatalogPrices } from '../features/offers/api/catalog-prices';
import type { OfferPrices } from '../features/offers/api/offer-prices';
import type { PriceLoader } from '../features/offers/hooks/useOfferPrices';
import { professionalSession, renderWithHost } from '../testing/renderWithHost';
import { HomePage } from './HomePage';

jest.mock('../features/offers/api/catalog-prices', () => ({ loadCatalogPrices: jest.fn() }));
// the page's hook calls the loader with the codes and the customer type it shows
const catalog = jest.mocked(loadCatalogPrices as PriceLoader);

/** What the catalog answers: the domain's price for the caller on a fixed day of the 2025 tiers. */
const DAY = new Date('2026-03-02T10:00:00Z');
function catalogPrices(
  codes: readonly OfferCode[],
  customerType: CustomerType,
): Promise<OfferPrices> {
  const prices: OfferPrices = {};
  for (const code of codes) {
    const price = priceOf(code, customerType, DAY);
    if (price) prices[code] = { cents: price.shownCents, label: price.shownLabel };
  }
  return Promise.resolve(prices);
}

/** Waits for the last asynchronous updates (prices) to land; the phone comes from the host's configuration. */
const settled = async () => {
  await screen.findByRole('link', { name: /01.84.80.12.34/ });
  await waitFor(() => expect(priceOn('cle')).toBeInTheDocument());
};

const priceOn = (code: string) => within(screen.getByTestId(`offer-${code}`)).getByTestId('price');

describe('home page offers', () => {
  beforeEach(() => {
    catalog.mockReset();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows visitors the eco, cle and vte offers at their TTC price', async () => {
    catalog.mockImplementation(catalogPrices);
    renderWithHost(<HomePage />);
    await waitFor(() => expect(priceOn('cle')).toHaveTextContent(/59,90\s€\s*TTC/));
    expect(catalog).toHaveBeenCalledWith(['eco', 'cle', 'vte'], 'consumer');
    expect(priceOn('eco')).toHaveTextContent(/24,90\s€\s*TTC/);
    expect(priceOn('vte')).toHaveTextContent(/99,90\s€\s*TTC/);
    expect(screen.queryByTestId('offer-exp')).not.toBeInTheDocument();
    await settled();
  });

  it('shows a connected professional the same offers at their HT price', async () => {
    catalog.mockImplementation(catalogPrices);
    renderWithHost(<HomePage />, { session: professionalSession() });
    await waitFor(() => expect(priceOn('cle')).toHaveTextContent(/49,90\s€\s*HT/));
    expect(catalog).toHaveBeenCalledWith(['eco', 'cle', 'vte'], 'business');
    expect(priceOn('eco')).toHaveTextContent(/20,90\s€\s*HT/);
    expect(priceOn('vte')).toHaveTextContent(/82,90\s€\s*HT/);
    expect(screen.getByTestId('savings')).toHaveTextContent(/49,90\s€ HT/);
    await settled();
  });

  it('shows the customer-service phone of the runtime configuration', async () => {
    catalog.mockImplementation(catalogPrices);
    renderWithHost(<HomePage />);
    expect(await screen.findByRole('link', { name: /01.84.80.12.34/ })).toHaveAttribute(
      'href',
      'tel:0184801234',
    );
    expect(screen.getByTestId('support-contact')).toHaveTextContent(
      /du lundi au vendredi, de 9 h à 19 h/,
    );
  });

  it('falls back on the prices of the domain when the catalog cannot be reached', async () => {
    catalog.mockRejectedValue(new Error('Failed to fetch'));
    renderWithHost(<HomePage />);
    const expected = priceOf('cle', 'consumer')!;
    await waitFor(() => expect(priceOn('cle')).toHaveTextContent(expected.shownLabel));
    expect(priceOn('cle').textContent).toContain(
      `${(expected.shownCents / 100).toFixed(2).replace('.', ',')}`,
    );
    await settled();
  });
});

describe('home page order button', () => {
  beforeEach(() => {
    catalog.mockImplementation(catalogPrices);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('leads visitors and free plans to the turn-key solution, paid plans to the expert one', async () => {
    const { unmount } = renderWithHost(<HomePage />);
    expect(screen.getByTestId('home-order')).toHaveAttribute(
      'href',
      '/en-ligne/commander/pre-etat-date/solution-confort',
    );
    await settled();
    unmount();
    const free = renderWithHost(<HomePage />, { session: professionalSession('free') });
    expect(screen.getByTestId('home-order')).toHaveAttribute(
      'href',
      '/en-ligne/commander/pre-etat-date/solution-confort',
    );
    await settled();
    free.unmount();
    renderWithHost(<HomePage />, { session: professionalSession('experts') });
    expect(screen.getByTestId('home-order')).toHaveAttribute(
      'href',
      '/en-ligne/commander/pre-etat-date/solution-expert',
    );
    await settled();
  });

  it('sets the page title, description and canonical link', async () => {
    renderWithHost(<HomePage />);
    await settled();
    expect(document.title).toBe('Pré-état daté en ligne');
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toMatch(/loi ALUR/);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/`,
    );
  });
});
