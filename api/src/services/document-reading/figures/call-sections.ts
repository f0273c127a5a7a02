import { formatCents } from '@ped/domain';
import { findAmounts } from './amounts';
import { FUND_WORDS as FUND, OTHER_WORDS as OTHER, PART_CALLS } from './call-words';
import { excerpt, SECTION } from './lines';
import type { FigureGuess, Line } from './types';

/** How many lines above the lot's share the building's amount may stand. */
const REACH = 3;

/** The one amount a line prints, or null. */
function oneAmount(line: Line | undefined): number | null {
  const amounts = line ? findAmounts(line.text) : [];
  return amounts.length === 1 ? Math.abs(amounts[0]!.cents) : null;
}

/**
 * A call that lists, one per line, the building's amount, the lot's share of the year and
 * this call (« Budget voté 58 400,00 € » / « Votre part pour l'exercice 1 846,72 € » /
 * « Appel du trimestre (1/4) 461,68 € »), whatever the labels say: the call × the calls of
 * a year is the share, which is less than the building's amount above it. The section's
 * heading says whether it is the budget or the works fund (issue 39, ADR 091).
 */
export function readCallSections(
  lines: Line[],
  confidence: { read: number; proven: number },
): FigureGuess[] {
  const found: FigureGuess[] = [];
  let section = '';
  lines.forEach((line, i) => {
    if (SECTION.test(line.text) && findAmounts(line.text).length === 0) section = line.text;
    const call = oneAmount(line);
    const shareLine = lines[i - 1];
    const share = oneAmount(shareLine);
    if (!call || !share || shareLine!.page !== line.page) return;
    const calls = PART_CALLS.find((n) => Math.abs(call * n - share) < n);
    if (!calls) return;
    const above = lines.slice(Math.max(0, i - 1 - REACH), i - 1).reverse();
    // the seller's total of a lot-per-column table is no building's amount (lot-totals.ts)
    const buildingLine = above.find(
      (l) => !l.lotTotal && (oneAmount(l) ?? 0) > share && l.page === line.page,
    );
    // without it, a share is the lot's only when its table says so
    if (!buildingLine && !shareLine!.lotTotal) return;
    const words = [section, buildingLine?.text ?? '', shareLine!.text].join(' ');
    const fund = FUND.test(words);
    if (!fund && OTHER.test(words)) return;
    const proofs = [`${formatCents(call)} × ${calls} = ${formatCents(share)}`];
    const at = (l: Line) => ({ page: l.page, excerpt: excerpt(l) });
    // the share and the call prove each other; the building's amount is only read above them
    const building = buildingLine && {
      field: fund ? 'works_funds_contribution' : 'building_budget',
      amount: oneAmount(buildingLine)!,
      ...at(buildingLine),
      confidence: confidence.read,
    };
    const part = fund
      ? { field: 'works_funds_last_contribution', amount: call, ...at(line) }
      : { field: 'expected_budget', amount: share, ...at(shareLine!) };
    found.push(...(building ? [building] : []), { ...part, confidence: confidence.proven, proofs });
  });
  return found;
}
