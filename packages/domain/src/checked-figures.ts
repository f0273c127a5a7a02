import type { WorkVoted } from './building-record';
import { FINANCIAL_FIELDS, type FinancialField } from './order-form';
import type { LotTantiemes, ShareKey } from './share-keys';
import type { RegisterFacts } from './order-states';

/**
 * What the checks before « Terminer » read (document-checks.ts, figure-invariants.ts): the
 * figures as they would be printed, per lot, with their sources, and the facts they are
 * checked against. Built by the API from an order, or from a sample document.
 */
export interface CheckedFigure {
  field: FinancialField;
  /** lot number; null for a copropriété figure */
  lot: string | null;
  cents: number | null;
  /** where the printed value comes from; null = nobody stated it */
  source: string | null;
  /** read in a document (an account statement, a PV…), not typed by the seller or staff */
  readInDocument: boolean;
  /** two sources gave different values */
  disagreement: boolean;
  /** staff chose the value and gave a reason after the disagreement */
  resolved: boolean;
}

export type CheckedLot = LotTantiemes;

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

export type CheckKey =
  | 'budget_share'
  | 'calls_n1'
  | 'works_vs_ic'
  | 'lot_split'
  | 'sources'
  | 'accounts_date'
  | 'disagreements'
  | 'absences'
  | 'fund_share'
  | 'loan_share'
  | 'instalments'
  | 'one_balance'
  | 'sale_total'
  | 'works_parts'
  | 'dates'
  | 'fund_minimum'
  | 'annexed'
  | 'register';

/** Why staff deliver despite a check's problems: it covers exactly the problems it was given for. */
export interface CheckReason {
  key: CheckKey;
  reason: string;
  problems: string[];
}

export interface ChecklistInput {
  lots: CheckedLot[];
  figures: CheckedFigure[];
  /** the seller's form amount for a lot figure of a multi-lot sale: the total of the lots */
  sellerTotals: Array<{ field: FinancialField; cents: number }>;
  /** works voted, one line per sold lot; null = no works entered */
  works: WorkVoted[] | null;
  /** ISO day of the AG that approved the last accounts */
  accountsApprovedOn: string | null;
  absences: AbsenceStatement[];
  /** ISO day the document is drawn up (delivery) */
  issuedOn: string;
  /** budget calls a year (art. 14-1: 4 unless the AG decided otherwise) */
  budgetCalls: number;
  /** the special keys the fund and the loan are shared by (null = general tantièmes) */
  keys: { worksFunds: ShareKey | null; loan: ShareKey | null };
  /** a plan pluriannuel de travaux was adopted: the fund's minimum includes 2,5 % of its works */
  pptAdopted: boolean;
  /** the documents the figures and statements were read from, with their day; `annexed`: delivered with the document */
  documents: Array<{ label: string; date: string | null; annexed: boolean }>;
  /** the next general assembly as stated, and the document it was read in */
  nextAg: { status: string; date: string | null; sourceLabel: string | null } | null;
  /** reasons staff gave for delivering despite a check's problems */
  reasons: CheckReason[];
  /** the order's facts about its copropriété (needsRegister); null for a sample document */
  register: RegisterFacts | null;
}

export interface CheckResult {
  key: CheckKey;
  label: string;
  problems: string[];
  /** staff may deliver despite the problems by giving a reason (printed in the certification) */
  waivable: boolean;
  /** the reason given, when it covers every current problem */
  reason: string | null;
}

/** What a rule finds; the checklist adds whether and how it was waived. */
export type RuleResult = Pick<CheckResult, 'key' | 'label' | 'problems'>;
export type Rule = (input: ChecklistInput) => RuleResult;

/** One cent per lot: amounts split by tantièmes are rounded to the cent. */
export const CENT_PER_LOT = 1;

export const labelOf = (field: FinancialField) =>
  FINANCIAL_FIELDS.find((f) => f.key === field)!.label;

export const figureOf = (input: ChecklistInput, field: FinancialField, lot: string | null) =>
  input.figures.find((f) => f.field === field && f.lot === lot)?.cents ?? null;

export const lotName = (lot: string | null) => (lot === null ? 'Copropriété' : `Lot ${lot}`);

/** Euros typed with cents (works lines) as integer cents. */
export const eurosToCents = (euros: number | null | undefined) =>
  euros === null || euros === undefined ? null : Math.round(euros * 100);
