/**
 * A seller's papers are about their lots: an appel de fonds, a relevé de compte, a décompte or
 * the syndic's answers name the lots they are addressed for. A document that names lots, none
 * of them the sale's, is most likely another lot's (the seller's other flat, a neighbour's
 * call): its lot amounts must not fill the sale's figures, and whoever looks at it is told.
 */

/**
 * The lot numbers of a sale as its form holds them (« lots[].number »), those typed only;
 * the form may come from an older order or an API answer, hence unknown.
 */
export function saleLotNumbers(form: unknown): string[] {
  const lots = (form as { lots?: unknown } | null | undefined)?.lots;
  if (!Array.isArray(lots)) return [];
  return lots
    .map((lot) => (lot as { number?: unknown } | null)?.number)
    .filter((number): number is string => typeof number === 'string' && Boolean(number.trim()))
    .map((number) => number.trim());
}

/** A lot number as forms and documents write it: « 012 », « Lot 12 », « n° 12 » → « 12 ». */
export function lotKey(lot: string): string {
  const key = lot
    .toLowerCase()
    .replace(/^\s*lots?\b\W*(?:n\W{0,3}(?=\d))?/, '')
    .replace(/[^a-z0-9]/g, '');
  return key.replace(/^0+(?=\d)/, '');
}

/** Its number without letters: « B104 » → « 104 », « 12 bis » → « 12 »; null without digits. */
const lotDigits = (lot: string) => /\d+/.exec(lot)?.[0].replace(/^0+(?=\d)/, '') ?? null;

/**
 * Whether two writings name the same lot. A document's reading keeps a lot's digits only
 * (« lot 12 bis », « lot B104 » are read 12 and 104): the digits decide when one side has
 * no letters, so that a real lot is never taken for another.
 */
export function sameLot(a: string, b: string): boolean {
  const [keyA, keyB] = [lotKey(a), lotKey(b)];
  if (keyA === keyB) return true;
  const bare = /^\d+$/;
  if (!bare.test(keyA) && !bare.test(keyB)) return false;
  return lotDigits(keyA) !== null && lotDigits(keyA) === lotDigits(keyB);
}

/**
 * The lots a document names when it names some and none of the sale's; empty when it names
 * none (a building's paper), or one of the sale's lots among others.
 */
export function otherLotsNamed(
  documentLots: readonly string[] | null | undefined,
  saleLots: readonly string[],
): string[] {
  const sale = saleLots.filter((lot) => lotKey(lot));
  const named = [...new Set((documentLots ?? []).map(lotKey).filter(Boolean))];
  if (!sale.length || !named.length) return [];
  return named.some((lot) => sale.some((own) => sameLot(lot, own))) ? [] : named;
}

/** « le lot 12 », « les lots 12 et 45 », « les lots 3, 12 et 45 ». */
export function lotsLabel(lots: readonly string[]): string {
  if (lots.length === 1) return `le lot ${lots[0]}`;
  return `les lots ${lots.slice(0, -1).join(', ')} et ${lots[lots.length - 1]}`;
}

/**
 * What the seller reads under such a document: a question, since the reading may have taken
 * a number for a lot, and the seller knows which of their papers it is.
 */
export function otherLotsNotice(
  documentLots: readonly string[] | null | undefined,
  saleLots: readonly string[],
): string | null {
  const others = otherLotsNamed(documentLots, saleLots);
  if (!others.length) return null;
  const sale = saleLots.map((lot) => lot.trim()).filter(Boolean);
  return `Ce document semble porter sur ${lotsLabel(others)}, et non sur ${lotsLabel(sale)} de votre vente : vérifiez qu’il s’agit du bon document. Nous n’en reprenons pas les montants de ${sale.length > 1 ? 'vos lots' : 'votre lot'}.`;
}
