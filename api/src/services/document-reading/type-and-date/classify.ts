import type { DocType } from '@ped/domain';
import { normalizeText } from './normalize';
import { TYPE_RULES, type TypeRule } from './type-rules';

/** The title is among the first lines (after a letterhead, an address and a date). */
const TITLE_LINES = 16;
/** Words before a title pattern that make it a mention of another document. */
const REFERENCE =
  /\b(annexee?s? (a|au|aux)|conformement (a|au)|selon|vu|cf|voir|ci-jointe?s?|jointe?s?)\b[^]*$/;
/**
 * The end of a line whose sentence goes on to name another document on the next line
 * (« comptes … joints à la » over « convocation de l'assemblée générale du … »).
 */
const REFERENCE_GOES_ON =
  /\b(?:annexee?s?|conformement|ci-jointe?s?|jointe?s?)(?: (?:a|au|aux)(?: la| l')?)?$/;
const AT_START = 10;
const IN_LINE = 5;
/**
 * A line longer than this, or one that ends a sentence, is prose: a family it names in
 * passing (« le second appel de fonds sera adressé fin août. ») is not its title.
 */
const TITLE_WORDS = 12;
const SENTENCE_END = /[a-z]{3}[.!?](\s|$)/;
const FIRST = 4;
const BODY = 2;

export interface Classification {
  kind: string | null;
  doctype: DocType | null;
  label: string | null;
  /**
   * the evidence the confidence is taken from: a title line well ahead of any other
   * family; a closer one the body's vocabulary backs; a letter's subject alone or a close
   * title nothing backs; body vocabulary only; nothing
   */
  evidence: 'title' | 'title-contested' | 'title-weak' | 'body' | 'none';
  scores: Record<string, number>;
}

/**
 * A letter's or an e-mail's subject line: what follows names the document as a title would,
 * once a reply's or a forward's marks are set aside (« Objet : RE: TR: Mon compte »).
 */
const SUBJECT = /^(?:objet|subject|sujet) ?: ?(?:(?:re|tr|fwd?) ?: ?)*/;
const LETTER = 'courrier';

interface TitleHit {
  line: number;
  weight: number;
  /** a line that opens on the title, a title inside a short line, a letter's subject */
  where: 'start' | 'inline' | 'subject';
}

const isProse = (line: string) => line.split(' ').length > TITLE_WORDS || SENTENCE_END.test(line);
/**
 * A line opening on a tick box (« [X] », « ☐ ») is a form's answer: what it names
 * (« ☐ Plan pluriannuel de travaux adopté ») is asked about, not the document's title.
 */
const TICK_BOX = /^(?:\[ ?x? ?\]|[☐☑☒□])/;
/**
 * A line opening on a day is a ledger's or a schedule's row (« 01/01/2025 Appel de fonds
 * T1 2025 520,00 »): a family it names after the day is an operation, not a title.
 */
const DATED_ROW = /^(?:[0-3]?\d[/.-][01]?\d[/.-](?:\d{2}){1,2}|(?:19|20)\d{2}-[01]\d-[0-3]\d)\b/;

/** A letterhead's or a reference line's parts: « Copropriété X — lots 21 et 64 — appel de fonds n° 2 ». */
const PART = / [-—–] /;
/**
 * The period a part's title is of, which makes it no longer prose: « … — décompte individuel
 * de charges de l'exercice du 1er janvier 2024 au 31 décembre ».
 */
const PERIOD = / (?:de l'exercice |pour l'exercice )?du (?:1er|[0-3]?\d)\b.*$/;

/**
 * A title opening one part of a long line, between dashes: the line is no prose for it, and
 * the title counts as one inside a line.
 */
function partTitle(rule: TypeRule, line: string): boolean {
  const parts = line.split(PART).slice(1);
  return parts.some(
    (part) =>
      !isProse(part.replace(PERIOD, '')) &&
      rule.title.some((pattern) => pattern.exec(part)?.index === 0),
  );
}

/** The greeting that follows a letter's subject: the subject ends before it. */
const SALUTATION = /^(?:maitre|madame|monsieur|mesdames|messieurs|chere?s?|bonjour)\b/;
/** Lines a subject may wrap onto (« Objet : Résidence … — vente du lot 308 par M. » / « … »). */
const SUBJECT_LINES = 3;

/** A letter's subject with the lines it wraps onto, up to the greeting. */
function wrappedSubject(lines: string[], index: number): string {
  const after = lines.slice(index + 1, index + SUBJECT_LINES);
  const end = after.findIndex((line) => SALUTATION.test(line) || SUBJECT.test(line));
  return [lines[index]!, ...(end === -1 ? after : after.slice(0, end))].join(' ');
}

/** Where a title pattern of the rule first shows in the title lines, and how strongly. */
function titleHit(rule: TypeRule, lines: string[]): TitleHit | null {
  for (const [index, line] of lines.entries()) {
    if (TICK_BOX.test(line)) continue;
    const inSubject = rule.kind !== LETTER && SUBJECT.test(line);
    const title = inSubject ? line.replace(SUBJECT, '') : line;
    const subject = inSubject ? wrappedSubject(lines, index).replace(SUBJECT, '') : '';
    if (inSubject && rule.subject?.some((pattern) => pattern.test(subject)))
      return { line: index, weight: AT_START, where: 'subject' };
    const patterns = index === 0 ? [...rule.title, ...(rule.heading ?? [])] : rule.title;
    for (const pattern of patterns) {
      const match = pattern.exec(title);
      if (!match || REFERENCE.test(title.slice(0, match.index))) continue;
      if (match.index === 0 && REFERENCE_GOES_ON.test(lines[index - 1] ?? '')) continue;
      const atStart = match.index <= 2;
      if (!atStart && (isProse(line) || DATED_ROW.test(line))) continue;
      return {
        line: index,
        weight: atStart ? AT_START : IN_LINE,
        where: inSubject ? 'subject' : atStart ? 'start' : 'inline',
      };
    }
    if (!inSubject && !DATED_ROW.test(line) && partTitle(rule, title))
      return { line: index, weight: IN_LINE, where: 'inline' };
  }
  return null;
}

/**
 * « Objet : appel de provisions » is an appel de fonds sent as a letter: a subject line
 * that opens on another family's name, or carries its answers (« réponse à votre
 * questionnaire », TypeRule.subject), is that family's title, not the sign of a mere
 * letter (« Objet : votre questionnaire » stays a letter about one).
 */
function withoutCarrierLetter(hits: Array<{ rule: TypeRule; title: TitleHit | null }>) {
  const letter = hits.find(({ rule }) => rule.kind === LETTER)?.title;
  if (!letter) return hits;
  const named = hits.some(
    ({ rule, title }) =>
      rule.kind !== LETTER && title?.line === letter.line && title.weight === AT_START,
  );
  return named
    ? hits.map((hit) => (hit.rule.kind === LETTER ? { ...hit, title: null } : hit))
    : hits;
}

/** How many of a family's body words make a letter that family's document. */
const CARRIED_BODY = 3;

/**
 * A letter known as one by its subject line alone (« Objet : RE: Vente Ribeiro — votre
 * questionnaire ») whose body speaks another family's vocabulary again and again carries
 * that family's document: the syndic's answers, the owner's ledger, the year's décompte. So
 * does a letter that says it carries one (TypeRule.carrier) and speaks its vocabulary too.
 */
function carried<Hit extends { rule: TypeRule; title: TitleHit | null; body: number }>(
  scored: Hit[],
  lines: string[],
  text: string,
): Hit[] {
  const [best, second] = scored;
  if (best?.rule.kind !== LETTER || !second) return scored;
  const bySubject = best.title && SUBJECT.test(lines[best.title.line]!);
  const inside =
    bySubject && second.body >= CARRIED_BODY
      ? second
      : scored.find(
          ({ rule, body }) => body >= 2 && rule.carrier?.some((pattern) => pattern.test(text)),
        );
  return inside ? [inside, ...scored.filter((hit) => hit !== inside)] : scored;
}

/**
 * How much the winner's lead is worth. A title line far ahead of any rival is sure; a
 * rival close behind leaves it sure only when the body speaks the family's vocabulary
 * too. A letter's subject is weaker than a title (« Objet : appel de fonds » may be a
 * letter about one): it needs two of the family's body words to count as a close title.
 */
function evidenceOf(
  best: { title: TitleHit | null; body: number },
  lead: number,
): Classification['evidence'] {
  if (!best.title) return 'body';
  if (best.title.where === 'subject') return best.body >= 2 ? 'title-contested' : 'title-weak';
  if (lead >= AT_START) return 'title';
  return best.body > 0 ? 'title-contested' : 'title-weak';
}

/**
 * The family of a document from its text: title patterns weigh most (the first title line
 * wins a bonus), body vocabulary adds. The winner's lead tells how sure the reader is.
 */
export function classifyText(raw: string): Classification {
  const text = normalizeText(raw);
  if (text.replace(/\s/g, '').length < 20)
    return { kind: null, doctype: null, label: null, evidence: 'none', scores: {} };
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /[a-z]{3}/.test(line))
    .slice(0, TITLE_LINES);
  const hits = withoutCarrierLetter(
    TYPE_RULES.map((rule) => ({ rule, title: titleHit(rule, lines) })),
  );
  const firstLine = Math.min(...hits.map(({ title }) => title?.line ?? Infinity));
  const scored = hits
    .map(({ rule, title }) => {
      const body = rule.body.filter((pattern) => pattern.test(text)).length;
      const heading = title ? title.weight + (title.line === firstLine ? FIRST : 0) : 0;
      return { rule, title, body, score: heading + BODY * body };
    })
    .sort((a, b) => b.score - a.score);
  const scores = Object.fromEntries(scored.map(({ rule, score }) => [rule.kind, score]));
  const [best, second] = carried(scored, lines, text) as [
    (typeof scored)[number],
    (typeof scored)[number],
  ];
  if (best.score < BODY * 2)
    return { kind: 'autre', doctype: 10, label: null, evidence: 'none', scores };
  return {
    kind: best.rule.kind,
    doctype: best.rule.doctype,
    label: best.rule.label,
    evidence: evidenceOf(best, best.score - second.score),
    scores,
  };
}
