import { formatCents } from '@ped/domain';
import { findAmounts } from './amounts';
import { FUND_WORDS as FUND, OTHER_WORDS as OTHER, PART_CALLS } from './call-words';
import { fractionOf, lotsColumnsFraction, type Fraction } from './fraction';
import { excerpt, joinedLines, sentenceGoesOn } from './lines';
import type { FigureGuess, Line } from './types';

export interface ProvenLine {
  /** where it is printed: one line, or a sentence wrapped over two */
  line: Line;
  parts: Line[];
  /** the row's name without its lot's number or code: one per key of the budget */
  key: string;
  building: number;
  share: number;
  /** the lot's tantièmes over their base that proved it */
  fraction: Fraction;
  /** « 2 920,00 × 283 / 10000 = 82,64 » */
  proof: string;
}

/**
 * A line proving itself: a building's amount, the lot's tantièmes over their base, and the
 * lot's share equal to amount × tantièmes ÷ base, to the cent. A line printing no fraction
 * is proven by one of the lot's fractions printed elsewhere (`known`): « cotisation votée
 * 4 200,00 €, répartie en charges générales ; votre quote-part 133,56 € ».
 */
export function provenLine(line: Line, parts: Line[], known: Fraction[] = []): ProvenLine | null {
  const fraction = fractionOf(line.text);
  const columns = fraction ? null : lotsColumnsFraction(line.text);
  const printed = fraction ?? columns;
  // the lots' tantièmes columns blanked: no tantième is read as an amount's thousands
  const mentions = findAmounts(
    columns
      ? line.text.slice(0, columns.index).padEnd(columns.end) + line.text.slice(columns.end)
      : line.text,
  );
  const amounts = mentions.map((a) => Math.abs(a.cents));
  for (const { tantiemes, base } of printed ? [printed] : known)
    for (const [i, building] of amounts.entries())
      for (const share of amounts.slice(i + 1))
        if (share < building && Math.abs(Math.round((building * tantiemes) / base) - share) <= 1) {
          const named = line.text.slice(
            0,
            Math.min(printed?.index ?? Infinity, mentions[0]!.start),
          );
          const key = named.replace(/^(?:\d+ )+/, '').trim();
          const proof = `${formatCents(building)} × ${tantiemes} / ${base} = ${formatCents(share)}`;
          return { line, parts, key, building, share, fraction: { tantiemes, base }, proof };
        }
  return null;
}

/**
 * The proven lines of a document: each line alone, or with the next one when a sentence
 * wraps between the building's amount, the tantièmes and the share (« budget annuel de la
 * clé 74 000,00 € ; vos tantièmes » / « 318 / 10 000 ; votre quote-part annuelle
 * 2 353,20 € »); then the lines left, by the fractions those proved.
 */
function provenLines(lines: Line[]): ProvenLine[] {
  const proven: ProvenLine[] = [];
  const taken = new Set<Line>();
  const prove = (known?: Fraction[]) =>
    lines.forEach((line, i) => {
      if (taken.has(line)) return;
      const next = lines[i + 1];
      const wraps = sentenceGoesOn(line, next) && !taken.has(next);
      const found =
        provenLine(line, [line], known) ??
        (wraps && !provenLine(next, [next], known)
          ? provenLine(joinedLines(line, next!), [line, next!], known)
          : null);
      if (!found) return;
      proven.push(found);
      found.parts.forEach((part) => taken.add(part));
    });
  prove();
  const known = new Map(
    proven.flatMap(({ line }) => {
      const fraction = fractionOf(line.text);
      return fraction ? [[`${fraction.tantiemes}/${fraction.base}`, fraction] as const] : [];
    }),
  );
  if (known.size > 0) prove([...known.values()]);
  return proven;
}

/** A line, other than those of `except`, printing `cents`: where a sum is confirmed. */
function printedElsewhere(lines: Line[], except: Set<Line>, cents: number): Line | undefined {
  return lines.find(
    (line) => !except.has(line) && findAmounts(line.text).some((a) => Math.abs(a.cents) === cents),
  );
}

/**
 * A call for funds read by its arithmetic alone, whatever its headings and wordings say
 * (issue 39, ADR 091): the lines where a building's amount × the lot's tantièmes ÷ base is
 * the lot's share are the budget's keys (or the works fund's), for each lot of the seller.
 * The building's budget is the sum of its keys, the lot's yearly share the sum of its
 * shares; each is proposed only when the document prints that sum on another line (its
 * recapitulation or total), so a key left out of the detail cannot pass unnoticed.
 */
export function readProvenShares(lines: Line[], confidence: number): FigureGuess[] {
  const proven = provenLines(lines);
  const budget = proven.filter(({ key }) => !FUND.test(key) && !OTHER.test(key));
  const fund = proven.filter(({ key }) => FUND.test(key));
  const found: FigureGuess[] = [];
  /** Proposed where the document prints it, apart from the lines it was summed from. */
  const propose = (field: string, parts: ProvenLine[], amount: number, proof: string) => {
    const total = printedElsewhere(lines, new Set(parts.flatMap((p) => p.parts)), amount);
    if (!total) return false;
    found.push({
      field,
      amount,
      page: total.page,
      excerpt: excerpt(total),
      confidence,
      proofs: [proof],
    });
    return true;
  };
  const sum = (values: number[]) =>
    `${values.map((v) => formatCents(v)).join(' + ')} = ${formatCents(values.reduce((a, b) => a + b, 0))}`;
  if (budget.length >= 2) {
    // one building amount per key, however many of the seller's lots share it
    const keys = [...new Map(budget.map(({ key, building }) => [key, building])).values()];
    const shares = budget.map((p) => p.share);
    if (keys.length >= 2)
      propose(
        'building_budget',
        budget,
        keys.reduce((a, b) => a + b, 0),
        sum(keys),
      );
    propose(
      'expected_budget',
      budget,
      shares.reduce((a, b) => a + b, 0),
      sum(shares),
    );
  }
  if (fund.length >= 1 && new Set(fund.map((p) => p.building)).size === 1) {
    const share = fund.reduce((total, p) => total + p.share, 0);
    // the fund's line proves itself: its amount × tantièmes ÷ base is the lot's part
    found.push({
      field: 'works_funds_contribution',
      amount: fund[0]!.building,
      page: fund[0]!.line.page,
      excerpt: excerpt(fund[0]!.line),
      confidence,
      proofs: fund.map((p) => p.proof),
    });
    // this call's contribution: the lot's year ÷ the calls of a year, printed on the notice
    PART_CALLS.some(
      (calls) =>
        share % calls === 0 &&
        propose(
          'works_funds_last_contribution',
          fund,
          share / calls,
          `${formatCents(share / calls)} × ${calls} = ${formatCents(share)}`,
        ),
    );
  }
  return found;
}
