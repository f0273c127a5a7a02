/**
 * Whose amount a heading or a row's label names, as the readers of tables tell it apart
 * (years-table, year-block, year-rows, year-columns): the building's, or one lot's among the
 * seller's lots (« lot 34 », not « lots 23 + 71 »).
 */
export const BUILDING_WORDS = /\b(?:immeuble|copropriete|syndicat)\b/;
export const ONE_LOT = /\blot (?:n\W{0,3})?\d{1,4}\b(?! ?(?:\+|et|,) ?\d)/;
