import { findDates } from '../type-and-date/french-dates';
import { findAmounts } from './amounts';
import type { Line } from './types';

/**
 * A small syndic's summary puts two figures on one line, their labels and their amounts each
 * separated by a slash (issue 39, fifteenth round): « Budget 2025 : immeuble / lots 9 600,00 €
 * / 2 332,80 € », « Impayés / dettes fournisseurs au dernier bilan 398,15 € / 721,40 € ». Each
 * label is read with its amount, as if the summary printed one row for each; what the first
 * label opens with before its colon (« Budget 2025 : ») belongs to every one.
 */

/** « € /2 332,80 »: a slash glued to the amount it introduces (a scan's reading). */
const GLUED = /(?<=\d|€) ?\/(?=\d{1,3}(?:[ .]\d{3})*,\d{2}\b)/g;
const SEPARATOR = /^ ?(?:€|eur)? ?\/ ?$/;

/** The values a summary's labels are given: its amounts, or its amounts and days. */
type Values = (text: string) => Array<{ start: number; end: number }>;
const amountsOnly: Values = (text) => findAmounts(text);
/** « Fonds de travaux : montant / date / part du lot 27 400,00 € / 31/12/2024 / 665,82 € » */
const amountsAndDays: Values = (text) =>
  [...findAmounts(text), ...findDates(text)].sort((a, b) => a.start - b.start);

function split(line: Line): Line[] | null {
  return splitBy(line, amountsOnly) ?? splitBy(line, amountsAndDays);
}

function splitBy(line: Line, valuesOf: Values): Line[] | null {
  const text = line.text.replace(GLUED, ' / ');
  const values = valuesOf(text);
  if (values.length < 2) return null;
  const labels = text.slice(0, values[0]!.start).trim().split(' / ');
  if (labels.length !== values.length || labels.some((label) => !/[a-z]{2}/.test(label)))
    return null;
  const between = values.slice(1).map((value, i) => text.slice(values[i]!.end, value.start));
  if (!between.every((gap) => SEPARATOR.test(gap))) return null;
  const colon = labels[0]!.lastIndexOf(': ');
  const prefix = colon === -1 ? '' : labels[0]!.slice(0, colon + 2);
  // each pair is a row of its own now: no table's cells are its
  const { cells: _cells, ...row } = line;
  // what follows the last value goes with it (« … 43,60 € le 01/04/2025 »)
  const tail = text.slice(values.at(-1)!.end);
  return labels.map((label, i) => ({
    ...row,
    text: `${i === 0 || label.includes(':') ? '' : prefix}${label} ${text.slice(values[i]!.start, values[i]!.end)}${i === labels.length - 1 ? tail : ''}`,
  }));
}

/** Two amounts joined by « et », alone on their line: « 4 738,20 € et 2 189,40 € ». */
const JOINED_PAIR = /^\d[\d .]*,\d{2} ?(?:€|eur)? et \d[\d .]*,\d{2} ?(?:€|eur)?$/;

/**
 * A form may print the labels on one line and their amounts on the next (sixteenth round):
 * « Fonds de travaux au 31 mars 2025 / part du lot » over « 24 500,00 € / 654,15 € », or
 * « Copropriétaires débiteurs et fournisseurs au 31 mars 2025 » over « 4 738,20 € et 2 189,40 € ».
 */
function labelsOver(line: Line, next: Line | undefined): Line[] | null {
  if (!next || next.page !== line.page) return null;
  if (findAmounts(line.text).length > 0 || findAmounts(next.text)[0]?.start !== 0) return null;
  if (line.text.includes(' / ')) return split({ ...line, text: `${line.text} ${next.text}` });
  if (!JOINED_PAIR.test(next.text) || line.text.split(' et ').length !== 2) return null;
  return split({ ...line, text: `${line.text} ${next.text}`.replaceAll(' et ', ' / ') });
}

export function withSlashPairs(lines: Line[]): Line[] {
  const paired: Line[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const over = labelsOver(line, lines[i + 1]);
    if (over) {
      paired.push(...over);
      i += 1;
    } else paired.push(...(line.text.includes('/') ? (split(line) ?? [line]) : [line]));
  }
  return paired;
}
