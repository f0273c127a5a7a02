import { nextAgDate, type WorkVoted } from './building-record';
import { instalments, worksCalls } from './call-schedule';
import {
  CENT_PER_LOT,
  eurosToCents,
  figureOf,
  labelOf,
  type ChecklistInput,
  type RuleResult,
} from './checked-figures';
import { formatCents, formatDateInFull } from './format';
import type { FinancialField } from './order-form';
import { describeKeyShare, lotKeyShare, type LotKeyShare, type ShareKey } from './share-keys';
import { citeInText } from './legal-citations';

/**
 * Figures that prove themselves: arithmetic and dates that must agree before « Terminer »
 * (issue 33). Each rule is pure, states its computation in French and is unit-tested with
 * a passing and a failing example. Staff correct the figure or give a reason.
 */

const fullDay = (day: string) => formatDateInFull(`${day}T12:00:00Z`);
const shareText = (building: number, share: LotKeyShare, expected: number) =>
  `${formatCents(building)} × ${describeKeyShare(share)} = ${formatCents(expected)}`;
const byRate = (cents: number, rate: number) => Math.round((cents * rate) / 10_000);

/** A lot figure against the copropriété figure × the lot's share in the key. */
function keyedShares(
  input: ChecklistInput,
  buildingField: FinancialField,
  lotField: FinancialField,
  key: ShareKey | null,
): string[] {
  const building = figureOf(input, buildingField, null);
  if (building === null) return [];
  return input.lots.flatMap((lot) => {
    const value = figureOf(input, lotField, lot.number);
    if (value === null) return [];
    const share = lotKeyShare(lot, key);
    if (!share)
      return key ? [`Lot ${lot.number} : indiquez ses tantièmes dans la clé « ${key.name} »`] : [];
    const expected = Math.round((building * share.tantiemes) / share.total);
    return Math.abs(value - expected) > CENT_PER_LOT
      ? [
          `Lot ${lot.number} : « ${labelOf(lotField)} » vaut ${formatCents(value)}, or ${shareText(building, share, expected)}`,
        ]
      : [];
  });
}

/** The lot's share of the fonds de travaux: the fund × its tantièmes ÷ the key's total (art. 14-2-1). */
export function checkFundShare(input: ChecklistInput): RuleResult {
  return {
    key: 'fund_share',
    label: 'Part du fonds de travaux de chaque lot conforme à sa clé',
    problems: keyedShares(input, 'works_funds', 'works_funds_lot', input.keys.worksFunds),
  };
}

/** The lot's share of the collective loan: the loan × its share among the participating lots. */
export function checkLoanShare(input: ChecklistInput): RuleResult {
  const problems = keyedShares(input, 'loan_amount', 'loan_share', input.keys.loan);
  for (const lot of input.lots) {
    const share = figureOf(input, 'loan_share', lot.number);
    const parts = (input.works ?? [])
      .map((work) => work.lots.find((line) => line.lot === lot.number)?.loan)
      .filter((euros): euros is number => euros !== null && euros !== undefined);
    if (share === null || parts.length === 0) continue;
    const financed = parts.reduce((sum, euros) => sum + Math.round(euros * 100), 0);
    if (Math.abs(financed - share) > CENT_PER_LOT * parts.length)
      problems.push(
        `Lot ${lot.number} : les travaux votés attribuent ${formatCents(financed)} d’emprunt au lot, sa quote-part de l’emprunt est de ${formatCents(share)}`,
      );
  }
  return {
    key: 'loan_share',
    label: 'Quote-part de l’emprunt collectif conforme à la participation du lot',
    problems,
  };
}

/** `cents` is k whole instalments of the year (the last one carries the rounding). */
function wholeInstalments(cents: number, parts: number[]): boolean {
  const each = parts[0]!;
  const last = parts.at(-1)!;
  return parts.some(
    (_, index) => cents === (index + 1) * each || cents === index * each + last || cents === 0,
  );
}

