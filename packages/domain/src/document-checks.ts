import { formatCents, formatDateInFull } from './format';
import { formatTantiemes, shareOfBuilding, totalOf } from './lot-shares';
import { FINANCIAL_FIELDS, type FinancialField } from './order-form';

/**
 * The checks staff see before « Terminer » (DOMAIN.md: notaries refuse inconsistent
 * documents). Each rule is pure and returns its problems in French; « Terminer » is
 * refused while any rule has one.
 */
export interface CheckedFigure {
  field: FinancialField;
  /** lot number; null for a copropriété figure */
  lot: string | null;
  cents: number | null;
  /** where the printed value comes from; null = nobody stated it */
  source: string | null;
  /** two sources gave different values */
  disagreement: boolean;
  /** staff chose the value and gave a reason after the disagreement */
  resolved: boolean;
}

export interface CheckedLot {
  number: string;
  tantiemes: number | null;
  totalTantiemes: number | null;
}

/** A statement that something does not exist (no proceedings…) and the document it rests on. */
export interface AbsenceStatement {
  label: string;
  source: {
    doctype: number;
    /** ISO day of the document; null when it has none */
    date: string | null;
    /** the date was entered or checked by staff, not guessed by a machine or typed by the customer */
    confirmedByStaff: boolean;
  } | null;
}

export interface ChecklistInput {
  lots: CheckedLot[];
  figures: CheckedFigure[];
  /** the seller's form amount for a lot figure of a multi-lot sale: the total of the lots */
  sellerTotals: Array<{ field: FinancialField; cents: number }>;
  /** works voted: what the sold lots still have to be called for each resolution; null = no works entered */
  worksRemaining: Array<number | null> | null;
  /** ISO day of the AG that approved the last accounts */
  accountsApprovedOn: string | null;
  absences: AbsenceStatement[];
}

export type CheckKey =
  | 'budget_share'
  | 'calls_n1'
  | 'works_vs_ic'
  | 'lot_split'
  | 'sources'
  | 'accounts_date'
  | 'disagreements'
  | 'absences';

export interface CheckResult {
  key: CheckKey;
  label: string;
  problems: string[];
}

/** Register document types a statement of absence may rest on: the PV of general assembly. */
export const ABSENCE_SOURCE_DOCTYPES: readonly number[] = [2];

const CENT_PER_LOT = 1;

const labelOf = (field: FinancialField) => FINANCIAL_FIELDS.find((f) => f.key === field)!.label;

const figureOf = (input: ChecklistInput, field: FinancialField, lot: string | null) =>
  input.figures.find((f) => f.field === field && f.lot === lot)?.cents ?? null;

const lotName = (lot: string | null) => (lot === null ? 'Copropriété' : `Lot ${lot}`);

/** Each lot's share of a copropriété amount matches amount × tantièmes, to the cent. */
function shareRule(
  key: CheckKey,
  label: string,
  buildingField: FinancialField,
  lotField: FinancialField,
) {
  return (input: ChecklistInput): CheckResult => {
    const problems: string[] = [];
    const building = figureOf(input, buildingField, null);
    if (building !== null)
      for (const lot of input.lots) {
        const share = figureOf(input, lotField, lot.number);
        if (share === null || !lot.tantiemes || !lot.totalTantiemes) continue;
        const expected = shareOfBuilding(building, lot.tantiemes, lot.totalTantiemes);
        if (Math.abs(share - expected) > CENT_PER_LOT)
          problems.push(
            `Lot ${lot.number} : « ${labelOf(lotField)} » vaut ${formatCents(share)}, or ${formatCents(building)} × ${formatTantiemes(lot.tantiemes, lot.totalTantiemes)} = ${formatCents(expected)}`,
          );
      }
    return { key, label, problems };
  };
}

/** The lot's share of the current budget against the copropriété's budget × tantièmes. */
export const checkBudgetShare = shareRule(
  'budget_share',
  'Quote-part du budget conforme aux tantièmes',
  'building_budget',
  'expected_budget',
);

/** The provisions called from the seller in N-1 against that year's budget × tantièmes. */
export const checkCallsN1 = shareRule(
  'calls_n1',
  'Provisions appelées en N-1 conformes au budget voté',
  'building_budget_n',
  'expected_budget_n',
);

