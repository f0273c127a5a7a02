/**
 * The calls a sold lot will receive (échéancier) and who bears each one at the signing
 * (docs/domain.md §5). Days are ISO 'YYYY-MM-DD', amounts integer
 * cents; nothing here depends on a time zone.
 *
 * - Budget provisions are due on the first day of each period the general assembly fixed,
 *   quarterly by default (art. 14-1 of the loi of 10 July 1965); the fonds de travaux
 *   contribution is called with them (art. 14-2-1).
 * - Works calls follow the schedule voted, on the part of each lot's share the collective
 *   loan does not finance; loan instalments follow the loan's own schedule.
 * - Between seller and buyer, by default, a call falls to whoever owns the lot on the day it
 *   becomes due (art. 6-2 of the décret of 17 March 1967): the seller for a call due up to
 *   the signing day included, the buyer after. The parties may agree on a daily prorata of
 *   the current budget instalment (art. 6-3): the seller bears the days before the signing,
 *   the buyer the signing day and after.
 */

export type CallNature = 'budget' | 'works_fund' | 'works' | 'loan';

export const CALL_NATURE_LABELS: Record<CallNature, string> = {
  budget: 'Provision du budget prévisionnel',
  works_fund: 'Cotisation au fonds de travaux',
  works: 'Appel de travaux',
  loan: 'Échéance de l’emprunt collectif',
};

/** art. 14-1: « le premier jour de chaque trimestre » unless the general assembly decided otherwise */
export const DEFAULT_BUDGET_CALLS = 4;
/** numbers of calls a year that cut the year into whole months */
export const BUDGET_CALL_CHOICES: readonly number[] = [1, 2, 3, 4, 6, 12];
export const LOAN_PERIOD_CHOICES: readonly number[] = [1, 3, 6, 12];

/** How every instalment is rounded, printed beside the schedule. */
export const INSTALMENT_ROUNDING =
  'Chaque appel vaut la part annuelle divisée par le nombre d’appels de l’exercice, arrondie au centime le plus proche ; le dernier appel de l’exercice porte l’écart d’arrondi.';

export interface ScheduledCall {
  lot: string;
  /** ISO day the call becomes due (exigible) */
  due: string;
  nature: CallNature;
  /** « Résolution 14 — ravalement (appel 2 sur 3) », or the nature's label */
  label: string;
  cents: number;
  /** the period a budget or fund instalment covers, end included: what a daily prorata splits */
  period: { start: string; end: string } | null;
}

export interface WorksScheduleInput {
  resolution: string;
  /** the lot's share less what the loan finances for it, cents; null = not known */
  callable: number | null;
  calls: Array<{ due: string; percent: number }>;
}

export interface LotScheduleInput {
  lot: string;
  /** the lot's yearly share of the budget, cents */
  budgetShare: number | null;
  /** the lot's yearly fonds de travaux contribution, cents */
  fundContribution: number | null;
  works: WorksScheduleInput[];
  loan: {
    instalment: number | null;
    periodMonths: number | null;
    /** ISO day of the next instalment */
    next: string | null;
    /** ISO day of the last instalment (end of the repayment) */
    end: string | null;
  };
}

export interface ScheduleInput {
  /** first day of the current financial year; null = not known (no budget or fund call) */
  exerciseStart: string | null;
  callsPerYear: number;
  /** the day the schedule starts from (the document's day) */
  from: string;
  lots: LotScheduleInput[];
}

const DAY_MS = 86_400_000;
const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
const utc = (day: string) => {
  const [y, m, d] = parts(day);
  return Date.UTC(y, m - 1, d);
};
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Calendar days from `a` to `b` (negative when b is earlier). */
export const daysBetween = (a: string, b: string) => Math.round((utc(b) - utc(a)) / DAY_MS);

/** `months` later, the day kept or brought back to the month's last day (31 January + 1 = 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = parts(day);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return iso(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last)));
}

const previousDay = (day: string) => iso(utc(day) - DAY_MS);

/**
 * A yearly amount cut into `calls` instalments, rounded to the cent, the last one carrying
 * the rounding (INSTALMENT_ROUNDING): 1 000,00 € in three gives 333,33 + 333,33 + 333,34.
 */
export function instalments(yearly: number, calls: number): number[] {
  const each = Math.round(yearly / calls);
  return Array.from({ length: calls }, (_, index) =>
    index === calls - 1 ? yearly - each * (calls - 1) : each,
  );
}

