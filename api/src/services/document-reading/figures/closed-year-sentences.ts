import { formatCents } from '@ped/domain';
import { findAmounts, type AmountMention } from './amounts';
import { excerpt, flatText } from './lines';
import { listedTotal } from './sums';
import { sameYearOfLot } from './lot-year-table';
import { ageOfRow, exercisesOf, withoutDays } from './subject';
import type { FigureGuess, Line } from './types';

/**
 * The lot's closed year told in words (issue 39, tenth round), as syndics answer a notary
 * or close a statement: « provisions appelées sur le budget : 2 368,00 € ; charges réelles
 * du lot : 2 341,57 € », « le lot 23 a reçu 2 206,60 € d'appels de provisions pour des
 * charges réelles de 2 241,35 € », or two labelled rows one under the other. Each is told
 * by the other: the lot's calls and its real charges are a year's regularisation apart, so
 * the pair is read together, and the gap printed after them proves both.
 */

/**
 * What the lot was called; an amount right before « d'appels de provisions » is its own, and
 * « vos provisions » are the lot's (« vos provisions se sont élevées à 3 337,60 € »), as are
 * « provisions du lot 2 180,40 », « provisions des deux lots 2 104,50 € ».
 */
const CALLED =
  /\b(?:provisions?(?: de charges)? (?:appelees|versees)|(?:d')?appels? de provisions|provisions sur (?:le )?budget appelees|de provisions(?= (?:pour|et|contre|en (?:19|20)\d{2})\b| ?[;,])|(?:a|avait|ont|avaient) ete appelee?s? pour|(?:vos|tes|ses|leurs) provisions|provisions(?= \d)|provisions(?= (?:du|des|de vos)(?: deux| trois| quatre)? lots?\b))\b/g;
/**
 * What the lot's share of the year's spending came to (« provisions 2 013,00 €, charges
 * 2 040,92 € », « provisions 1 506,60 € — réel 1 528,85 € »).
 */
const SPENT =
  /\b(?:(?:de )?(?:charges|depenses) reelles|quote-part reelle|charges(?= \d)|reel(?= \d)(?! (?:19|20)\d{2}\b))\b/g;
/**
 * Words that make the pair the lot's, not the building's (a volunteer treasurer may write to
 * a neighbour « tes provisions »).
 */
const LOT_WORDS = /\b(?:au lot|du lot|des lots|le lot|lots? \d+|vos|votre|vous|tes|ton)\b/;
/** The owner's own labels: « vos provisions », « vos charges réelles ». */
const OWNED = /^(?:vos|tes|ses|leurs) /;
const OWNER_BEFORE = /\b(?:vos|tes|ses|leurs) $/;
/** A label followed by the lot it is of: « provisions appelées au lot », « … du lot 23 ». */
const LABEL_OF_LOT = /^ (?:au|du|des|aux|pour (?:le|les)) lots?\b/;
/** Words of the building's accounts: such a pair is the building's. */
const BUILDING_WORDS = /\b(?:immeuble|l'ensemble des coproprietaires|budget vote)\b/;
/** How far apart the two labels may stand, and how far before them the lot may be named. */
const REACH = 220;
const LOT_BEFORE = 300;
/** The amounts a label may be followed by before its own is among them (a table's years). */
const CANDIDATES = 3;

interface Mention {
  at: number;
  end: number;
}

/** The amounts that may be a label's: right before it, then the first ones after it. */
function candidates(
  text: string,
  amounts: AmountMention[],
  label: Mention,
  stop: number,
): AmountMention[] {
  // « 2 527,20 € de provisions pour 2 588,92 € de charges réelles »
  const before = /^(?:d'|de )/.test(text.slice(label.at, label.at + 3))
    ? amounts.filter(
        (a) => a.end <= label.at && /^ ?(?:€|eur)? ?$/.test(text.slice(a.end, label.at)),
      )
    : [];
  const following = amounts.filter((a) => a.start >= label.end && a.start < stop);
  const total = listedTotal(text, following);
  if (total) return [total];
  return [...before, ...following.slice(0, CANDIDATES)].filter((a) => a.cents > 0);
}

/** Where the sentence that goes on at `at` starts: after the last full stop before it. */
const sentenceStart = (text: string, at: number) =>
  Math.max(0, ...[...text.slice(0, at).matchAll(/[.!?] /g)].map((m) => m.index + 2));

const YEAR_NAMED = /(?<![\d,.])(?:19|20)\d{2}(?![\d,.])/;
/** The exercise before the last closed one, named without its year. */
const PREVIOUS = /\b(?:exercice|annee) (?:precedent|precedente|anterieur|anterieure|d'avant)\b/;

/**
 * A sentence between two labels that names a year of its own (« … 2 966,82 €. Pour l'exercice
 * 2023/2024, les provisions … »): the labels tell two different years.
 */
function anotherYearBetween(between: string): boolean {
  const sentenceEnd = /[.!?] /.exec(between);
  return sentenceEnd !== null && YEAR_NAMED.test(withoutDays(between.slice(sentenceEnd.index)));
}

/** Words that only place a lot's amount in a row: « lot 9 : », « total : », « € ». */
const ROW_WORDS = new Set(['lot', 'lots', 'total', 'eur', 'euros']);

/**
 * How many amounts follow a label on its line as a row's do, one after the other or each
 * after its lot (« lot 3 : 2 430,40 € ; lot 9 : 99,20 € »); prose names each of its amounts
 * (« provisions 2 296,80 €, charges réelles 2 345,55 € »), which ends the row.
 */
function rowAmounts(
  text: string,
  amounts: AmountMention[],
  label: Mention,
  lineStart: (at: number) => number,
): number {
  const line = lineStart(label.at);
  const after = amounts.filter((a) => a.start >= label.end && lineStart(a.start) === line);
  const named = (between: string) =>
    (between.match(/\p{L}{3,}/gu) ?? []).some((word) => !ROW_WORDS.has(word));
  const run = after.findIndex(
    (amount, index) => index > 0 && named(text.slice(after[index - 1]!.end, amount.start)),
  );
  return run === -1 ? after.length : run;
}

const mentions = (text: string, pattern: RegExp): Mention[] =>
  [...text.matchAll(pattern)].map((m) => ({ at: m.index, end: m.index + m[0].length }));

/**
 * The lot's calls and real charges of each closed year, from the pairs of labels that stand
 * together and name the lot: the year their sentence names (« L'exercice 2022/2023 … avait
 * donné au lot 9 … »), else the year the document closes (`suffix`; none when it does not say).
 */
export function readClosedYearSentences(
  lines: Line[],
  suffix: 'n' | 'n1' | null,
  confidence: { read: number; proven: number },
  today: Date,
): FigureGuess[] {
  const { text, lineAt, lineStart } = flatText(lines);
  const exercises = exercisesOf(lines, today);
  const found: FigureGuess[] = [];
  const amounts = findAmounts(text);
  const amountsOnLine = (label: Mention) =>
    amounts.filter((a) => a.start >= label.end && lineStart(a.start) === lineStart(label.at));
  const spentLabels = mentions(text, SPENT);
  for (const called of mentions(text, CALLED)) {
    // no other year named between the labels: « Pour l'exercice 2023/2024, … » tells its own
    // the nearest: each year's pair stands together (« 2023 : provisions …, charges réelles … »)
    const spent = spentLabels
      .filter(
        (s) =>
          Math.abs(s.at - called.at) <= REACH &&
          !anotherYearBetween(text.slice(Math.min(s.end, called.end), Math.max(s.at, called.at))),
      )
      .sort((a, b) => Math.abs(a.at - called.at) - Math.abs(b.at - called.at))[0];
    if (!spent) continue;
    // a row across the lots' columns (« 2024 — provisions appelées 3 417,60 76,80 144,00
    // 3 638,40 ») is read by its sum (lots-sum-rows.ts), not as one lot's pair
    // unless it ends on the lots' total, proven (« lot 3 : … ; lot 9 : … — total : … »)
    const rowOfLots = (label: Mention) =>
      rowAmounts(text, amounts, label, lineStart) >= 3 && !listedTotal(text, amountsOnLine(label));
    if ([called, spent].some(rowOfLots)) continue;
    const from = Math.min(called.at, spent.at);
    const to = Math.max(called.end, spent.end) + REACH / 2;
    const around = text.slice(Math.max(0, from - LOT_BEFORE), to);
    // the sentence the labels stand in (« Pour l'immeuble, les provisions appelées … »), from
    // their line's start at most: a table's rows have no full stop between them
    const sentence = text.slice(Math.max(lineStart(from), sentenceStart(text, from)), to);
    // a label that names the lot itself is the lot's, whatever an aside says of the
    // building (« …, dont le budget voté était de 32 500,00 €, les provisions appelées au lot »)
    const ownsLot =
      LABEL_OF_LOT.test(text.slice(called.end)) ||
      LABEL_OF_LOT.test(text.slice(spent.end)) ||
      // « vos provisions : … ; vos charges réelles : … » beside the building's budget
      (OWNED.test(text.slice(called.at, called.end)) && OWNER_BEFORE.test(text.slice(0, spent.at)));
    if (!LOT_WORDS.test(around) || (!ownsLot && BUILDING_WORDS.test(sentence))) continue;
    // each label's amounts stop where the other label starts
    const calledAmounts = candidates(text, amounts, called, spent.at > called.at ? spent.at : to);
    const spentAmounts = candidates(text, amounts, spent, called.at > spent.at ? called.at : to);
    // the regularisation printed after the pair proves it: in a table « Immeuble | Lot »
    // (« Budget / provisions appelées 98 400,00 4 059,12 ») it tells the lot's column
    const gapPrinted = ([c, s]: readonly [AmountMention, AmountMention]) => {
      const gap = Math.abs(c.cents - s.cents);
      const last = Math.max(c.end, s.end);
      return (
        gap > 0 &&
        findAmounts(text.slice(last, last + REACH)).some((a) => Math.abs(a.cents) === gap)
      );
    };
    const pairs = calledAmounts
      .flatMap((c) => spentAmounts.map((s) => [c, s] as const))
      .filter(([c, s]) => c !== s && sameYearOfLot(c.cents, s.cents));
    const pair = pairs.find(gapPrinted) ?? pairs[0];
    if (!pair) continue;
    // the year the pair's sentence names before it, a line back at most: a table's rows
    // have no full stop between them
    const opening = Math.max(
      sentenceStart(text, from),
      lineStart(Math.max(0, lineStart(from) - 1)),
    );
    const before = withoutDays(text.slice(opening, from));
    // « 1.4 Exercice précédent : provisions …, charges réelles … » under the last closed one's
    // answer; a letter's « l'exercice précédent, 2024, … » names its year
    const own = withoutDays(text.slice(lineStart(from), from));
    const previous = PREVIOUS.test(own) && !/\b(?:19|20)\d{2}\b/.test(own);
    // the year of the pair's own line first (« 2024 — charges réelles 3 011,86 » over « 2023 —
    // provisions / charges réelles … »), then of its clause: « budget 2025 … ; en 2024, tes
    // provisions … »
    const clause = before.slice(before.lastIndexOf(';') + 1);
    const namesYear = (part: string) => /\b(?:19|20)\d{2}\b/.test(part);
    const yearOf = namesYear(own) ? own : namesYear(clause) ? clause : before;
    const age = previous ? 1 : ageOfRow(yearOf, exercises, today);
    const year = age === null ? suffix : age === 0 ? 'n' : age === 1 ? 'n1' : null;
    if (!year || found.some((guess) => guess.field === `budget_${year}`)) continue;
    const [c, s] = pair;
    const gap = Math.abs(c.cents - s.cents);
    const proofs = gapPrinted(pair)
      ? [
          `${formatCents(Math.max(c.cents, s.cents))} − ${formatCents(Math.min(c.cents, s.cents))} = ${formatCents(gap)} (régularisation)`,
        ]
      : undefined;
    const guess = (field: string, amount: AmountMention): FigureGuess => ({
      field,
      amount: amount.cents,
      page: lineAt(amount.start).page,
      excerpt: excerpt(lineAt(amount.start)),
      confidence: proofs ? confidence.proven : confidence.read,
      ...(proofs ? { proofs } : {}),
    });
    found.push(guess(`budget_${year}`, s), guess(`expected_budget_${year}`, c));
  }
  return found;
}
