import { normalizeText, unglue } from '../type-and-date/normalize';
import { spelledOut } from './abbreviations';
import { findAmounts } from './amounts';
import { withLotTotals } from './lot-totals';
import { withExercisesNamed } from './exercise-references';
import { withSumsTotalled } from './sums';
import type { Line } from './types';

const EXCERPT = 200;

/**
 * Prose wraps anywhere, even inside an amount: « … de l'exercice 2025 à 4 » then « 650,00 €,
 * soit … ». The thousands that end a line after the word bringing an amount go to the next
 * line, where the rest of the amount starts.
 */
const SPLIT_HEAD = /(?<=(?:^|\s)(?:à|a|de|soit|pour|:|\+|=|\([^()]*\)) )\d{1,3}$/;
const SPLIT_TAIL = /^\d{3}(?:[ .]\d{3})*,\d{2}(?!\d)/;

function joinSplitAmounts(raws: string[]): string[] {
  const joined = [...raws];
  for (let i = 0; i + 1 < joined.length; i += 1) {
    const head = SPLIT_HEAD.exec(joined[i]!);
    if (!head || !SPLIT_TAIL.test(joined[i + 1]!)) continue;
    joined[i] = joined[i]!.slice(0, head.index).trimEnd();
    joined[i + 1] = `${head[0]} ${joined[i + 1]}`;
  }
  return joined;
}

/** A numbered section's heading: « D. Fonds de travaux », « IV – Fonds de travaux », « 3) … ». */
export const SECTION = /^(?:[a-h]|[ivx]{1,4}|\d{1,2})(?: ?[.)]| -) /;
const WORKS_FUND_SECTION = /\bfonds (?:de )?travaux\b/;

/**
 * An export's heading without a number (« Fonds de travaux » over « Solde au … : … »): a
 * short line of words alone, no amount, no colon, no digit.
 */
