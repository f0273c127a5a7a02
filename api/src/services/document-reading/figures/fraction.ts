import { formatCents } from '@ped/domain';

/**
 * A lot's tantièmes over their base of 100 to 100 000: « 283/10000 », « 215 / 10 000 »,
 * « (38 / 1 000, clé ascenseur) ». A comma may follow the base, an amount's decimals may not
 * (« 1 000,00 » is money).
 */
const LOT_FRACTION = /(?<![\d,/])(\d{1,5}) ?\/ ?(100|1 ?000|10 ?000|100 ?000)(?!\d|,\d)/;

export interface Fraction {
  tantiemes: number;
  base: number;
}

/** The first lot's fraction a line prints, and where it starts. */
export function fractionOf(text: string): (Fraction & { index: number }) | null {
  const found = LOT_FRACTION.exec(text);
  return found
    ? {
        tantiemes: Number(found[1]),
        base: Number(found[2]!.replace(/\D/g, '')),
        index: found.index,
      }
    : null;
}

/**
 * A call's columns for the seller's lots: the key's base, then each lot's tantièmes apart
 * (« 10 000 334 / 9 » for lots A-03 and P-19, « 1 000 - / 21 » when one lot has none of the
 * key): the lots together own their sum over the base.
 */
const LOTS_COLUMNS =
  /(?<![\d,/])(100|1 ?000|10 ?000|100 ?000) ((?:\d{1,5}|-)(?: ?\/ ?(?:\d{1,5}|-))+)(?![\d,/])/;

/**
 * The seller's lots' tantièmes over the base, from a call's columns, and where those columns
 * end (the last lot's tantièmes are no thousands of the share after them: « 334 / 9 246,96 »);
 * null for none.
 */
export function lotsColumnsFraction(
  text: string,
): (Fraction & { index: number; end: number }) | null {
  const found = LOTS_COLUMNS.exec(text);
  if (!found) return null;
  const tantiemes = found[2]!
    .split('/')
    .map((part) => Number(part.trim()) || 0)
    .reduce((a, b) => a + b, 0);
  if (tantiemes === 0) return null;
  return {
    tantiemes,
    base: Number(found[1]!.replace(/\D/g, '')),
    index: found.index,
    end: found.index + found[0].length,
  };
}

/**
 * « 150 000,00 € × 354 / 10 000 = 5 310,00 € » when the line giving a lot's share of a whole
 * (a loan's capital, the works fund) prints the lot's tantièmes, and they give that share.
 */
export function shareProof(text: string, whole: number, share: number): string[] | undefined {
  const fraction = fractionOf(text);
  if (!fraction || Math.abs(Math.round((whole * fraction.tantiemes) / fraction.base) - share) > 1)
    return undefined;
  return [
    `${formatCents(whole)} × ${fraction.tantiemes} / ${fraction.base} = ${formatCents(share)}`,
  ];
}
