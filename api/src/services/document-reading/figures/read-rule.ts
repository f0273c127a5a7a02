import { findAmounts } from './amounts';
import { asTheFunds, excerpt, namesTheFund, sentenceGoesOn } from './lines';
import type { FigureRule } from './rules';
import type { FigureGuess, Line } from './types';
import { pickFrom, totalFollows, valuesOf } from './values';
import { LOT_NAMED, onlyLotNamed } from './subject';

/** A wrapped row goes on over at most this many lines. */
const WRAP = 2;
/**
 * A line this short (« budget) ») or opening on an amount continues the row above; one
 * opening on a date is the next row of a statement.
 */
const continues = (line: Line) =>
  line.text.length <= 25 || /^[(-]?\d{1,3}([ .]\d{3})*[,.]\d{2}\b/.test(line.text);

/**
 * A form numbers its questions (« 4. Montant du fonds de travaux », « Question 3 — … »):
 * the label starts after the number.
 */
const QUESTION_NUMBER = /^(?:(?:question|q) ?\d{1,2}|\d{1,2} ?[.)])(?: ?-)? /;
/**
 * A questionnaire's table may number them bare (« 6 Avances détenues par le syndicat »);
 * elsewhere a bare number opening a row is a lot's or a key's (« 7 Fonds de travaux … »).
 */
const BARE_QUESTION_NUMBER = /^\d{1,2} (?=[a-z]{3})/;
const QUESTIONNAIRE = 'questionnaire-syndic';

export interface RuleContext {
  lot: string | null;
  /**
   * the family answers item by item in prose (a questionnaire, a statement's closing
   * sentences): a label may open a clause inside a line (CLAUSE_START)
   */
  clauses?: boolean;
  suffix: 'n' | 'n1' | null;
  /** how sure a value read off a labelled row is, for this document's source */
  confidence: number;
  /** the same for a rule whose label does not tell every case apart (FigureRule.weak) */
  weakConfidence: number;
  /**
   * the same for a labelled row that prints several amounts, the value taken by its place
   * (the building's total before the lot's share, the year closed before the one before)
   */
  pickConfidence: number;
}

/** A label that ends on « au lot » / « lot n° », and the number that may follow it. */
const LOT_LABEL_END = /\blots?(?: n\W{0,3})?$/;
const LEADING_NUMBER = /^\s*(?:n\W{0,3})?(\d{1,4}(?: ?(?:\+|et|,) ?\d{1,4}(?!\d|[,.]\d))*) (?=\S)/;

/**
 * « Part du fonds de travaux rattachée au lot 14 612,40 € », « … aux lots 6 et 28 655,14 »:
 * the numbers right after « lot » are the lots' when the document names them elsewhere, not
 * the first digits of money.
 */
function withoutLotNumber(text: string, label: string, line: Line, lines: Line[]): string {
  if (!LOT_LABEL_END.test(label.trimEnd())) return text;
  const number = LEADING_NUMBER.exec(text);
  if (!number) return text;
  const elsewhere = new Set(
    lines
      .filter((other) => other !== line)
      .flatMap((other) => [...other.text.matchAll(LOT_NAMED)].map((match) => match[1])),
  );
  const named = (number[1]!.match(/\d+/g) ?? []).every((lot) => elsewhere.has(lot));
  return named ? text.slice(number[0].length) : text;
}

/** The years a table's header dates its columns by (« N-1 (31/12/2023) | N (31/12/2024) »). */
const YEAR = /(?<!\d)(20\d{2})(?!\d)/g;
/** a period (« exercice du 01/10/2023 au 30/09/2024 ») dates no column */
const PERIOD = /\bdu\b.*\bau\b/;

/**
 * The index of the year closed among a row's amounts, when the table's header (the line
 * without amounts above its rows) dates each column by a different year: the latest.
 */
function closedColumnIndex(lines: Line[], index: number, count: number): number | null {
  const page = lines[index]!.page;
  let above = index - 1;
  while (above >= 0 && lines[above]!.page === page && findAmounts(lines[above]!.text).length > 0)
    above -= 1;
  const header = lines[above];
  if (!header || header.page !== page || PERIOD.test(header.text)) return null;
  const years = [...header.text.matchAll(YEAR)].map((match) => Number(match[1]));
  if (years.length !== count || new Set(years).size !== count) return null;
  return years.indexOf(Math.max(...years));
}

/**
 * Prose wraps where the page ends, even inside a label (« … — budget de votre » then « lot
 * pour l'exercice : 2 203,20 € »): a long line not closed by punctuation goes on with the
 * next one when that one opens on a small letter, as only a sentence's rest does, or on the
 * number a word left waiting (« … les copropriétaires devaient » then « 618,20 € au … »).
 */
const PROSE_LINE = 50;
/**
 * An answer that says there is nothing and prints its zero, right after its label
 * (« néant (0,00 €) »): the amount is 0. « Néant » alone may mean « not applicable ».
 */
