import { featureRefusal } from './plan-features';
import { hasFeature, type Feature } from './plans';
import { parisWallTime, parisWallTimeToDate } from './paris-time';
import type { PlanCode } from './session';

/**
 * Monthly billing (docs/decisions/021-monthly-billing.md): an organisation billed 'monthly'
 * pays the orders it confirmed with deferred billing during a calendar month of Paris, in
 * one charge on the first day of the next month at MONTHLY_BILLING_HOUR (Paris time).
 */
export const MONTHLY_BILLING_HOUR = 6;

/** A billing month, 'YYYY-MM'. */
export type BillingMonth = string;

const pad = (value: number) => String(value).padStart(2, '0');

const parse = (month: BillingMonth): [number, number] =>
  month.split('-').map(Number) as [number, number];

export function isBillingMonth(value: unknown): value is BillingMonth {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** The Paris calendar month an instant falls in. */
export function billingMonthOf(date: Date): BillingMonth {
  const { year, month } = parisWallTime(date);
  return `${year}-${pad(month)}`;
}

/** The month after (December rolls into January). */
export function nextBillingMonth(month: BillingMonth): BillingMonth {
  const [year, number] = parse(month);
  return number === 12 ? `${year + 1}-01` : `${year}-${pad(number + 1)}`;
}

/** The instants the month covers, from its first midnight in Paris (included) to the next (excluded). */
export function billingMonthRange(month: BillingMonth): { start: Date; end: Date } {
  const [year, number] = parse(month);
  const [nextYear, nextNumber] = parse(nextBillingMonth(month));
  return {
    start: parisWallTimeToDate(year, number, 1),
    end: parisWallTimeToDate(nextYear, nextNumber, 1),
  };
}

/** When the month is billed: the first day of the next month, MONTHLY_BILLING_HOUR in Paris. */
export function monthlyBillingRunAt(month: BillingMonth): Date {
  const [year, number] = parse(nextBillingMonth(month));
  return parisWallTimeToDate(year, number, 1, MONTHLY_BILLING_HOUR);
}

/** « mars 2026 », as e-mails name the month. */
export function billingMonthLabel(month: BillingMonth): string {
  const [year, number] = parse(month);
  return new Intl.DateTimeFormat('fr-FR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, number - 1, 15)));
}

/** Monthly billing needs grouped invoicing (plans with use_invoice); everyone else pays per order. */
const MONTHLY_BILLING_FEATURE: Feature = 'use_invoice';

export function canBillMonthly(plan: PlanCode | null): boolean {
  return plan !== null && hasFeature(plan, MONTHLY_BILLING_FEATURE);
}

/** Why a plan without monthly billing cannot choose it, said where the choice is offered. */
export const MONTHLY_BILLING_REFUSAL = featureRefusal(MONTHLY_BILLING_FEATURE);
