import {
  CENT_PER_LOT,
  eurosToCents,
  figureOf,
  labelOf,
  lotName,
  type CheckKey,
  type CheckResult,
  type ChecklistInput,
  type Rule,
  type RuleResult,
} from './checked-figures';
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
import { formatCents, formatDateInFull } from './format';
import { FINISH_NEEDS_REGISTER, isFinishDisabled, needsRegister } from './order-states';
import { formatTantiemes, shareOfBuilding, totalOf } from './lot-shares';
import type { FinancialField } from './order-form';

export type {
  AbsenceStatement,
  CheckedFigure,
  CheckedLot,
  CheckKey,
  CheckReason,
  CheckResult,
  ChecklistInput,
} from './checked-figures';

/**
 * The checks staff see before « Terminer » (docs/domain.md §1: notaries refuse inconsistent
 * documents). Each rule is pure and returns its problems in French; « Terminer » is
 * refused while any rule has one, unless staff gave a reason for a check that allows it.
 */

/** Register document types a statement of absence may rest on: the PV of general assembly. */
export const ABSENCE_SOURCE_DOCTYPES: readonly number[] = [2];

/** Each lot's share of a copropriété amount matches amount × tantièmes, to the cent. */
function shareRule(
  key: CheckKey,
  label: string,
  buildingField: FinancialField,
  lotField: FinancialField,
) {
  return (input: ChecklistInput): RuleResult => {
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
  'Provisions appelées sur le dernier exercice clos conformes au budget voté',
  'building_budget_n',
  'expected_budget_n',
);

/** I-C's hors-budget provisions not yet due are, for each lot, what the works voted still have to call from it. */
export function checkWorksAgainstIC(input: ChecklistInput): RuleResult {
  const label = 'Provisions hors budget (I-C) conformes aux travaux votés';
  const problems: string[] = [];
  for (const lot of input.lots) {
    const declared = figureOf(input, 'unbudget_not_due', lot.number);
    if (declared === null) continue;
    const lines = (input.works ?? []).map((work) => work.lots.find((l) => l.lot === lot.number));
    if (lines.length === 0) {
      if (declared > 0)
        problems.push(
          `Lot ${lot.number} : des provisions hors budget non encore exigibles sont indiquées sans travaux votés ; saisissez les travaux votés et leur échéancier`,
        );
      continue;
    }
    const works = totalOf(lines.map((line) => eurosToCents(line?.remaining)));
    if (works.cents === null || works.partial)
      problems.push(
        `Lot ${lot.number} : indiquez le reste à appeler de chaque résolution de travaux votés ; il justifie les provisions hors budget de I-C`,
      );
    else if (Math.abs(declared - works.cents) > CENT_PER_LOT * lines.length)
      problems.push(
        `Lot ${lot.number} : I-C indique ${formatCents(declared)} de provisions hors budget non encore exigibles, les travaux votés ${formatCents(works.cents)} restant à appeler`,
      );
  }
  return { key: 'works_vs_ic', label, problems };
}

/** A multi-lot sale: the per-lot amounts add up to what the seller declared for the sale. */
export function checkLotSplit(input: ChecklistInput): RuleResult {
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
export function checkSources(input: ChecklistInput): RuleResult {
  return {
    key: 'sources',
    label: 'Chaque montant imprimé a une source',
    problems: input.figures
      .filter((f) => f.cents !== null && !f.source)
      .map((f) => `${lotName(f.lot)} : « ${labelOf(f.field)} » n’a pas de source`),
  };
}

/** a), c) and d) of L721-2 II 2° are given as of the AG that approved the accounts. */
export function checkAccountsDate(input: ChecklistInput): RuleResult {
  return {
    key: 'accounts_date',
    label: 'Date de l’assemblée ayant approuvé les comptes connue',
    problems: input.accountsApprovedOn
      ? []
      : ['Indiquez la date de l’assemblée générale ayant approuvé les derniers comptes'],
  };
}

/** Two sources that disagree need a staff decision (value and reason) before delivery. */
export function checkDisagreements(input: ChecklistInput): RuleResult {
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
export function checkAbsences(input: ChecklistInput): RuleResult {
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

/** Every document a figure or a statement is read from is delivered with the pré-état daté (issue 34). */
export function checkAnnexed(input: ChecklistInput): RuleResult {
  return {
    key: 'annexed',
    label: 'Chaque document cité est annexé',
    problems: input.documents
      .filter((d) => !d.annexed)
      .map(
        (d) =>
          `« ${d.label}${d.date ? ` du ${formatDateInFull(`${d.date}T12:00:00Z`)}` : ''} » est cité sans être annexé : ajoutez-le aux documents de la copropriété`,
      ),
  };
}

/**
 * An order delivered with its copropriété's documents is associated with the copropriété
 * first: the same rule as the API's refusal of « Terminer » (isFinishDisabled).
 */
export function checkRegister(input: ChecklistInput): RuleResult {
  return {
    key: 'register',
    label: 'Commande associée à sa copropriété, dont les documents sont annexés',
    problems: input.register && isFinishDisabled(input.register) ? [FINISH_NEEDS_REGISTER] : [],
  };
}

const RULES: Rule[] = [
  checkAccountsDate,
  checkDisagreements,
  checkSources,
  checkLotSplit,
  checkBudgetShare,
  checkCallsN1,
  checkWorksAgainstIC,
  checkAbsences,
  checkFundShare,
  checkLoanShare,
  checkInstalments,
  checkOneBalance,
  checkSaleTotal,
  checkWorksParts,
  checkDates,
  checkFundMinimum,
  checkAnnexed,
];

/**
 * Checks staff may override with a reason: a figure can be right against the rule (a
 * partial payment, a special key the règlement sets, a fund the AG waived). A missing AG
 * date, a source, a disagreement or an unproven absence can only be corrected.
 */
export const WAIVABLE_CHECKS: readonly CheckKey[] = [
  'lot_split',
  'budget_share',
  'calls_n1',
  'works_vs_ic',
  'fund_share',
  'loan_share',
  'instalments',
  'one_balance',
  'sale_total',
  'works_parts',
  'dates',
  'fund_minimum',
];

/** The reason given for a check, when it covers every problem the check has now. */
function coveringReason(input: ChecklistInput, result: RuleResult): string | null {
  if (!result.problems.length || !WAIVABLE_CHECKS.includes(result.key)) return null;
  const given = input.reasons.filter((r) => r.key === result.key).at(-1);
  return given && result.problems.every((p) => given.problems.includes(p)) ? given.reason : null;
}

/** Every check, in the order staff see them, with the reason that waives it if any. */
export const documentChecklist = (input: ChecklistInput): CheckResult[] =>
  // the copropriété first: nothing is delivered without it; an order that needs none has no such check
  (input.register && needsRegister(input.register) ? [checkRegister, ...RULES] : RULES).map(
    (rule) => {
      const result = rule(input);
      return {
        ...result,
        waivable: WAIVABLE_CHECKS.includes(result.key),
        reason: coveringReason(input, result),
      };
    },
  );

/** What keeps « Terminer » refused, in French; empty when the document can be delivered. */
export const finishBlockers = (checks: CheckResult[]): string[] =>
  checks.filter((check) => check.reason === null).flatMap((check) => check.problems);

/** What the certification prints: each check performed, and the reason staff gave where one was waived. */
export const performedChecks = (checks: CheckResult[]) =>
  checks.map((check) => ({ label: check.label, reason: check.reason }));
