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