/** I-C's hors-budget provisions not yet due are what the works voted still have to call. */
export function checkWorksAgainstIC(input: ChecklistInput): CheckResult {
  const label = 'Provisions hors budget (I-C) conformes aux travaux votés';
  const declared = totalOf(input.lots.map((l) => figureOf(input, 'unbudget_not_due', l.number)));
  const works = totalOf(input.worksRemaining ?? []);
  const problems: string[] = [];
  if (declared.cents !== null && input.worksRemaining !== null) {
    if (works.cents === null || works.partial)
      problems.push(
        'Indiquez le reste dû de chaque résolution de travaux votés : il justifie les provisions hors budget de I-C',
      );
    else if (Math.abs(declared.cents - works.cents) > CENT_PER_LOT * input.lots.length)
      problems.push(
        `I-C indique ${formatCents(declared.cents)} de provisions hors budget non encore exigibles, le tableau des travaux votés ${formatCents(works.cents)} restant à appeler`,
      );
  } else if (declared.cents !== null && declared.cents > 0)
    problems.push(
      'Des provisions hors budget non encore exigibles sont indiquées sans travaux votés : saisissez les travaux votés et leur échéancier',
    );
  return { key: 'works_vs_ic', label, problems };
}

/** A multi-lot sale: the per-lot amounts add up to what the seller declared for the sale. */
export function checkLotSplit(input: ChecklistInput): CheckResult {
  const problems: string[] = [];
  for (const { field, cents } of input.sellerTotals) {
    // amounts are never negative, so a sale total of zero leaves nothing to split
    if (cents === 0) continue;
    const perLot = totalOf(input.lots.map((l) => figureOf(input, field, l.number)));
    if (perLot.cents === null || perLot.partial)
      problems.push(
        `« ${labelOf(field)} » : répartissez entre les lots les ${formatCents(cents)} déclarés par le vendeur`,
      );
    else if (Math.abs(perLot.cents - cents) > CENT_PER_LOT * input.lots.length)
      problems.push(
        `« ${labelOf(field)} » : les lots totalisent ${formatCents(perLot.cents)}, le vendeur a déclaré ${formatCents(cents)}`,
      );
  }
  return { key: 'lot_split', label: 'Montants du vendeur répartis par lot', problems };
}

/** Every printed figure says where it comes from. */
export function checkSources(input: ChecklistInput): CheckResult {
  return {
    key: 'sources',
    label: 'Chaque montant imprimé a une source',
    problems: input.figures
      .filter((f) => f.cents !== null && !f.source)
      .map((f) => `${lotName(f.lot)} : « ${labelOf(f.field)} » n’a pas de source`),
  };
}

/** a), c) and d) of L721-2 II 2° are given as of the AG that approved the accounts. */
export function checkAccountsDate(input: ChecklistInput): CheckResult {
  return {
    key: 'accounts_date',
    label: 'Date de l’assemblée ayant approuvé les comptes connue',
    problems: input.accountsApprovedOn
      ? []
      : ['Indiquez la date de l’assemblée générale ayant approuvé les derniers comptes'],
  };
}

/** Two sources that disagree need a staff decision (value and reason) before delivery. */
export function checkDisagreements(input: ChecklistInput): CheckResult {
  return {
    key: 'disagreements',
    label: 'Désaccords entre sources tranchés',
    problems: input.figures
      .filter((f) => f.disagreement && !f.resolved)
      .map(
        (f) =>
          `${lotName(f.lot)} : « ${labelOf(f.field)} » — les sources divergent ; retenez un montant et motivez votre choix`,
      ),
  };
}

/** « Aucune procédure » only from a dated PV whose date staff confirmed, never a guessed date. */
export function checkAbsences(input: ChecklistInput): CheckResult {
  const problems: string[] = [];
  for (const { label, source } of input.absences) {
    if (!source || !ABSENCE_SOURCE_DOCTYPES.includes(source.doctype))
      problems.push(
        `« ${label} » : une absence ne s’affirme que sur un procès-verbal d’assemblée générale`,
      );
    else if (!source.date || !source.confirmedByStaff)
      problems.push(
        `« ${label} » : la date du document source n’est pas confirmée par un rédacteur${source.date ? ` (${formatDateInFull(`${source.date}T12:00:00Z`)} a été deviné)` : ''}`,
      );
  }
  return { key: 'absences', label: 'Absences établies par un document daté et vérifié', problems };
}

const RULES = [
  checkAccountsDate,
  checkDisagreements,
  checkSources,
  checkLotSplit,
  checkBudgetShare,
  checkCallsN1,
  checkWorksAgainstIC,
  checkAbsences,
];

/** Every check, in the order staff see them. */
export const documentChecklist = (input: ChecklistInput): CheckResult[] =>
  RULES.map((rule) => rule(input));

/** What keeps « Terminer » refused, in French; empty when the document can be delivered. */
export const finishBlockers = (checks: CheckResult[]): string[] =>
  checks.flatMap((check) => check.problems);