/** A call of the budget = the lot's yearly share ÷ the number of calls, to the cent. */
export function checkInstalments(input: ChecklistInput): RuleResult {
  const calls = input.budgetCalls;
  const problems: string[] = [];
  const contribution = figureOf(input, 'works_funds_contribution', null);
  for (const lot of input.lots) {
    const yearly = figureOf(input, 'expected_budget', lot.number);
    if (yearly !== null) {
      const parts = instalments(yearly, calls);
      for (const field of ['budget', 'ongoing_budget'] as const) {
        const value = figureOf(input, field, lot.number);
        if (value !== null && !wholeInstalments(value, parts))
          problems.push(
            `Lot ${lot.number} : « ${labelOf(field)} » vaut ${formatCents(value)}, qui n’est pas un nombre entier d’appels de ${formatCents(parts[0]!)} (${formatCents(yearly)} ÷ ${calls} appels, arrondi au centime)`,
          );
      }
    }
    const last = figureOf(input, 'works_funds_last_contribution', lot.number);
    const share = lotKeyShare(lot, input.keys.worksFunds);
    if (contribution === null || last === null || !share) continue;
    const lotYearly = Math.round((contribution * share.tantiemes) / share.total);
    const parts = instalments(lotYearly, calls);
    if (last !== parts[0] && last !== parts.at(-1))
      problems.push(
        `Lot ${lot.number} : la dernière cotisation au fonds de travaux vaut ${formatCents(last)}, or ${shareText(contribution, share, lotYearly)} par an, soit ${formatCents(parts[0]!)} par appel (${calls} appels)`,
      );
  }
  return {
    key: 'instalments',
    label: 'Appels de provisions égaux à la part annuelle ÷ nombre d’appels',
    problems,
  };
}

/** What a seller's account statement shows owed (I-A): the other side of its one balance. */
const OWED: FinancialField[] = [
  'budget',
  'unbudget',
  'wanted_loads',
  'required_advances',
  'article_33',
  'loan_due',
  'other_due',
];

/** An account statement has one net balance: a sum owed and a credit cannot both come from it. */
export function checkOneBalance(input: ChecklistInput): RuleResult {
  const problems: string[] = [];
  for (const lot of input.lots) {
    const mine = input.figures.filter(
      (f) => f.lot === lot.number && f.readInDocument && f.source && f.cents,
    );
    for (const credit of mine.filter((f) => f.field === 'credit_balance' && f.cents! > 0)) {
      const owed = mine
        .filter((f) => OWED.includes(f.field) && f.source === credit.source && f.cents! > 0)
        .reduce((sum, f) => sum + f.cents!, 0);
      if (owed > 0)
        problems.push(
          `Lot ${lot.number} : « ${credit.source} » donne ${formatCents(owed)} dus au syndicat (I-A) et un solde créditeur de ${formatCents(credit.cents!)} ; un relevé de compte n’a qu’un solde, débiteur ou créditeur`,
        );
    }
  }
  return { key: 'one_balance', label: 'Un seul solde net par relevé de compte', problems };
}

/** The sold lots' total share of a copropriété amount, when every lot's share in the key is known. */
function saleShare(building: number, shares: Array<LotKeyShare | null>): number | null {
  if (shares.some((s) => s === null)) return null;
  const known = shares as LotKeyShare[];
  if (new Set(known.map((s) => s.total)).size !== 1) return null;
  const tantiemes = known.reduce((sum, s) => sum + s.tantiemes, 0);
  return Math.round((building * tantiemes) / known[0]!.total);
}

const LOT_SHARES_OF: Array<{
  lot: FinancialField;
  building: FinancialField;
  key: (input: ChecklistInput) => ShareKey | null;
}> = [
  { lot: 'expected_budget', building: 'building_budget', key: () => null },
  { lot: 'works_funds_lot', building: 'works_funds', key: (input) => input.keys.worksFunds },
  { lot: 'loan_share', building: 'loan_amount', key: (input) => input.keys.loan },
];

