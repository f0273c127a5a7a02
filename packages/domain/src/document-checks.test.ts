import {
  checkAbsences,
  checkAccountsDate,
  checkBudgetShare,
  checkCallsN1,
  checkDisagreements,
  checkLotSplit,
  checkSources,
  checkWorksAgainstIC,
  checkAnnexed,
  documentChecklist,
  finishBlockers,
  performedChecks,
  WAIVABLE_CHECKS,
  type CheckedFigure,
} from './document-checks';
import type { WorkVoted } from './building-record';
import { FINISH_NEEDS_REGISTER } from './order-states';
import { checklistInput } from './checklist-fixtures';
import type { FinancialField } from './order-form';

const figure = (
  field: FinancialField,
  lot: string | null,
  cents: number | null,
  extra: Partial<CheckedFigure> = {},
): CheckedFigure => ({
  field,
  lot,
  cents,
  source: 'Procès-Verbal (PVs) du 12 mars 2026',
  readInDocument: true,
  disagreement: false,
  resolved: false,
  ...extra,
});

const base = checklistInput;

/** a resolution whose lines give each lot what it still has to be called */
const worksLeft = (...remaining: Array<[string, number | null]>): WorkVoted => ({
  resolution: 'Résolution 14',
  voted: '2026-03-12',
  amount: null,
  key: null,
  loan: null,
  calls: [],
  lots: remaining.map(([lot, euros]) => ({
    lot,
    share: null,
    called: null,
    remaining: euros,
    loan: null,
  })),
});

describe('checkBudgetShare', () => {
  const building = figure('building_budget', null, 12_000_000);
  it('accepts shares equal to budget × tantièmes within a cent', () => {
    const input = base({
      figures: [
        building,
        figure('expected_budget', '12', 294_001),
        figure('expected_budget', '48', 14_400),
      ],
    });
    expect(checkBudgetShare(input).problems).toEqual([]);
  });

  it('refuses a share that does not match, saying the computation', () => {
    const input = base({ figures: [building, figure('expected_budget', '12', 300_000)] });
    expect(checkBudgetShare(input).problems).toEqual([
      'Lot 12 : « Budget prévisionnel de l’exercice en cours (part du lot) » vaut 3\u00a0000,00\u00a0€, or 120\u00a0000,00\u00a0€ × 245\u00a0/ 10\u00a0000 = 2\u00a0940,00\u00a0€',
    ]);
  });
});

describe('checkCallsN1', () => {
  it('accepts N-1 provisions equal to the N-1 budget share', () => {
    const input = base({
      figures: [
        figure('building_budget_n', null, 11_000_000),
        figure('expected_budget_n', '12', 269_500),
      ],
    });
    expect(checkCallsN1(input).problems).toEqual([]);
  });

  it('refuses N-1 provisions that do not follow the budget voted', () => {
    const input = base({
      figures: [
        figure('building_budget_n', null, 11_000_000),
        figure('expected_budget_n', '12', 250_000),
      ],
    });
    expect(checkCallsN1(input).problems).toHaveLength(1);
  });
});

describe('checkWorksAgainstIC', () => {
  it('accepts, for each lot, I-C equal to what the works voted still have to call from it', () => {
    const input = base({
      figures: [figure('unbudget_not_due', '12', 313_720), figure('unbudget_not_due', '48', null)],
      works: [worksLeft(['12', 2_000]), worksLeft(['12', 1_137.2])],
    });
    expect(checkWorksAgainstIC(input).problems).toEqual([]);
  });

  it('refuses a lot’s I-C that contradicts its works lines', () => {
    const input = base({
      figures: [figure('unbudget_not_due', '12', 100_000)],
      works: [worksLeft(['12', 3_137.2])],
    });
    expect(checkWorksAgainstIC(input).problems).toEqual([
      'Lot 12 : I-C indique 1\u00a0000,00\u00a0€ de provisions hors budget non encore exigibles, les travaux votés 3\u00a0137,20\u00a0€ restant à appeler',
    ]);
  });

  it('asks for the remainder of a lot a resolution gives no line for', () => {
    const input = base({
      figures: [figure('unbudget_not_due', '48', 10_000)],
      works: [worksLeft(['12', 100])],
    });
    expect(checkWorksAgainstIC(input).problems[0]).toMatch(/^Lot 48 : indiquez le reste à appeler/);
  });

  it('refuses hors-budget provisions without works voted', () => {
    const input = base({ figures: [figure('unbudget_not_due', '12', 100_000)] });
    expect(checkWorksAgainstIC(input).problems).toHaveLength(1);
  });
});

