/**
 * Amounts per lot and their totals (décret 2020-824: the pré-état daté gives its figures
 * « pour chaque lot considéré »), and the tantièmes that split a copropriété's amounts
 * between lots.
 */

const NBSP = '\u00a0';

const grouped = (n: number) =>
  new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 })
    .format(n)
    .replace(/[\u202f\u00a0\s]/g, NBSP);

/** '245 / 10 000' (no-break spaces, never split across lines); null when either is unknown. */
export function formatTantiemes(
  tantiemes: number | null | undefined,
  total: number | null | undefined,
): string | null {
  if (tantiemes == null || total == null) return null;
  return `${grouped(tantiemes)}${NBSP}/ ${grouped(total)}`;
}

/** The lot's share, in cents, of a copropriété-wide amount: amount × tantièmes / total. */
export function shareOfBuilding(
  buildingCents: number,
  tantiemes: number,
  totalTantiemes: number,
): number {
  return Math.round((buildingCents * tantiemes) / totalTantiemes);
}

export interface Total {
  /** sum of the known amounts; null when none is known (never 0 for « nothing known ») */
  cents: number | null;
  /** some amounts of the sum are not known: the total is a minimum */
  partial: boolean;
}

/** The total of a column of amounts where null means « Non communiqué ». */
export function totalOf(amounts: ReadonlyArray<number | null | undefined>): Total {
  const known = amounts.filter((a): a is number => a !== null && a !== undefined);
  return {
    cents: known.length === 0 ? null : known.reduce((sum, a) => sum + a, 0),
    partial: known.length > 0 && known.length < amounts.length,
  };
}