/** In a sale of several lots, no lot's share is the total of the lots sold. */
export function checkSaleTotal(input: ChecklistInput): RuleResult {
  const problems: string[] = [];
  const count = input.lots.length;
  if (count > 1) {
    for (const { lot: field, building: buildingField, key } of LOT_SHARES_OF) {
      const building = figureOf(input, buildingField, null);
      if (building === null) continue;
      const total = saleShare(
        building,
        input.lots.map((lot) => lotKeyShare(lot, key(input))),
      );
      for (const lot of input.lots)
        if (total !== null && total > 0 && figureOf(input, field, lot.number) === total)
          problems.push(
            `Lot ${lot.number} : « ${labelOf(field)} » (${formatCents(total)}) est la part des ${count} lots vendus ensemble, pas celle du lot`,
          );
    }
    for (const work of input.works ?? []) {
      const amount = eurosToCents(work.amount);
      if (amount === null) continue;
      const total = saleShare(
        amount,
        input.lots.map((lot) => lotKeyShare(lot, work.key)),
      );
      for (const line of work.lots)
        if (total !== null && total > 0 && eurosToCents(line.share) === total)
          problems.push(
            `${work.resolution} : la quote-part du lot ${line.lot} (${formatCents(total)}) est celle des ${count} lots vendus ensemble ; indiquez la part de chaque lot`,
          );
    }
  }
  return {
    key: 'sale_total',
    label: 'Quote-part de chaque lot distincte du total de la vente',
    problems,
  };
}

function workLotProblems(input: ChecklistInput, work: WorkVoted): string[] {
  const problems: string[] = [];
  const amount = eurosToCents(work.amount);
  for (const lot of input.lots) {
    const line = work.lots.find((l) => l.lot === lot.number);
    const where = `${work.resolution}, lot ${lot.number}`;
    if (!line || line.share === null) {
      problems.push(`${where} : indiquez la quote-part du lot`);
      continue;
    }
    const share = eurosToCents(line.share)!;
    const keyShare = lotKeyShare(lot, work.key);
    if (amount !== null && keyShare) {
      const expected = Math.round((amount * keyShare.tantiemes) / keyShare.total);
      if (Math.abs(share - expected) > CENT_PER_LOT)
        problems.push(
          `${where} : la quote-part vaut ${formatCents(share)}, or ${shareText(amount, keyShare, expected)}`,
        );
    }
    const [called, remaining, loan] = [line.called, line.remaining, line.loan].map(
      (euros) => eurosToCents(euros) ?? 0,
    ) as [number, number, number];
    if (called + remaining + loan > share + CENT_PER_LOT)
      problems.push(
        `${where} : appelé ${formatCents(called)} + à appeler ${formatCents(remaining)} + emprunt ${formatCents(loan)} = ${formatCents(called + remaining + loan)}, au-delà de la quote-part du lot (${formatCents(share)})`,
      );
    if (line.remaining === null || work.calls.length === 0) continue;
    const due = worksCalls(lot.number, {
      resolution: work.resolution,
      callable: share - loan,
      calls: work.calls,
    })
      .filter((call) => call.due > input.issuedOn)
      .reduce((sum, call) => sum + call.cents, 0);
    if (Math.abs(due - remaining) > CENT_PER_LOT)
      problems.push(
        `${where} : il reste ${formatCents(remaining)} à appeler, or les appels votés après le ${fullDay(input.issuedOn)} font ${formatCents(due)}`,
      );
  }
  return problems;
}

/** Each lot's share of works = amount × its key; called + to call + loan ≤ that share; the calls voted give the remainder. */
export function checkWorksParts(input: ChecklistInput): RuleResult {
  return {
    key: 'works_parts',
    label: 'Travaux votés : appelé + à appeler + emprunt dans la quote-part de chaque lot',
    problems: (input.works ?? []).flatMap((work) => workLotProblems(input, work)),
  };
}

const CONVOCATION = /convocation/i;