describe('checkLotSplit', () => {
  it('accepts per-lot amounts that add up to the seller’s total', () => {
    const input = base({
      figures: [figure('budget', '12', 50_000), figure('budget', '48', 2_000)],
      sellerTotals: [{ field: 'budget', cents: 52_000 }],
    });
    expect(checkLotSplit(input).problems).toEqual([]);
  });

  it('asks staff to split a total not yet given per lot', () => {
    const input = base({
      figures: [figure('budget', '12', 50_000), figure('budget', '48', null)],
      sellerTotals: [{ field: 'budget', cents: 52_000 }],
    });
    expect(checkLotSplit(input).problems[0]).toMatch(/répartissez entre les lots/);
  });

  it('has nothing to split when the seller declared zero for the sale', () => {
    const input = base({
      figures: [figure('budget', '12', null), figure('budget', '48', null)],
      sellerTotals: [{ field: 'budget', cents: 0 }],
    });
    expect(checkLotSplit(input).problems).toEqual([]);
  });
});

describe('checkSources', () => {
  it('accepts figures that all have a source, and unknown ones', () => {
    expect(
      checkSources(
        base({
          figures: [figure('budget', '12', 10), figure('unpaid', null, null, { source: null })],
        }),
      ).problems,
    ).toEqual([]);
  });

  it('refuses a printed figure without a source', () => {
    expect(
      checkSources(base({ figures: [figure('unpaid', null, 10, { source: null })] })).problems,
    ).toEqual(['Copropriété : « Impayés de charges de la copropriété » n’a pas de source']);
  });
});

describe('checkAccountsDate', () => {
  it('accepts a known AG date', () => {
    expect(checkAccountsDate(base()).problems).toEqual([]);
  });

  it('refuses an unknown AG date', () => {
    expect(checkAccountsDate(base({ accountsApprovedOn: null })).problems).toHaveLength(1);
  });
});

describe('checkDisagreements', () => {
  it('accepts a disagreement staff resolved', () => {
    const input = base({
      figures: [figure('budget_n', '12', 748_000, { disagreement: true, resolved: true })],
    });
    expect(checkDisagreements(input).problems).toEqual([]);
  });

  it('refuses an unresolved disagreement', () => {
    const input = base({ figures: [figure('budget_n', '12', 748_000, { disagreement: true })] });
    expect(checkDisagreements(input).problems).toEqual([
      'Lot 12 : « Charges courantes réelles (exercice N-1) » — les sources divergent ; retenez un montant et motivez votre choix',
    ]);
  });
});

describe('checkAbsences', () => {
  const label = 'Procédures judiciaires en cours';
  it('accepts an absence read in a PV whose date staff confirmed', () => {
    const input = base({
      absences: [{ label, source: { doctype: 2, date: '2026-03-12', confirmedByStaff: true } }],
    });
    expect(checkAbsences(input).problems).toEqual([]);
  });

  it('refuses an absence resting on a guessed date', () => {
    const input = base({
      absences: [{ label, source: { doctype: 2, date: '2024-06-30', confirmedByStaff: false } }],
    });
    expect(checkAbsences(input).problems).toEqual([
      '« Procédures judiciaires en cours » : la date du document source n’est pas confirmée par un rédacteur (30 juin 2024 a été deviné)',
    ]);
  });

  it('refuses an absence read in a document that is not a PV', () => {
    const input = base({
      absences: [{ label, source: { doctype: 10, date: '2026-03-12', confirmedByStaff: true } }],
    });
    expect(checkAbsences(input).problems).toHaveLength(1);
  });
});