/** A share cut by the percentages voted, each call rounded to the cent, the last (in time) carrying the rounding. */
export function percentShares(cents: number, percents: number[]): number[] {
  const shares = percents.map((percent) =>
    Math.round((cents * Math.round(percent * 100)) / 10_000),
  );
  if (shares.length)
    shares[shares.length - 1] = cents - shares.slice(0, -1).reduce((a, b) => a + b, 0);
  return shares;
}

interface Period {
  due: string;
  end: string;
  /** index of the call in its financial year */
  index: number;
}

/** The periods of the budget calls around `from`: the one that contains it and the next 12 months. */
function budgetPeriods(start: string, callsPerYear: number, from: string, until: string): Period[] {
  const step = 12 / callsPerYear;
  const [sy, sm] = parts(start);
  const [fy, fm] = parts(from);
  const firstYear = Math.floor(((fy - sy) * 12 + (fm - sm)) / 12) - 1;
  const periods: Period[] = [];
  for (let year = firstYear; year <= firstYear + 3; year += 1)
    for (let index = 0; index < callsPerYear; index += 1) {
      const due = addMonths(start, year * 12 + index * step);
      const end = previousDay(addMonths(start, year * 12 + (index + 1) * step));
      const current = due <= from && from <= end;
      if (current || (due >= from && due < until)) periods.push({ due, end, index });
    }
  return periods;
}

function periodicCalls(
  lot: LotScheduleInput,
  nature: 'budget' | 'works_fund',
  yearly: number | null,
  periods: Period[],
  callsPerYear: number,
): ScheduledCall[] {
  if (yearly === null) return [];
  const amounts = instalments(yearly, callsPerYear);
  return periods.map((period) => ({
    lot: lot.lot,
    due: period.due,
    nature,
    label: CALL_NATURE_LABELS[nature],
    cents: amounts[period.index]!,
    period: { start: period.due, end: period.end },
  }));
}

/** Every call of a resolution for the lot, in time order, with the lot's amount of each. */
export function worksCalls(lot: string, works: WorksScheduleInput): ScheduledCall[] {
  if (works.callable === null || works.calls.length === 0) return [];
  const ordered = [...works.calls].sort((a, b) => a.due.localeCompare(b.due));
  const amounts = percentShares(
    works.callable,
    ordered.map((call) => call.percent),
  );
  return ordered.map((call, index) => ({
    lot,
    due: call.due,
    nature: 'works',
    label: `${works.resolution} (appel ${index + 1} sur ${ordered.length})`,
    cents: amounts[index]!,
    period: null,
  }));
}

function loanCalls(lot: LotScheduleInput, from: string, until: string): ScheduledCall[] {
  const { instalment, periodMonths, next, end } = lot.loan;
  if (instalment === null || !periodMonths || !next) return [];
  const calls: ScheduledCall[] = [];
  for (let k = 0; k < 12 * 40; k += 1) {
    const due = addMonths(next, k * periodMonths);
    if (due >= until || (end && due > end)) break;
    if (due >= from)
      calls.push({
        lot: lot.lot,
        due,
        nature: 'loan',
        label: CALL_NATURE_LABELS.loan,
        cents: instalment,
        period: null,
      });
  }
  return calls;
}

const NATURE_ORDER: CallNature[] = ['budget', 'works_fund', 'works', 'loan'];

/**
 * The échéancier of each lot: the budget and fund instalment in progress on `from`, then
 * every call due in the twelve months after it, by due day.
 */
export function callSchedule(input: ScheduleInput): ScheduledCall[] {
  const until = addMonths(input.from, 12);
  const periods = input.exerciseStart
    ? budgetPeriods(input.exerciseStart, input.callsPerYear, input.from, until)
    : [];
  return (
    input.lots
      .flatMap((lot) => [
        ...periodicCalls(lot, 'budget', lot.budgetShare, periods, input.callsPerYear),
        ...periodicCalls(lot, 'works_fund', lot.fundContribution, periods, input.callsPerYear),
        ...lot.works.flatMap((works) =>
          worksCalls(lot.lot, works).filter((call) => call.due >= input.from && call.due < until),
        ),
        ...loanCalls(lot, input.from, until),
      ])
      // a lot outside a special key has shares of nothing: no call
      .filter((call) => call.cents !== 0)
      .sort(
        (a, b) =>
          a.due.localeCompare(b.due) ||
          NATURE_ORDER.indexOf(a.nature) - NATURE_ORDER.indexOf(b.nature),
      )
  );
}

