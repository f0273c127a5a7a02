import type { WorkVoted } from './building-record';
import type { CheckedFigure, ChecklistInput } from './checked-figures';
import { checklistInput } from './checklist-fixtures';
import type { FinancialField } from './order-form';
import {
  checkDates,
  checkFundMinimum,
  checkFundShare,
  checkInstalments,
  checkLoanShare,
  checkOneBalance,
  checkSaleTotal,
  checkWorksParts,
} from './figure-invariants';

const STATEMENT = 'Relevé de compte copropriétaire du 2 novembre 2026';
const PV = 'Procès-Verbal (PVs) du 12 mars 2026';

const figures = (
  lot: string | null,
  values: Partial<Record<FinancialField, number>>,
  source = lot === null ? PV : STATEMENT,
): CheckedFigure[] =>
  Object.entries(values).map(([field, cents]) => ({
    field: field as FinancialField,
    lot,
    cents: cents!,
    source,
    readInDocument: true,
    disagreement: false,
    resolved: false,
  }));

const THREE_LOTS = [
  { number: '12', tantiemes: 245, totalTantiemes: 10000 },
  { number: '48', tantiemes: 12, totalTantiemes: 10000 },
  { number: '103', tantiemes: 30, totalTantiemes: 10000 },
];

const input = (extra: Partial<ChecklistInput> = {}) =>
  checklistInput({ lots: THREE_LOTS, ...extra });

const scale = (cents: number, tantiemes: number) => Math.round(cents * (tantiemes / 245));

/**
 * The three-lot sample as `pnpm sample:documents` printed it before issue 33 (main
 * f5bdbd2), read as the clerk read it: lot shares of a 7 500 € fund beside a 12 500 € fund,
 * a loan share of 5 880 € for 245/10 000 of 200 000 €, 721 € quarterly provisions for a
 * 2 940 € budget share, the works table's « quote-part du lot » holding the three lots'
 * total, and the next AG « convoquée » on the strength of the March PV.
 */
function todaysThreeLotSample(): ChecklistInput {
  return input({
    figures: [
      ...THREE_LOTS.flatMap((lot) =>
        figures(lot.number, {
          budget: scale(72_100, lot.tantiemes),
          unbudget: scale(42_000, lot.tantiemes),
          loan_due: scale(9_800, lot.tantiemes),
          reserved_advances: scale(36_750, lot.tantiemes),
          credit_balance: 0,
          ongoing_budget: scale(72_100, lot.tantiemes),
          expected_budget: Math.round(12_000_000 * (lot.tantiemes / 10000)),
          works_funds_lot: scale(18_375, lot.tantiemes),
          works_funds_last_contribution: scale(3_675, lot.tantiemes),
          loan_share: scale(588_000, lot.tantiemes),
          loan_remaining: scale(470_400, lot.tantiemes),
        }),
      ),
      // the loan's amount is the one its record states: « Emprunt collectif de 200 000 € »
      ...figures(null, {
        building_budget: 12_000_000,
        works_funds: 1_250_000,
        loan_amount: 20_000_000,
      }),
    ],
    works: [
      {
        resolution: 'Résolution 14 — ravalement des façades',
        voted: '2026-03-12',
        amount: 412_000,
        key: null,
        loan: null,
        calls: [],
        lots: [{ lot: '12', share: 11_824.4, called: 2_955.2, remaining: 8_869.2, loan: 6_888 }],
      },
    ],
    pptAdopted: true,
    documents: [
      { label: PV, date: '2026-03-12', annexed: true },
      { label: STATEMENT, date: '2026-11-02', annexed: true },
      { label: 'Appel de fonds du 4e trimestre 2026', date: '2026-10-01', annexed: true },
    ],
    nextAg: { status: 'scheduled', date: '2027-03-18', sourceLabel: PV },
  });
}

/** The one-lot sample as printed before issue 33: one statement cited for 721 € owed and a 15,20 € credit. */
const todaysOneLotSample = () =>
  input({
    lots: [THREE_LOTS[0]!],
    figures: figures('12', { budget: 72_100, credit_balance: 1_520, expected_budget: 294_000 }),
  });

/** The copropriété in difficulty as printed before issue 33: no fund contribution at all. */
const todaysDifficultySample = () =>
  input({
    lots: [{ number: '7', tantiemes: 310, totalTantiemes: 10000 }],
    figures: [
      ...figures('7', { works_funds_lot: 0, works_funds_last_contribution: 0 }),
      ...figures(null, { building_budget: 8_000_000, works_funds: 0 }),
    ],
  });