describe('checkAnnexed', () => {
  it('refuses a document cited without being annexed, and passes once it is', () => {
    const cited = (annexed: boolean) =>
      base({ documents: [{ label: 'Appel de fonds (appel.pdf)', date: '2026-10-01', annexed }] });
    expect(checkAnnexed(cited(false)).problems).toEqual([
      '« Appel de fonds (appel.pdf) du 1er octobre 2026 » est cité sans être annexé : ajoutez-le aux documents de la copropriété',
    ]);
    expect(checkAnnexed(cited(true)).problems).toEqual([]);
    expect(WAIVABLE_CHECKS).not.toContain('annexed');
  });
});

describe('documentChecklist', () => {
  it('lists every rule and blocks on any problem', () => {
    const checks = documentChecklist(base({ accountsApprovedOn: null }));
    expect(checks).toHaveLength(17);
    expect(finishBlockers(checks)).toEqual([
      'Indiquez la date de l’assemblée générale ayant approuvé les derniers comptes',
    ]);
    expect(finishBlockers(documentChecklist(base()))).toEqual([]);
  });

  const wrongShare = base({
    figures: [
      figure('building_budget', null, 12_000_000),
      figure('expected_budget', '12', 300_000),
    ],
  });
  const problem = checkBudgetShare(wrongShare).problems[0]!;

  it('lets a reason waive a check whose every problem it was given for, and says so', () => {
    const reasons = [
      { key: 'budget_share' as const, reason: 'Clé spéciale du bâtiment A', problems: [problem] },
    ];
    const checks = documentChecklist({ ...wrongShare, reasons });
    expect(finishBlockers(checks)).toEqual([]);
    expect(performedChecks(checks).find((c) => c.reason)).toEqual({
      label: 'Quote-part du budget conforme aux tantièmes',
      reason: 'Clé spéciale du bâtiment A',
    });
  });

  it('blocks again when the problems change after the reason was given', () => {
    const reasons = [
      { key: 'budget_share' as const, reason: 'Clé spéciale', problems: ['autre problème'] },
    ];
    expect(finishBlockers(documentChecklist({ ...wrongShare, reasons }))).toEqual([problem]);
  });

  it('never waives a check that can only be corrected', () => {
    const input = base({ accountsApprovedOn: null });
    const [missing] = finishBlockers(documentChecklist(input));
    const reasons = [{ key: 'accounts_date' as const, reason: 'Inconnue', problems: [missing!] }];
    expect(finishBlockers(documentChecklist({ ...input, reasons }))).toEqual([missing]);
  });
});

describe('the copropriété « Terminer » waits for', () => {
  it('comes first, with the API’s own refusal, while an order that needs its documents has none', () => {
    const checks = documentChecklist(
      checklistInput({ register: { includes_documents: true, registration_id: null } }),
    );
    expect(checks[0]).toEqual({
      key: 'register',
      label: 'Commande associée à sa copropriété, dont les documents sont annexés',
      problems: [FINISH_NEEDS_REGISTER],
      waivable: false,
      reason: null,
    });
    expect(finishBlockers(checks)).toEqual([FINISH_NEEDS_REGISTER]);
  });

  it('is satisfied once associated, and absent when the order needs no copropriété', () => {
    const associated = documentChecklist(
      checklistInput({ register: { payload: { offer: 'vte' }, registration_id: 'AB1234567' } }),
    );
    expect(associated[0]).toMatchObject({ key: 'register', problems: [] });
    expect(finishBlockers(associated)).toEqual([]);
    const keys = (register: Parameters<typeof checklistInput>[0]) =>
      documentChecklist(checklistInput(register)).map((check) => check.key);
    expect(keys({ register: { payload: { offer: 'cle' } } })).not.toContain('register');
    expect(keys({ register: null })).not.toContain('register');
  });
});
