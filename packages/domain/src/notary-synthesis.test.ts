import {
  buyerYearlyCost,
  loanRuleAtSale,
  notaryAlerts,
  unpaidThreshold,
  type AlertFacts,
} from './notary-synthesis';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const quiet: AlertFacts = {
  issuedOn: '2026-11-23',
  sellerOwes: { cents: 0, sources: [] },
  proceedings: { status: 'none', date: null, details: '', source: 'PV du 12 mars 2026' },
  orders: null,
  difficulty: null,
  unpaid: { cents: 1_845_020, source: 'PV du 12 mars 2026' },
  budget: 12_000_000,
  buildingLots: 48,
  missing: [],
};

describe('notaryAlerts', () => {
  it('has nothing to say of a seller up to date in a quiet copropriété', () => {
    expect(notaryAlerts(quiet)).toEqual([]);
  });

  it('flags the seller’s arrears with the syndic’s opposition, and its sources', () => {
    const [alert] = notaryAlerts({
      ...quiet,
      sellerOwes: { cents: 473_830, sources: ['Relevé de compte du 2 novembre 2026'] },
    });
    expect(plain(alert!.text)).toBe(
      'Le vendeur doit 4 738,30 € au syndicat : le syndic peut former opposition au versement du prix (article 20 de la loi du 10 juillet 1965).',
    );
    expect(alert!.sources).toEqual(['Relevé de compte du 2 novembre 2026']);
  });

  it('says whether an order’s deadline is past or to come at the document’s day', () => {
    const order = (deadline: string | null) =>
      notaryAlerts({
        ...quiet,
        orders: {
          status: 'ongoing',
          date: '2026-05-06',
          details: 'reprise des balcons',
          deadline,
          source: 'Arrêté municipal du 6 mai 2026',
        },
      })[0]!.text;
    expect(order('2026-11-06')).toBe(
      'Arrêté de police administrative du 6 mai 2026 ; délai d’exécution expiré depuis le 6 novembre 2026 — reprise des balcons',
    );
    expect(order('2027-05-06')).toMatch(/mesures à exécuter avant le 6 mai 2027/);
    expect(order(null)).toMatch(/délai d’exécution non communiqué/);
  });

  it('flags unpaid charges from 25 % of the budget, 15 % over 200 lots', () => {
    const unpaid = (cents: number, buildingLots: number) =>
      notaryAlerts({ ...quiet, unpaid: { cents, source: 'PV' }, buildingLots }).map((a) =>
        plain(a.text),
      );
    expect(unpaid(2_999_999, 48)).toEqual([]);
    expect(unpaid(3_000_000, 48)).toEqual([
      'Impayés de charges de la copropriété : 30 000,00 €, soit 25 % du budget voté (seuil de 25 %, article 29-1 A de la loi du 10 juillet 1965).',
    ]);
    expect(unpaid(1_800_000, 201)).toHaveLength(1);
    expect(unpaidThreshold(200)).toBe(25);
  });

  it('lists proceedings, provisional administration and missing obligations with their sources', () => {
    const alerts = notaryAlerts({
      ...quiet,
      proceedings: { status: 'ongoing', date: '2025-10-14', details: 'Recouvrement', source: 'PV' },
      difficulty: {
        status: 'ongoing',
        date: '2025-06-02',
        details: 'Administrateur provisoire',
        source: 'Ordonnance',
      },
      missing: [{ label: 'DPE collectif', since: '2026-01-01', source: 'art. L126-31 du CCH' }],
    });
    expect(alerts.map((a) => a.text)).toEqual([
      'Procédure judiciaire en cours (assignation du 14 octobre 2025) — Recouvrement',
      'Copropriété en difficulté depuis le 2 juin 2025 — Administrateur provisoire',
      'DPE collectif : non fourni, obligatoire pour cette copropriété depuis le 1er janvier 2026.',
    ]);
    expect(alerts.map((a) => a.sources)).toEqual([['PV'], ['Ordonnance'], []]);
    expect(alerts.map((a) => a.law)).toEqual([null, null, 'art. L126-31 du CCH']);
  });
});

describe('loanRuleAtSale', () => {
  it('states art. 26-8, and the 2024-322 regime for a loan voted since it came into force', () => {
    expect(loanRuleAtSale('2023-06-01')).toMatch(/article 26-8 de la loi du 10 juillet 1965/);
    expect(loanRuleAtSale('2023-06-01')).not.toMatch(/2024-322/);
    expect(loanRuleAtSale('2026-03-12')).toMatch(
      /Emprunt voté le 12 mars 2026, sous le régime de la loi n° 2024-322 du 9 avril 2024/,
    );
  });
});

describe('buyerYearlyCost', () => {
  it('adds the budget share, the fund contribution and a year of loan instalments', () => {
    expect(
      buyerYearlyCost({
        budgetShare: 294_000,
        fundContribution: 14_700,
        loan: { instalment: 12_950, periodMonths: 3 },
      }),
    ).toEqual({ cents: 360_500, partial: false });
  });

  it('says the total is a minimum when a part is not known', () => {
    expect(
      buyerYearlyCost({
        budgetShare: 294_000,
        fundContribution: null,
        loan: { instalment: 12_950, periodMonths: null },
      }),
    ).toEqual({ cents: 294_000, partial: true });
    expect(buyerYearlyCost({ budgetShare: null, fundContribution: null, loan: null })).toEqual({
      cents: null,
      partial: false,
    });
  });

  it('is not known, rather than « at least 0,00 € », when the parts known are nil', () => {
    expect(buyerYearlyCost({ budgetShare: 0, fundContribution: null, loan: null })).toEqual({
      cents: null,
      partial: false,
    });
    // nil and complete is a true nought
    expect(buyerYearlyCost({ budgetShare: 0, fundContribution: 0, loan: null })).toEqual({
      cents: 0,
      partial: false,
    });
  });
});
