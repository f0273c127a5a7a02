/** The words and rhythms of a call for funds, shared by the readers of calls. */

/** The works fund's contribution, apart from the budget (art. 14-2 of the 1965 law). */
export const FUND_WORDS = /\bfonds (?:de )?travaux\b|\balur\b|\b14-2\b/;
/** Works voted apart from the budget, a loan (« capital emprunté »): neither the budget nor the fund. */
export const OTHER_WORDS =
  /\b(?:travaux|ravalement|remplacement|renovation|hors budget|emprunte?s?|pret|capital)\b/;
/** Calls in a year: quarterly, monthly, half-yearly, yearly. */
export const CALLS_A_YEAR = [4, 12, 2, 1];
/** The same, for a call that is a part of the year. */
export const PART_CALLS = CALLS_A_YEAR.filter((calls) => calls > 1);