export type SettlementRule = 'art-6-2' | 'prorata';

export const SETTLEMENT_RULES: Record<
  SettlementRule,
  { label: string; phrase: string; statement: string }
> = {
  'art-6-2': {
    label: 'Règle légale (article 6-2 du décret du 17 mars 1967)',
    phrase: 'selon la règle légale (article 6-2 du décret du 17 mars 1967)',
    statement:
      'Chaque appel incombe à celui qui est copropriétaire le jour où il devient exigible : au vendeur pour les appels exigibles jusqu’au jour de la signature inclus, à l’acquéreur pour les suivants.',
  },
  prorata: {
    label: 'Prorata journalier de la provision en cours (convention des parties, article 6-3)',
    phrase:
      'au prorata journalier de la provision en cours, comme les parties en conviennent (article 6-3 du décret du 17 mars 1967)',
    statement:
      'La provision du budget et la cotisation au fonds de travaux de la période en cours sont réparties au jour près : le vendeur supporte les jours antérieurs à la signature, l’acquéreur le jour de la signature et les suivants. Les autres appels suivent l’article 6-2.',
  },
};

export const SETTLEMENT_RULE_VALUES: readonly SettlementRule[] = ['art-6-2', 'prorata'];

export const isSettlementRule = (value: unknown): value is SettlementRule =>
  SETTLEMENT_RULE_VALUES.includes(value as SettlementRule);

/** art. 26-8: the loan follows the lot only if lender, guarantor and buyer agree */
export const LOAN_TRANSFER_CONDITION =
  'à la charge de l’acquéreur si le prêteur, la caution et l’acquéreur acceptent le transfert de l’emprunt (article 26-8 de la loi du 10 juillet 1965) ; à défaut, le capital restant dû est exigible du vendeur à la vente';

export type SplitBasis = 'seller' | 'buyer' | 'prorata' | 'loan-transfer';

export interface SplitCall extends ScheduledCall {
  seller: number;
  buyer: number;
  basis: SplitBasis;
}

export interface SplitTotals {
  seller: number;
  buyer: number;
  /** loan instalments due after the signing: the buyer's only if the loan is transferred */
  loanIfTransferred: number;
}

export interface Settlement {
  signingDay: string;
  rule: SettlementRule;
  calls: SplitCall[];
  lots: Array<{ lot: string } & SplitTotals>;
  total: SplitTotals;
}

function split(call: ScheduledCall, signingDay: string, rule: SettlementRule): SplitCall {
  const prorated =
    rule === 'prorata' &&
    (call.nature === 'budget' || call.nature === 'works_fund') &&
    call.period !== null &&
    call.period.start <= signingDay &&
    signingDay <= call.period.end;
  if (prorated) {
    const days = daysBetween(call.period!.start, call.period!.end) + 1;
    const sellerDays = daysBetween(call.period!.start, signingDay);
    const seller = Math.round((call.cents * sellerDays) / days);
    return { ...call, seller, buyer: call.cents - seller, basis: 'prorata' };
  }
  if (call.due <= signingDay) return { ...call, seller: call.cents, buyer: 0, basis: 'seller' };
  if (call.nature === 'loan')
    return { ...call, seller: 0, buyer: call.cents, basis: 'loan-transfer' };
  return { ...call, seller: 0, buyer: call.cents, basis: 'buyer' };
}

function totals(calls: SplitCall[]): SplitTotals {
  const sum = (pick: (call: SplitCall) => number) => calls.reduce((t, call) => t + pick(call), 0);
  return {
    seller: sum((call) => call.seller),
    buyer: sum((call) => (call.basis === 'loan-transfer' ? 0 : call.buyer)),
    loanIfTransferred: sum((call) => (call.basis === 'loan-transfer' ? call.buyer : 0)),
  };
}

/** Who bears each call of the schedule if the deed is signed on `signingDay`, and the totals per lot and for the sale. */
export function settleCalls(
  calls: ScheduledCall[],
  signingDay: string,
  rule: SettlementRule,
): Settlement {
  const settled = calls.map((call) => split(call, signingDay, rule));
  const lots = [...new Set(settled.map((call) => call.lot))];
  return {
    signingDay,
    rule,
    calls: settled,
    lots: lots.map((lot) => ({ lot, ...totals(settled.filter((call) => call.lot === lot)) })),
    total: totals(settled),
  };
}