const BARE_HEADING = /^[\p{L}' -]{3,40}$/u;
const isBareHeading = (line: Line) =>
  BARE_HEADING.test(line.text) && line.text.split(' ').length <= 5;

/**
 * A section's items leave its subject unnamed, until the next section's heading: each item
 * under a heading `heading` matches is named again by `name`, as a reader would understand
 * it. A numbered section ends at the next numbered heading, not at a table's header inside
 * it (« Rubrique Réponse »); with `bareHeadings`, a section opened by a bare heading ends at
 * the next one.
 */
function nameUnder(heading: RegExp, name: (text: string) => string, { bareHeadings = false } = {}) {
  return (lines: Line[]): Line[] => {
    let inside = false;
    let bare = false;
    return lines.map((line) => {
      if (findAmounts(line.text).length === 0 && SECTION.test(line.text)) {
        inside = heading.test(line.text);
        bare = false;
        return line;
      }
      if (bareHeadings && isBareHeading(line) && (heading.test(line.text) || bare)) {
        inside = heading.test(line.text);
        bare = inside;
        return line;
      }
      return inside ? { ...line, text: name(line.text) } : line;
    });
  };
}

/**
 * Under « Fonds de travaux »: « Montant du fonds au 31/12/2024 », « Cotisation annuelle
 * votée pour 2025 », « Solde au 30/09/2024 », « Part du lot » are the fund's.
 */
/** An item of the fund's section, or a clause after the fund's own on a line, named as the fund's. */
export const asTheFunds = (text: string) =>
  WORKS_FUND_SECTION.test(text)
    ? text
    : text
        .replace(/\bfonds\b(?! de\b)/, 'fonds de travaux')
        .replace(/^cotisation\b(?!.*\bfonds\b)/, 'cotisation au fonds de travaux')
        .replace(/^solde au\b/, 'fonds de travaux au')
        .replace(
          /^part (?:du|des) lots? ?:(?!.*\bfonds\b)/,
          'part du lot dans le fonds de travaux :',
        )
        // « Dernier appel aux lots (01/04/2025) 49,17 », not a works' or a loan's call
        .replace(
          /^(?:dernier )?appel\b(?!.*\b(?:fonds|travaux|ravalement|emprunt|pret|provisions?|budget|charges)\b)/,
          'dernier appel du fonds de travaux',
        );

/** Whether a text names the works fund. */
export const namesTheFund = (text: string) => WORKS_FUND_SECTION.test(text);

// an export heads the fund's answers with its name alone
const nameTheFund = nameUnder(WORKS_FUND_SECTION, asTheFunds, { bareHeadings: true });

const LOAN_SECTION = /\b(?:emprunt|pret) collectif\b/;
/** What a loan's section asks, as its items word it without naming the loan. */
const LOAN_ITEM =
  /^(?:quote-part (?:du|des) lots?\b|(?:prochaine )?echeance\b|capital restant du\b)/;

/**
 * Under « Emprunt collectif »: « Quote-part des lots 41 et 63 », « Échéance trimestrielle
 * des lots », « Capital restant dû … », « Prochaine échéance » are the loan's.
 */
const nameTheLoan = nameUnder(LOAN_SECTION, (text) =>
  LOAN_ITEM.test(text) ? `emprunt collectif - ${text}` : text,
);

const QUESTION = /^q ?[.:)] /;
const ANSWER = /^r ?[.:)] /;
/** How a question opens before it names what it asks: « Quelle est la », « Reste-t-il des ». */
const ASKING =
  /^(?:quel(?:le)?s? (?:est|sont) (?:le |la |les |l')?|(?:y a-t-il|reste-t-il|existe-t-il) (?:des |du |de la |de l'|un |une )?|le (?:vendeur|coproprietaire) (?:est-il|a-t-il) (?:verse )?(?:des |du |de la |l')?)/;

/**
 * A questionnaire in questions and answers (« Q. Quelle est la quote-part annuelle du lot
 * dans ce budget ? » then « R. 2 995,20 €, appelés par quarts … »): the answer is read as
 * the question's label followed by its value, as a form's row would print them. The question
 * answered is not read again on its own: a rule stops at the first line its label names, and
 * the question names it without a value.
 */
function withQuestionsAsked(lines: Line[]): Line[] {
  const answered = (line: Line, index: number) =>
    QUESTION.test(line.text) && ANSWER.test(lines[index + 1]?.text ?? '');
  return lines.flatMap((line, index) => {
    if (answered(line, index)) return [];
    const question = lines[index - 1];
    if (!ANSWER.test(line.text) || !question || !answered(question, index - 1)) return [line];
    const asked = question.text.replace(QUESTION, '').replace(ASKING, '').replace(/ ?\?$/, '');
    // the answer opens a sentence of its own: its words may be a label too (read-rule.ts)
    return [{ ...line, text: `${asked}. ${line.text.replace(ANSWER, '')}` }];
  });
}

/**
 * Software prints each row after its account in the copropriété's chart of accounts
 * (« 450 Copropriétaires débiteurs », « 1641 Q-P du lot 27 »): classes 1 to 5, three to six
 * digits, never a year, nor a count (« 354 tantièmes », « 120 lots »). The row's label
 * starts after it.
 */
const ACCOUNT_NUMBER =
  /^(?!(?:19|20)\d{2} )[1-5]\d{2,5} (?=[a-z]{2})(?!(?:tantiemes|milliemes|lots?|m2|metres|euros?)\b)/;

/**
 * The works fund named short after what is paid into it or owned of it (« Cotisation au fonds
 * pour 2025 », « Q-P fonds lots 23 + 71 », « Dernier appel fonds lots »): no other fund is
 * called or shared so; « appel de fonds » and the fonds de roulement are not it.
 */
const SHORT_FUND =
  /\b((?:cotisations?|(?:quote-)?part|appels?|solde|versements?) (?:annuelle )?(?:au |du |des |aux )?)fonds\b(?! de\b| d'| roulement\b)/;

/**
 * A numbered answer's number (« 1.2.2 quote-part du lot 412 : … », « 2.1 provisions
 * exigibles … »): the label starts after it. A number of one level (« 2. ») heads a section
 * (SECTION) and stays.
 */
const ITEM_NUMBER = /^\d{1,2}(?:\.\d{1,2}){1,3}\.? (?=[a-z])/;
/** A form's lettered item before a dash: « 1.A — », « 1,C — », or « LA — » as a scan reads 1.A. */
const LETTERED_ITEM = /^(?:\d{1,2}[.,]?|l)[a-h] [-—–] (?=[a-z])/;

/** A scan's thousands read as a hyphen (« 1-379,55 », « 33-600,00 »): no amount prints one. */
const HYPHENATED_THOUSANDS = /(?<![\d/.-])(\d{1,3})-(?=\d{3},\d{2}(?!\d))/g;

/** A line's normalised text, as the rules read it. */
export const readable = (raw: string) =>
  spelledOut(unglue(normalizeText(raw)).replace(HYPHENATED_THOUSANDS, '$1 '))
    .replace(ITEM_NUMBER, '')
    .replace(LETTERED_ITEM, '')
    .replace(ACCOUNT_NUMBER, '')
    .replace(SHORT_FUND, '$1fonds de travaux');

/** The non-empty lines of each page, numbered from 1. */
export function documentLines(pages: string[]): Line[] {
  return withSumsTotalled(
    withExercisesNamed(
      nameTheLoan(
        nameTheFund(
          withQuestionsAsked(
            withLotTotals(
              pages.flatMap((page, index) =>
                joinSplitAmounts(
                  page
                    .split('\n')
                    .map((raw) => raw.replace(/\s+/g, ' ').trim())
                    .filter(Boolean),
                ).map((raw) => ({ page: index + 1, raw, text: readable(raw) })),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}

/** The lines, each table row the text layer placed (wrapped-rows.ts) with its cells. */
export function withCells(
  lines: Line[],
  rows: Array<{ page: number; text: string; cells: string[] }>,
) {
  if (rows.length === 0) return lines;
  const key = (page: number, raw: string) => `${page} ${raw.replace(/\s+/g, ' ').trim()}`;
  const cells = new Map(rows.map((row) => [key(row.page, row.text), row.cells.map(readable)]));
  return lines.map((line) => {
    const placed = cells.get(key(line.page, line.raw));
    return placed ? { ...line, cells: placed } : line;
  });
}

export const excerpt = (line: Line) => line.raw.slice(0, EXCERPT);

/** A sentence goes on from `line` to `next`: same page, and the line ends on no full stop. */
export const sentenceGoesOn = (line: Line, next: Line | undefined): next is Line =>
  next !== undefined && next.page === line.page && !/\.$/.test(line.raw);

/** Two lines read as one sentence (its page and excerpt are the first line's). */
export const joinedLines = (first: Line, second: Line): Line => ({
  page: first.page,
  raw: `${first.raw} ${second.raw}`,
  text: `${first.text} ${second.text}`,
});

/**
 * Each line read with the next ones while its sentence goes on (up to four lines), with
 * where each line starts in that text: prose names a figure anywhere in a wrapped sentence.
 */
export interface Passage {
  text: string;
  starts: Array<{ at: number; line: Line }>;
}

/** A sentence of a letter rarely runs over more lines than this. */
const MAX_LINES = 4;

export function passages(lines: Line[]): Passage[] {
  return lines.map((line, i) => {
    const starts = [{ at: 0, line }];
    let text = line.text;
    for (let j = i; j < i + MAX_LINES - 1 && sentenceGoesOn(lines[j]!, lines[j + 1]); j += 1) {
      starts.push({ at: text.length + 1, line: lines[j + 1]! });
      text = `${text} ${lines[j + 1]!.text}`;
    }
    return { text, starts };
  });
}

/** The line a passage's offset falls on. */
export const lineAt = ({ starts }: Passage, offset: number) =>
  starts.filter(({ at }) => at <= offset).at(-1)!.line;

/**
 * A document's lines as one text, as a sentence reads across them: where each line starts
 * in it, and the line an offset falls on.
 */
export function flatText(lines: Line[]) {
  let offset = 0;
  const starts = lines.map((line) => {
    const start = offset;
    offset += line.text.length + 1;
    return start;
  });
  const index = (at: number) => starts.filter((start) => start <= at).length - 1;
  return {
    text: lines.map((line) => line.text).join(' '),
    lineAt: (at: number) => lines[index(at)]!,
    /** where the line an offset falls on starts */
    lineStart: (at: number) => starts[index(at)]!,
  };
}
