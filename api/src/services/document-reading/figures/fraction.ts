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
