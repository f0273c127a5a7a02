import { formatCents } from '@ped/domain';
import { findAmounts } from './amounts';
import { excerpt } from './lines';
import type { FigureGuess, Line } from './types';

/**
 * An état daté in the parts article 5 of the décret of 17 March 1967 lists (issue 39,
 * thirteenth round): « 1re partie — sommes dues par le cédant au syndicat », then « sommes
 * incombant au nouveau copropriétaire ». Software prints each part's rows under its heading
 * without repeating whether they are due (« Provisions du budget 2025/2026 (appel du
 * 01/04/2025 réglé) 0,00 », « Ravalement — échéance 3/4 du 01/04/2025 1 431,00 »): the part
 * says it, the row's words say whether it is the budget, works or a closed exercise.
 */
type Part = 'due' | 'buyer';
const PARTS: Array<[Part | null, RegExp]> = [
  [
    'due',
    /\bsommes\b.*\b(?:dues|a payer|exigibles)\b.*\b(?:par le|du) (?:coproprietaire )?(?:cedant|vendeur)\b/,
  ],
  [
    'buyer',
    /\bsommes\b.*\b(?:incombant|a la charge)\b.*\b(?:nouveau coproprietaire|acquereur|cessionnaire)\b/,
  ],
  // the part that ends them: what the syndicat owes the seller
  [null, /\bsommes dont le syndicat est debiteur\b|\bpartie\b/],
];

type Nature = 'budget' | 'works' | 'closed';
const NATURES: Array<[Nature, RegExp]> = [
  [
    'closed',
    /\b(?:regularisation|exercices? (?:clos|anterieurs?|precedents?)|solde (?:de l'exercice|d'exercice))\b/,
  ],
  [
    'works',
    /\b(?:travaux|hors budget|art(?:icle)?\.? 14-2|ravalement|toiture|etancheite|ascenseur|chaudiere|facade|reseaux?)\b/,
  ],
  ['budget', /\b(?:provisions?|budget|charges courantes)\b/],
];
const FIELDS: Record<Part, Partial<Record<Nature, string>>> = {
  due: { budget: 'budget', works: 'unbudget', closed: 'wanted_loads' },
  buyer: { budget: 'ongoing_budget', works: 'unbudget_not_due' },
};
/** A part's total, or the part of it the row is: « dont travaux votés non exigibles ». */
const TOTAL = /^(?:total|dont)\b/;
const WORKS_SUBTOTAL = /^dont travaux\b/;
/** A costs' row (« Frais de recouvrement »): none of the form's sums. */
const COSTS = /^(?:frais|honoraires)\b/;

/**
 * The same two parts as two columns of one table: « Cpte | Rubrique | Exig. | Non exig. |
 * Détail », a header whose cells the text layer placed (wrapped-rows.ts); each row's amount
 * in the first is due, in the second to come.
 */
const DUE_COLUMN = /^exigibles?$/;
const LATER_COLUMN = /^(?:non exigibles?|a echoir)$/;

const cellAmount = (cell: string | undefined) => {
  const [only, other] = findAmounts(cell ?? '');
  return only && !other ? only.cents : undefined;
};

function partsAsColumns(lines: Line[], propose: Propose) {
  for (const [index, header] of lines.entries()) {
    const due = header.cells?.findIndex((heading) => DUE_COLUMN.test(heading)) ?? -1;
    if (due < 0 || !LATER_COLUMN.test(header.cells![due + 1] ?? '')) continue;
    for (const row of lines.slice(index + 1)) {
      if (row.page !== header.page || !row.cells || TOTAL.test(row.text)) break;
      const nature = NATURES.find(([, words]) =>
        words.test(row.cells!.slice(0, due).join(' ')),
      )?.[0];
      if (!nature) continue;
      const [now, later] = [cellAmount(row.cells[due]), cellAmount(row.cells[due + 1])];
      if (now !== undefined) propose(FIELDS.due[nature], row, { amount: now });
      if (later !== undefined) propose(FIELDS.buyer[nature], row, { amount: later });
    }
  }
}

/** What may follow a row's amount: its currency, its side, a bracket. */
const CLOSES_ROW = /^\s*(?:€|eur|euros?)?\s*(?:d|c|db|cr)?\s*[)]?\s*$/;

const partOf = (line: Line) =>
  findAmounts(line.text).length === 0
    ? PARTS.find(([, heading]) => heading.test(line.text))
    : undefined;

type Propose = (field: string | undefined, line: Line, value: Partial<FigureGuess>) => void;

export function readSaleParts(lines: Line[], confidence: number): FigureGuess[] {
  const found: FigureGuess[] = [];
  const propose: Propose = (field, line, value) => {
    if (field && !found.some((guess) => guess.field === field))
      found.push({ field, ...value, page: line.page, excerpt: excerpt(line), confidence });
  };
  partsAsColumns(lines, propose);
  let part: Part | null = null;
  let works: Array<{ line: Line; amount: number }> = [];
  const closeWorks = () => {
    // the buyer's works come row by row: their sum, when no « dont travaux » gave it
    if (part === 'buyer' && works.length > 0) {
      const sum = works.reduce((total, row) => total + row.amount, 0);
      propose('unbudget_not_due', works[0]!.line, { amount: sum });
    }
    works = [];
  };
  let page = 0;
  let rows = 0;
  for (const line of lines) {
    const heading = partOf(line);
    const mentions = findAmounts(line.text);
    // a part ends at its page's end, or at a line after its rows that is none of them
    // (« Annexe … »); its columns' header may stand between its heading and its rows
    if (heading || line.page !== page || (mentions.length === 0 && rows > 0)) {
      closeWorks();
      part = heading?.[0] ?? null;
      page = line.page;
      rows = 0;
      continue;
    }
    if (mentions.length === 0) continue;
    rows += 1;
    // a row's amount closes it: a sentence that goes on after one is no row
    const last = mentions.at(-1)!;
    if (!part || !CLOSES_ROW.test(line.text.slice(last.end)) || COSTS.test(line.text)) continue;
    const amount = last.cents;
    if (amount < 0) continue;
    if (WORKS_SUBTOTAL.test(line.text) && part === 'buyer') {
      const parts = works.map((row) => row.amount);
      const proven = parts.length > 1 && parts.reduce((a, b) => a + b, 0) === amount;
      propose('unbudget_not_due', line, {
        amount,
        ...(proven
          ? { proofs: [`${parts.map(formatCents).join(' + ')} = ${formatCents(amount)}`] }
          : {}),
      });
      works = [];
      continue;
    }
    if (TOTAL.test(line.text)) continue;
    const nature = NATURES.find(([, words]) => words.test(line.text))?.[0];
    const field = nature && FIELDS[part][nature];
    if (!field) continue;
    if (part === 'buyer' && nature === 'works') works.push({ line, amount });
    else propose(field, line, { amount });
  }
  closeWorks();
  return found;
}