/** Documents before the delivery, the next AG after the last, « convoquée » only on a convocation. */
export function checkDates(input: ChecklistInput): RuleResult {
  const problems: string[] = [];
  const issued = fullDay(input.issuedOn);
  for (const document of input.documents)
    if (document.date && document.date > input.issuedOn)
      problems.push(
        `« ${document.label} » est daté du ${fullDay(document.date)}, après le document (${issued})`,
      );
  const last = input.accountsApprovedOn;
  if (last && last > input.issuedOn)
    problems.push(
      `L’assemblée ayant approuvé les comptes (${fullDay(last)}) est postérieure au document (${issued})`,
    );
  const next = input.nextAg;
  const nextDay = next ? nextAgDate({ ...next, details: '' }) : null;
  if (nextDay) {
    if (last && nextDay <= last)
      problems.push(
        `La prochaine assemblée générale (${fullDay(nextDay)}) ne suit pas la dernière (${fullDay(last)})`,
      );
    else if (nextDay < input.issuedOn)
      problems.push(
        `La prochaine assemblée générale annoncée le ${fullDay(nextDay)} a eu lieu avant le document (${issued}) : ses comptes changent les montants`,
      );
  }
  if (next?.status === 'scheduled' && !CONVOCATION.test(next.sourceLabel ?? ''))
    problems.push(
      `« Convoquée » suppose une convocation : la prochaine assemblée est tirée de « ${next.sourceLabel ?? 'la saisie du rédacteur'} » ; citez la convocation ou choisissez « Date annoncée, pas encore convoquée »`,
    );
  return { key: 'dates', label: 'Dates dans l’ordre', problems };
}

/** The lots' last contributions × the calls of a year, against their share of the minimum, when the copropriété's contribution is not given. */
function lotContributionProblems(input: ChecklistInput, minimum: number, basis: string): string[] {
  return input.lots.flatMap((lot) => {
    const last = figureOf(input, 'works_funds_last_contribution', lot.number);
    const share = lotKeyShare(lot, input.keys.worksFunds);
    if (last === null || !share) return [];
    const yearly = last * input.budgetCalls;
    const required = Math.round((minimum * share.tantiemes) / share.total);
    // each call is rounded to the cent
    return yearly + input.budgetCalls < required
      ? [
          `Lot ${lot.number} : la dernière cotisation au fonds de travaux (${formatCents(last)}) × ${input.budgetCalls} appels = ${formatCents(yearly)} par an, moins que sa part du minimum légal (${basis} × ${describeKeyShare(share)} = ${formatCents(required)}, ${citeInText('worksFund')})`,
        ]
      : [];
  });
}

export interface FundMinimum {
  cents: number;
  /** « 120 000,00 € × 5 % » */
  basis: string;
  /** « 5 % du budget prévisionnel (120 000,00 € × 5 % = 6 000,00 €) » */
  of: string;
}

/**
 * art. 14-2-1: the yearly contribution to the fonds de travaux is at least 5 % of the budget,
 * and 2,5 % of the PPT's works once one is adopted — each minimum the figures allow to compute.
 */
export function fundMinimums(budget: number | null, pptWorks: number | null): FundMinimum[] {
  return [
    budget === null
      ? null
      : {
          cents: byRate(budget, 500),
          basis: `${formatCents(budget)} × 5 %`,
          of: `5 % du budget prévisionnel (${formatCents(budget)} × 5 % = ${formatCents(byRate(budget, 500))})`,
        },
    pptWorks === null
      ? null
      : {
          cents: byRate(pptWorks, 250),
          basis: `${formatCents(pptWorks)} × 2,5 %`,
          of: `2,5 % des travaux du plan pluriannuel adopté (${formatCents(pptWorks)} × 2,5 % = ${formatCents(byRate(pptWorks, 250))})`,
        },
  ].filter((m) => m !== null);
}

/** art. 14-2-1: the yearly contribution is at least each of its minimums. */
export function checkFundMinimum(input: ChecklistInput): RuleResult {
  const problems: string[] = [];
  const contribution = figureOf(input, 'works_funds_contribution', null);
  const budget = figureOf(input, 'building_budget', null);
  const ppt = input.pptAdopted ? figureOf(input, 'ppt_works', null) : null;
  const minimums = fundMinimums(budget, ppt);
  for (const minimum of minimums) {
    if (contribution === null)
      problems.push(...lotContributionProblems(input, minimum.cents, minimum.basis));
    else if (contribution < minimum.cents)
      problems.push(
        `La cotisation annuelle au fonds de travaux (${formatCents(contribution)}) est inférieure à ${minimum.of}, minimum de l’${citeInText('worksFund')}`,
      );
  }
  return {
    key: 'fund_minimum',
    label: 'Cotisation au fonds de travaux au moins égale au minimum légal',
    problems,
  };
}
