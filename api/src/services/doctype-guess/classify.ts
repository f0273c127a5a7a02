import type { DocType } from '@ped/domain';
import { normalizeText } from './normalize';
import { TYPE_RULES, type TypeRule } from './type-rules';

/** The title is among the first lines (after a letterhead, an address and a date). */
const TITLE_LINES = 16;
/** Words before a title pattern that make it a mention of another document. */
const REFERENCE =
  /\b(annexee?s? (a|au|aux)|conformement (a|au)|selon|vu|cf|voir|ci-joint|joint)\b[^]*$/;
const AT_START = 10;
const IN_LINE = 5;
const FIRST = 4;
const BODY = 2;

export interface Classification {
  kind: string | null;
  doctype: DocType | null;
  label: string | null;
  /** the evidence the confidence is taken from */
  evidence: 'title' | 'title-contested' | 'body' | 'none';
  scores: Record<string, number>;
}

/** A letter's subject line: what follows names the document as a title would. */
const SUBJECT = /^objet ?: ?/;
const LETTER = 'courrier';

/** Where a title pattern of the rule first shows in the title lines, and how strongly. */
function titleHit(rule: TypeRule, lines: string[]): { line: number; weight: number } | null {
  for (const [index, line] of lines.entries()) {
    const subject = rule.kind === LETTER ? line : line.replace(SUBJECT, '');
    for (const pattern of rule.title) {
      const match = pattern.exec(subject);
      if (!match || REFERENCE.test(subject.slice(0, match.index))) continue;
      return { line: index, weight: match.index <= 2 ? AT_START : IN_LINE };
    }
  }
  return null;
}

/**
 * « Objet : appel de provisions » is an appel de fonds sent as a letter: a subject line
 * that opens on another family's name is that family's title, not the sign of a mere
 * letter (« Objet : votre questionnaire » stays a letter about one).
 */
function withoutCarrierLetter(
  hits: Array<{ rule: TypeRule; title: { line: number; weight: number } | null }>,
) {
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
    .map(({ rule, title }) => ({
      rule,
      title,
      score:
        (title ? title.weight + (title.line === firstLine ? FIRST : 0) : 0) +
        BODY * rule.body.filter((pattern) => pattern.test(text)).length,
    }))
    .sort((a, b) => b.score - a.score);
  const scores = Object.fromEntries(scored.map(({ rule, score }) => [rule.kind, score]));
  const [best, second] = scored as [(typeof scored)[number], (typeof scored)[number]];
  if (best.score < BODY * 2)
    return { kind: 'autre', doctype: 10, label: null, evidence: 'none', scores };
  const evidence = !best.title
    ? 'body'
    : best.score >= second.score + AT_START
      ? 'title'
      : 'title-contested';
  return {
    kind: best.rule.kind,
    doctype: best.rule.doctype,
    label: best.rule.label,
    evidence,
    scores,
  };
}
