/**
 * A multi-lot sale: the seller's form gives a lot figure (budget, fonds de travaux…) as one
 * amount for the whole sale, and check « Montants du vendeur répartis par lot » asks the
 * lots to add up to it. Staff may correct that total; the latest correction wins.
 *
 * A total speaks of the accounts it was stated from. Once a version is delivered and staff
 * record that figure again for a lot (an update after a new general assembly, a notary's
 * correction), a total stated before that delivery describes the previous version: the
 * lots are no longer checked against it, only against a total staff state for the current
 * version (ADR 074).
 */
export interface SaleTotalInput {
  /** euros; the seller's form amount for the whole sale, null when not given */
  form: number | null;
  /** staff's corrections of the total, in any order */
  corrections: Array<{ value: number | null; by: string; at: Date }>;
  /** when staff recorded this figure for each lot, in any order */
  lotsRecordedAt: Date[];
  /** when the latest version was delivered; null before the first */
  deliveredAt: Date | null;
}

export interface SaleTotal {
  /** euros */
  value: number;
  /** the staff member who stated it; null for the seller's form */
  by: string | null;
  /** stated for the version being prepared: the lots must reach it */
  current: boolean;
}

/** The sale's total of one lot figure, and whether the lots are checked against it; null when nobody gave one. */
export function saleTotalOf(input: SaleTotalInput): SaleTotal | null {
  const corrected = [...input.corrections].sort((a, b) => a.at.getTime() - b.at.getTime()).at(-1);
  const value = corrected ? corrected.value : input.form;
  if (value === null) return null;
  const { deliveredAt } = input;
  // the form was filled before any delivery: it is stated « before » whatever was delivered
  const statedBeforeDelivery = deliveredAt !== null && (!corrected || corrected.at <= deliveredAt);
  const lotsRecordedSince =
    deliveredAt !== null && input.lotsRecordedAt.some((at) => at > deliveredAt);
  return {
    value,
    by: corrected?.by ?? null,
    current: !(statedBeforeDelivery && lotsRecordedSince),
  };
}