const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const problemsOf = (result: { problems: string[] }) => result.problems.map(plain);

describe('checkFundShare', () => {
  it('accepts each lot’s share of the fund by its tantièmes', () => {
    const ok = input({
      figures: [
        ...figures(null, { works_funds: 1_250_000 }),
        ...figures('12', { works_funds_lot: 30_625 }),
        ...figures('48', { works_funds_lot: 1_500 }),
      ],
    });
    expect(checkFundShare(ok).problems).toEqual([]);
  });

  it('accepts a share by a named special key, and refuses a lot the key does not list', () => {
    const key = { name: 'bâtiment A', total: 4000, lots: [{ lot: '12', tantiemes: 245 }] };
    const ok = input({
      keys: { worksFunds: key, loan: null },
      figures: [
        ...figures(null, { works_funds: 1_250_000 }),
        ...figures('12', { works_funds_lot: 76_563 }),
        ...figures('48', { works_funds_lot: 1_500 }),
      ],
    });
    expect(checkFundShare(ok).problems).toEqual([
      'Lot 48 : indiquez ses tantièmes dans la clé « bâtiment A »',
    ]);
  });

  it('fails on today’s three-lot sample: shares of a 7 500 € fund beside a 12 500 € fund', () => {
    expect(problemsOf(checkFundShare(todaysThreeLotSample()))[0]).toBe(
      'Lot 12 : « Part du fonds de travaux rattachée au lot » vaut 183,75 €, or 12 500,00 € × 245 / 10 000 (tantièmes généraux) = 306,25 €',
    );
  });
});

describe('checkLoanShare', () => {
  const loan = figures(null, { loan_amount: 20_000_000 });

  it('accepts a participating lot’s share of the loan', () => {
    const key = {
      name: 'participants à l’emprunt',
      total: 8000,
      lots: [{ lot: '12', tantiemes: 245 }],
    };
    const ok = input({
      keys: { worksFunds: null, loan: key },
      figures: [...loan, ...figures('12', { loan_share: 612_500 })],
    });
    expect(checkLoanShare(ok).problems).toEqual([]);
  });

  it('refuses loan parts of the works that do not add up to the lot’s loan share', () => {
    const works: WorkVoted = {
      resolution: 'Résolution 14',
      voted: '2026-03-12',
      amount: 412_000,
      key: null,
      loan: 200_000,
      calls: [],
      lots: [{ lot: '12', share: 10_094, called: null, remaining: null, loan: 4_000 }],
    };
    const wrong = input({
      works: [works],
      figures: [...loan, ...figures('12', { loan_share: 490_000 })],
    });
    expect(problemsOf(checkLoanShare(wrong))).toEqual([
      'Lot 12 : les travaux votés attribuent 4 000,00 € d’emprunt au lot, sa quote-part de l’emprunt est de 4 900,00 €',
    ]);
  });

  it('fails on today’s three-lot sample: 5 880 € where 200 000 € × 245 / 10 000 = 4 900 €', () => {
    expect(problemsOf(checkLoanShare(todaysThreeLotSample()))[0]).toBe(
      'Lot 12 : « Quote-part du lot dans l’emprunt collectif » vaut 5 880,00 €, or 200 000,00 € × 245 / 10 000 (tantièmes généraux) = 4 900,00 €',
    );
  });
});

describe('checkInstalments', () => {
  it('accepts provisions that are whole calls of the yearly share, the last carrying the rounding', () => {
    const ok = input({
      lots: [THREE_LOTS[0]!],
      budgetCalls: 3,
      figures: figures('12', { expected_budget: 100_000, budget: 33_333, ongoing_budget: 66_667 }),
    });
    expect(checkInstalments(ok).problems).toEqual([]);
  });

  it('checks the last fund contribution against the yearly contribution ÷ calls', () => {
    const fund = (last: number) =>
      input({
        lots: [THREE_LOTS[0]!],
        figures: [
          ...figures(null, { works_funds_contribution: 600_000 }),
          ...figures('12', { works_funds_last_contribution: last }),
        ],
      });
    expect(checkInstalments(fund(3_675)).problems).toEqual([]);
    expect(problemsOf(checkInstalments(fund(4_000)))).toEqual([
      'Lot 12 : la dernière cotisation au fonds de travaux vaut 40,00 €, or 6 000,00 € × 245 / 10 000 (tantièmes généraux) = 147,00 € par an, soit 36,75 € par appel (4 appels)',
    ]);
  });

  it('fails on today’s three-lot sample: a quarterly provision of 721 € for 2 940 € ÷ 4 = 735 €', () => {
    expect(problemsOf(checkInstalments(todaysThreeLotSample()))[0]).toBe(
      'Lot 12 : « Provisions exigibles du budget prévisionnel » vaut 721,00 €, qui n’est pas un nombre entier d’appels de 735,00 € (2 940,00 € ÷ 4 appels, arrondi au centime)',
    );
  });
});