const NOTHING = /^\W*(?:neant|nul(?:le)?) ?\(?0,00\b/;
/** A table's row of amounts (« 455,30 339,40 794,70 »), which goes on no sentence. */
const AMOUNTS_ROW = /^\d{1,3}(?: \d{3})*,\d{2} ?(?:€|eur)? ?[-(]?\d/;
const wrapsInto = (line: Line, next: Line | undefined): next is Line =>
  sentenceGoesOn(line, next) &&
  line.raw.length >= PROSE_LINE &&
  // a label's colon ends the line its amount opens the next one of (« … travaux exigibles : »)
  (!/[:;!?]$/.test(line.raw) || (/:$/.test(line.raw) && /^\d/.test(next.text))) &&
  (/^\p{Ll}/u.test(next.raw) ||
    (/[\p{L}:]$/u.test(line.raw) && /^\d/.test(next.text) && !AMOUNTS_ROW.test(next.text)));

/**
 * The rule's label on the line, or across the line and the next one where prose wraps:
 * the match and the text after it, with the line that text ends on.
 */
function findLabel(rule: FigureRule, lines: Line[], index: number, clauses: boolean) {
  const line = lines[index]!;
  // OCR leaves specks of a table's rules before a row (« ; provisions… », « | solde… »)
  const unspecked = line.text.replace(OCR_SPECKS, '').replace(QUESTION_NUMBER, '');
  const labelled = rule.kinds.includes(QUESTIONNAIRE)
    ? unspecked.replace(BARE_QUESTION_NUMBER, '')
    : unspecked;
  const match = rule.label.exec(labelled);
  if (match) return { match, after: labelled.slice(match.index + match[0].length), line };
  for (const start of clauses ? clauseStarts(labelled) : []) {
    // after the fund's own clause, « part des lots : … » is the lots' part of the fund
    const rest = namesTheFund(labelled.slice(0, start))
      ? asTheFunds(labelled.slice(start))
      : labelled.slice(start);
    const inClause = rule.label.exec(rest);
    if (inClause?.index === 0)
      return { match: inClause, after: rest.slice(inClause[0].length), line };
  }
  const next = lines[index + 1];
  if (!wrapsInto(line, next)) return null;
  const joined = `${labelled} ${next.text}`;
  // the label, or what it looks ahead to, goes on past the line's end
  const found = (match: RegExpExecArray, end: number) => ({
    match,
    after: joined.slice(end),
    line: end > labelled.length ? next : line,
  });
  const across = rule.label.exec(joined);
  // a label wholly on the next line is that line's own
  if (across && across.index <= labelled.length)
    return found(across, across.index + across[0].length);
  // a clause opened on this line that wraps (« … remboursée. Le fonds » then « de travaux
  // s'élevait à 19 420,00 € »)
  for (const start of clauses ? clauseStarts(joined) : []) {
    if (start > labelled.length) break;
    const inClause = rule.label.exec(joined.slice(start));
    if (inClause?.index === 0) return found(inClause, start + inClause[0].length);
  }
  return null;
}

/**
 * Where a labelled answer may start inside a line, as at a line's start: after a full stop
 * (« R. Du 01/10/2024 au 30/09/2025. Budget voté : 96 000,00 € »), a semicolon or a colon
 * (« M. Petit est à jour : provisions exigibles impayées 0,00 € »), after the amount of the
 * item before (« … 0,00 €, appels de travaux impayés 0,00 € »), and after an answer's mark
 * (« R. Avance de trésorerie … »). Only in the families that answer item by item
 * (RuleContext.clauses): in a call, what precedes a colon names the rest (« Charges
 * générales : budget annuel de la clé … »).
 */
const CLAUSE_START = /^(?:r|rep|reponse) ?[.:] |[.;:] (?=\p{L})|(?:€|\d,\d{2}),? (?=\p{L})/gu;
const clauseStarts = (text: string) =>
  [...text.matchAll(CLAUSE_START)].map((start) => start.index + start[0].length);

/**
 * Where a clause ends: « ; », a full stop before the next sentence's word, « et » before
 * the next item (« les copropriétaires débiteurs devaient 4 318,27 € et les fournisseurs
 * 2 906,14 € »), or a dash before a comment (« 0,00 € — excédent 2024 de 26,07 € »).
 */
const CLAUSE_END = /\s?;\s|\.\s+(?=\p{L})|\set\s(?=(?:les?|la|l')\s?\p{L})|\s[-—–]\s(?=\p{L})/u;

/**
 * What follows a label up to the end of the clause its first amount is in: « 706,26 € ;
 * dernière cotisation versée : 31,08 € » answers with the first, whatever the rule picks.
 */
function ownClause(text: string): string {
  const first = findAmounts(text)[0];
  if (!first) return text;
  const end = CLAUSE_END.exec(text.slice(first.end));
  return end ? text.slice(0, first.end + end.index) : text;
}

/**
 * Two labels joined by a slash answer with two amounts the same way (« Impayés des
 * copropriétaires / dettes fournisseurs : 10 377,52 € / 6 498,80 € »): the first label's is
 * the first amount.
 */
const pickOf = (rule: FigureRule, after: string) =>
  /^ ?\/ ?\p{L}/u.test(after) ? 'first' : rule.pick;

/** The heading of a form's column of answers. */
const ANSWER_HEADING = /^(?:montant|total|valeur|somme)s?\b/;

/**
 * A form's row whose cells the text layer placed (wrapped-rows.ts), under a header with a
 * column of amounts (« Poste | Détail | Montant »): the amount in that column is the answer,
 * whatever the detail beside it prints (« … : 1 053,60 ; … : 7 902,00 »).
 */
function answerCell(lines: Line[], line: Line): string | null {
  if (!line.cells) return null;
  const index = lines.indexOf(line);
  const header = lines
    .slice(0, index)
    .reverse()
    .find((above) => above.cells && findAmounts(above.text).length === 0);
  const column = header?.cells?.findIndex((heading) => ANSWER_HEADING.test(heading)) ?? -1;
  const cell = column >= 0 ? line.cells[column] : undefined;
  return cell && findAmounts(cell).length === 1 ? cell : null;
}

/** A list's total: « lot 6 : 5 636,40 € ; lot 33 : 145,20 € ; total : 5 781,60 € ». */
const LIST_TOTAL = /\btotal ?: ?(?=\d)/;
const listTotal = (text: string) => {
  const total = LIST_TOTAL.exec(text);
  return total ? text.slice(total.index + total[0].length) : text;
};

/** An aside in brackets that prints an amount: a detail, or the total of what is shared. */
const ASIDE = /\([^()]*\)/g;

/**
 * The text without its bracketed amounts, when an amount is left outside them: « (lot 20 :
 * 988,80 ; lot 66 : 21,60) 1 053,60 » and « (AG du 15/06/2023, 150 000,00) 1 752,00 » answer
 * with the amount outside.
 */
function withoutAsides(text: string): string {
  const asides = [...text.matchAll(ASIDE)].filter((aside) => findAmounts(aside[0]).length > 0);
  if (asides.length === 0) return text;
  const outside = asides.reduceRight(
    (rest, aside) => `${rest.slice(0, aside.index)} ${rest.slice(aside.index + aside[0].length)}`,
    text,
  );
  return findAmounts(outside).length > 0 ? outside : text;
}

/** The proof of a value the line printed as a sum of its parts (sums.ts). */
const sumProof = (line: Line, value: number | string) => {
  const sum = line.sums?.find(({ cents }) => cents === value);
  return sum ? { proofs: [sum.proof] } : {};
};

/** Punctuation alone before a line's first word. */
const OCR_SPECKS = /^[;:|…'.,_-]+ */;

/** The rule's value on the first line whose label it finds, or null. */
export function readRule(
  rule: FigureRule,
  lines: Line[],
  context: RuleContext,
): FigureGuess | null {
  // a closed year's figure of a year the form does not ask for fills nothing
  if (rule.field.includes('{n}') && !context.suffix) return null;
  const field = rule.field.replace('{n}', context.suffix ?? '');
  for (const index of lines.keys()) {
    const found = findLabel(rule, lines, index, context.clauses ?? false);
    if (!found) continue;
    const { match, after, line } = found;
    if (rule.sameLot && match[1] !== (context.lot ?? onlyLotNamed(lines))) continue;
    const own = listTotal(withoutLotNumber(after, match[0], line, lines));
    // « Fournisseurs : néant (0,00 €) ; fonds de travaux … 2 760,00 € »: the answer is none
    if (rule.value === 'amount' && NOTHING.test(own))
      return {
        field,
        amount: 0,
        page: line.page,
        excerpt: excerpt(line),
        confidence: context.confidence,
      };
    const cell = rule.value === 'amount' ? answerCell(lines, line) : null;
    const candidates = [
      ...(cell === null ? [] : [{ line, text: cell }]),
      { line, text: ownClause(rule.value === 'amount' ? withoutAsides(own) : own) },
    ];
    const from = lines.indexOf(line) + 1;
    for (const next of lines.slice(from, from + WRAP)) {
      if (next.page !== line.page || !continues(next)) break;
      candidates.push({ line: next, text: ownClause(next.text) });
    }
    for (const candidate of candidates) {
      if (totalFollows(candidate.text)) continue;
      const values = valuesOf(candidate.text, rule.value);
      const closed = rule.closedColumn
        ? closedColumnIndex(lines, lines.indexOf(candidate.line), values.length)
        : null;
      const value = closed === null ? pickFrom(values, pickOf(rule, after)) : values[closed];
      if (value === undefined) continue;
      // a 0 is how many syndics write « unknown », unless the question is what is owed
      if (value === 0 && !rule.zeroIsAnswer) return null;
      if (rule.debtOnly && typeof value === 'number' && value < 0) return null;
      return {
        field,
        ...(typeof value === 'number'
          ? { amount: rule.magnitude ? Math.abs(value) : value }
          : { date: value }),
        page: candidate.line.page,
        excerpt: excerpt(candidate.line),
        ...sumProof(candidate.line, value),
        confidence: rule.weak
          ? context.weakConfidence
          : rule.value === 'amount' && values.length > 1
            ? context.pickConfidence
            : context.confidence,
      };
    }
    return null;
  }
  return null;
}
