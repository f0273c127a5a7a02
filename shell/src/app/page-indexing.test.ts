import { serverPageIndexing } from './page-indexing';

describe('the indexing the server writes for a page', () => {
  it('lets the order form be indexed under its canonical address', () => {
    expect(serverPageIndexing('/pre-etat-date/commande')).toEqual({
      noindex: false,
      canonical: '/pre-etat-date/commande',
    });
    expect(serverPageIndexing('/demande/pre-etat-date')).toEqual({
      noindex: false,
      canonical: '/pre-etat-date/commande',
    });
    expect(serverPageIndexing('/en-ligne/commander/pre-etat-date/solution-confort')).toEqual({
      noindex: false,
      canonical: '/en-ligne/commander/pre-etat-date/solution-confort',
    });
  });

  it('says noindex for an order, a payment link, a notary space, the pro area and /sso', () => {
    for (const path of [
      '/pre-etat-date/commande/PED-123456',
      '/pre-etat-date/PED-123456',
      '/pre-etat-date/confirmation',
      '/espace-notaire/abc',
      '/mon-compte-professionnel/connexion',
      '/mon-compte-professionnel/commandes',
      '/sso',
    ])
      expect(serverPageIndexing(path)).toEqual({ noindex: true, canonical: null });
  });

  it('leaves marketing pages to their own pre-rendered meta', () => {
    expect(serverPageIndexing('/le-pre-etat-date')).toEqual({ noindex: false, canonical: null });
  });
});