describe('checkOneBalance', () => {
  it('accepts a sum owed and a credit read in two different statements', () => {
    const ok = input({
      lots: [THREE_LOTS[0]!],
      figures: [
        ...figures('12', { budget: 73_500 }),
        ...figures(
          '12',
          { credit_balance: 1_520 },
          'Relevé de compte copropriétaire du 2 janvier 2027',
        ),
      ],
    });
    expect(checkOneBalance(ok).problems).toEqual([]);
  });

  it('fails on today’s one-lot sample: one statement cited for 721 € owed and a 15,20 € credit', () => {
    expect(problemsOf(checkOneBalance(todaysOneLotSample()))).toEqual([
      'Lot 12 : « Relevé de compte copropriétaire du 2 novembre 2026 » donne 721,00 € dus au syndicat (I-A) et un solde créditeur de 15,20 € ; un relevé de compte n’a qu’un solde, débiteur ou créditeur',
    ]);
  });

  it('does not take staff’s or the seller’s own entries for a statement', () => {
    const typed = todaysOneLotSample();
    typed.figures = typed.figures.map((f) => ({
      ...f,
      source: 'Vérifié par le rédacteur le 23 novembre 2026',
      readInDocument: false,
    }));
    expect(checkOneBalance(typed).problems).toEqual([]);
  });

  it('passes on today’s three-lot sample, whose statements show no credit', () => {
    expect(checkOneBalance(todaysThreeLotSample()).problems).toEqual([]);
  });
});

describe('checkSaleTotal', () => {
  it('accepts lot shares of their own', () => {
    const ok = input({
      figures: [
        ...figures(null, { building_budget: 12_000_000 }),
        ...figures('12', { expected_budget: 294_000 }),
        ...figures('48', { expected_budget: 14_400 }),
      ],
    });
    expect(checkSaleTotal(ok).problems).toEqual([]);
  });

  it('refuses a lot figure that is the three lots’ share', () => {
    const wrong = input({
      figures: [
        ...figures(null, { building_budget: 12_000_000 }),
        ...figures('12', { expected_budget: 344_400 }),
      ],
    });
    expect(problemsOf(checkSaleTotal(wrong))).toEqual([
      'Lot 12 : « Budget prévisionnel de l’exercice en cours (part du lot) » (3 444,00 €) est la part des 3 lots vendus ensemble, pas celle du lot',
    ]);
  });

  it('fails on today’s three-lot sample: the works table’s « quote-part du lot » is the sale’s', () => {
    expect(problemsOf(checkSaleTotal(todaysThreeLotSample()))).toEqual([
      'Résolution 14 — ravalement des façades : la quote-part du lot 12 (11 824,40 €) est celle des 3 lots vendus ensemble ; indiquez la part de chaque lot',
    ]);
  });
});

describe('checkWorksParts', () => {
  const works = (lines: WorkVoted['lots'], extra: Partial<WorkVoted> = {}): WorkVoted => ({
    resolution: 'Résolution 14',
    voted: '2026-03-12',
    amount: 412_000,
    key: null,
    loan: 200_000,
    calls: [
      { due: '2026-04-01', percent: 30 },
      { due: '2026-10-01', percent: 40 },
      { due: '2027-04-01', percent: 30 },
    ],
    lots: lines,
    ...extra,
  });
  const lot12 = { lot: '12', share: 10_094, called: 3_635.8, remaining: 1_558.2, loan: 4_900 };

  it('accepts shares by tantièmes whose parts add up and whose remainder the calls voted give', () => {
    const ok = input({ lots: [THREE_LOTS[0]!], works: [works([lot12])] });
    expect(checkWorksParts(ok).problems).toEqual([]);
  });

  it('refuses a remainder the calls voted after the document do not give', () => {
    const wrong = input({
      lots: [THREE_LOTS[0]!],
      works: [works([{ ...lot12, remaining: 1_000, called: 4_194 }])],
    });
    expect(problemsOf(checkWorksParts(wrong))).toEqual([
      'Résolution 14, lot 12 : il reste 1 000,00 € à appeler, or les appels votés après le 23 novembre 2026 font 1 558,20 €',
    ]);
  });

  it('fails on today’s three-lot sample: 18 712,40 € called, to call and borrowed for 11 824,40 €', () => {
    expect(problemsOf(checkWorksParts(todaysThreeLotSample()))).toEqual([
      'Résolution 14 — ravalement des façades, lot 12 : la quote-part vaut 11 824,40 €, or 412 000,00 € × 245 / 10 000 (tantièmes généraux) = 10 094,00 €',
      'Résolution 14 — ravalement des façades, lot 12 : appelé 2 955,20 € + à appeler 8 869,20 € + emprunt 6 888,00 € = 18 712,40 €, au-delà de la quote-part du lot (11 824,40 €)',
      'Résolution 14 — ravalement des façades, lot 48 : indiquez la quote-part du lot',
      'Résolution 14 — ravalement des façades, lot 103 : indiquez la quote-part du lot',
    ]);
  });
});

