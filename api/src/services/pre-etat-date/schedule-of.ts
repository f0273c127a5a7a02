import {
  DEFAULT_BUDGET_CALLS,
  callSchedule,
  lotKeyShare,
  parisDay,
  type FinancialField,
  type ScheduleInput,
  type ScheduledCall,
  type StatusValue,
  type WorkVoted,
  type WorksValue,
} from '@ped/domain';
import type { PreEtatDateInput } from './build-model';

/**
 * The call schedule of a document (échéancier, @ped/domain call-schedule.ts) from what it
 * prints: each lot's budget share, fund contribution, works lines and loan instalment.
 */

export const documentDay = (input: Pick<PreEtatDateInput, 'issuedAt'>) => parisDay(input.issuedAt);

export const budgetCallsOf = (input: PreEtatDateInput) =>
  input.terms.budgetCalls ?? DEFAULT_BUDGET_CALLS;

export const figureCents = (input: PreEtatDateInput, field: FinancialField, lot: string | null) =>
  input.figures.find((f) => f.field === field && f.lot === lot)?.cents ?? null;

/** The lots that have a number: the ones figures and works lines are given for. */
export const numberedLots = (input: PreEtatDateInput) =>
  input.lots.flatMap((lot) =>
    lot.number
      ? [{ number: lot.number, tantiemes: lot.tantiemes, totalTantiemes: lot.totalTantiemes }]
      : [],
  );

/** The works voted, one line per lot; none when no resolution was stated. */
export function worksVoted(input: PreEtatDateInput): WorkVoted[] {
  const works = input.record.works?.value as WorksValue | undefined;
  return works?.status === 'voted' ? works.list : [];
}

/** The loan in progress: the day of its last instalment, when stated. */
export function loanEnd(input: PreEtatDateInput): string | null {
  const loan = input.record.loan?.value as StatusValue | undefined;
  return loan?.status === 'ongoing' ? loan.date : null;
}

/**
 * The lot's yearly contribution to the fonds de travaux: its share of the copropriété's,
 * else its last contribution for each call of the year (called with the budget, art. 14-2-1).
 */
export function lotFundContribution(
  input: PreEtatDateInput,
  lot: ReturnType<typeof numberedLots>[number],
): number | null {
  const building = figureCents(input, 'works_funds_contribution', null);
  const share = lotKeyShare(lot, input.terms.keys.worksFunds);
  if (building !== null && share) return Math.round((building * share.tantiemes) / share.total);
  const last = figureCents(input, 'works_funds_last_contribution', lot.number);
  return last === null ? null : last * budgetCallsOf(input);
}

const eurosToCents = (euros: number | null) => (euros === null ? null : Math.round(euros * 100));

export function scheduleInput(input: PreEtatDateInput): ScheduleInput {
  const works = worksVoted(input);
  const end = loanEnd(input);
  return {
    exerciseStart: input.terms.exerciseStart,
    callsPerYear: budgetCallsOf(input),
    from: documentDay(input),
    lots: numberedLots(input).map((lot) => ({
      lot: lot.number,
      budgetShare: figureCents(input, 'expected_budget', lot.number),
      fundContribution: lotFundContribution(input, lot),
      works: works.map((work) => {
        const line = work.lots.find((l) => l.lot === lot.number);
        const share = eurosToCents(line?.share ?? null);
        return {
          resolution: work.resolution,
          callable: share === null ? null : share - (eurosToCents(line?.loan ?? null) ?? 0),
          calls: work.calls,
        };
      }),
      loan: {
        instalment: figureCents(input, 'loan_instalment', lot.number),
        periodMonths: input.terms.loan.periodMonths,
        next: input.terms.loan.next,
        end,
      },
    })),
  };
}

/** The échéancier printed in the document and kept with its version. */
export const documentSchedule = (input: PreEtatDateInput): ScheduledCall[] =>
  callSchedule(scheduleInput(input));
