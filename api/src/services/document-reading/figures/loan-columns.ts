import { findDates } from '../type-and-date/french-dates';
import { findAmounts } from './amounts';
import { excerpt } from './lines';
import type { FigureGuess, Line } from './types';

/**
 * A collective loan's table with a column for the building and one for the lot (issue 39,
 * sixteenth round): « Emprunt collectif chaufferie (2021) | Immeuble | Lot 2-07 » over
 * « Capital emprunté 140 000,00 5 628,00 », « Échéance trimestrielle (prochaine le 01/04/2025)
 * 3 520,00 141,50 », « Capital restant dû … 84 880,00 3 412,18 ». Every row gives the lot the
 * same part of the building's amount: that is the table's proof, and nothing is read without it.
 */
const HEADER = /\b(?:emprunt|pret)\b.*\bimmeuble\b.*\blots?\b/;
const ROWS = 6;
/** How far a row's part may stray from the others' (rounding to the cent). */
const SAME_PART = 0.005;

const ROLES: Array<{ label: RegExp; field: string; building?: string }> = [
  {
    label: /^(?:capital (?:emprunte|initial)|montant (?:emprunte|du pret))\b/,
    field: 'loan_share',
    building: 'loan_amount',
  },
  { label: /^(?:capital )?restant du\b|^capital restant\b/, field: 'loan_remaining' },
  { label: /^(?:echeance|mensualite)\b/, field: 'loan_instalment' },
];

export function readLoanColumns(lines: Line[], confidence: number): FigureGuess[] {
  const at = lines.findIndex((line) => HEADER.test(line.text) && !findAmounts(line.text).length);
  if (at === -1) return [];
  const rows = lines.slice(at + 1, at + 1 + ROWS).flatMap((line) => {
    const role = ROLES.find(({ label }) => label.test(line.text));
    const [building, lot, other] = findAmounts(line.text);
    return role && building && lot && !other && lot.cents < building.cents
      ? [{ line, role, building: building.cents, lot: lot.cents, labelEnd: building.start }]
      : [];
  });
  if (rows.length < 2) return [];
  const part = rows[0]!.lot / rows[0]!.building;
  if (rows.some(({ lot, building }) => Math.abs(lot / building - part) > part * SAME_PART))
    return [];
  const proofs = [
    `${rows.length} lignes : le lot porte la même part (${(part * 100).toFixed(2).replace('.', ',')} %) de chaque montant de l’immeuble`,
  ];
  return rows.flatMap(({ line, role, building, lot, labelEnd }) => {
    const base = { page: line.page, excerpt: excerpt(line), confidence, proofs };
    const next =
      role.field === 'loan_instalment' ? findDates(line.text.slice(0, labelEnd))[0] : undefined;
    return [
      { field: role.field, amount: lot, ...base },
      ...(role.building ? [{ field: role.building, amount: building, ...base }] : []),
      ...(next ? [{ field: 'dt_loan_next', date: next.iso, ...base }] : []),
    ];
  });
}