describe('checkDates', () => {
  const convocation = 'Autre (convocation-ag-2027.pdf)';

  it('accepts documents before the delivery and a convened AG read in its convocation', () => {
    const ok = input({
      documents: [{ label: PV, date: '2026-03-12', annexed: true }],
      nextAg: { status: 'scheduled', date: '2027-03-18', sourceLabel: convocation },
    });
    expect(checkDates(ok).problems).toEqual([]);
    const announced = input({ nextAg: { status: 'planned', date: '2027-03-18', sourceLabel: PV } });
    expect(checkDates(announced).problems).toEqual([]);
  });

  it('refuses a document dated after the delivery and a next AG before the last', () => {
    const wrong = input({
      documents: [{ label: STATEMENT, date: '2026-12-02', annexed: true }],
      nextAg: { status: 'planned', date: '2026-01-15', sourceLabel: PV },
    });
    expect(problemsOf(checkDates(wrong))).toEqual([
      `« ${STATEMENT} » est daté du 2 décembre 2026, après le document (23 novembre 2026)`,
      'La prochaine assemblée générale (15 janvier 2026) ne suit pas la dernière (12 mars 2026)',
    ]);
  });

  it('fails on today’s three-lot sample: « convoquée » for March 2027 on the strength of the March 2026 PV', () => {
    expect(problemsOf(checkDates(todaysThreeLotSample()))).toEqual([
      `« Convoquée » suppose une convocation : la prochaine assemblée est tirée de « ${PV} » ; citez la convocation ou choisissez « Date annoncée, pas encore convoquée »`,
    ]);
  });
});

describe('checkFundMinimum', () => {
  it('accepts a contribution of 5 % of the budget and 2,5 % of the PPT’s works', () => {
    const ok = input({
      pptAdopted: true,
      figures: figures(null, {
        building_budget: 12_000_000,
        works_funds_contribution: 600_000,
        ppt_works: 24_000_000,
      }),
    });
    expect(checkFundMinimum(ok).problems).toEqual([]);
  });

  it('refuses a contribution under 2,5 % of the works of the PPT adopted', () => {
    const wrong = input({
      pptAdopted: true,
      figures: figures(null, {
        building_budget: 12_000_000,
        works_funds_contribution: 600_000,
        ppt_works: 36_000_000,
      }),
    });
    expect(problemsOf(checkFundMinimum(wrong))).toEqual([
      'La cotisation annuelle au fonds de travaux (6 000,00 €) est inférieure à 2,5 % des travaux du plan pluriannuel adopté (360 000,00 € × 2,5 % = 9 000,00 €), minimum de l’article 14-2-1 de la loi du 10 juillet 1965',
    ]);
  });

  it('passes on today’s three-lot sample: 36,75 € a quarter is 5 % of the budget for 245 / 10 000', () => {
    expect(checkFundMinimum(todaysThreeLotSample()).problems).toEqual([]);
  });

  it('fails on today’s sample of a copropriété in difficulty: no contribution at all', () => {
    expect(problemsOf(checkFundMinimum(todaysDifficultySample()))).toEqual([
      'Lot 7 : la dernière cotisation au fonds de travaux (0,00 €) × 4 appels = 0,00 € par an, moins que sa part du minimum légal (80 000,00 € × 5 % × 310 / 10 000 (tantièmes généraux) = 124,00 €, article 14-2-1 de la loi du 10 juillet 1965)',
    ]);
  });
});
