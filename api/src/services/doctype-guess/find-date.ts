import { DATE_RULES } from './date-rules';
import { findDates, type DateMention } from './french-dates';
import { normalizeText, unglue } from './normalize';

const BEFORE = 110;
const AFTER = 60;

export interface DocumentDate {
  iso: string | null;
  /** the evidence the confidence is taken from */
  evidence: 'strong' | 'context' | 'contested' | 'fallback' | 'none';
  /** where it was read, in the normalised text (for excerpts) */
  mention: DateMention | null;
}

/** The rules' verdict on one day: the strongest positive rule plus every negative one. */
function scoreMention(text: string, mention: DateMention, kind: string | null): number {
  const before = text.slice(Math.max(0, mention.start - BEFORE), mention.start).trimEnd();
  const after = text.slice(mention.end, mention.end + AFTER);
  let positive = 0;
  let negative = 0;
  for (const rule of DATE_RULES) {
    if (rule.kinds && (!kind || !rule.kinds.includes(kind))) continue;
    if (rule.before && !rule.before.test(before)) continue;
    if (rule.after && !rule.after.test(after)) continue;
    if (rule.weight > 0) positive = Math.max(positive, rule.weight);
    else negative += rule.weight;
  }
  return positive + negative;
}

/**
 * The date of a document of the given family: the day the rules say is its own (an
 * assembly held, a deed signed, a report issued, a letter written), else the latest day
 * no rule speaks against. A document is never dated after `today`.
 */
export function findDocumentDate(
  raw: string,
  kind: string | null,
  today: Date = new Date(),
): DocumentDate {
  const text = unglue(normalizeText(raw));
  const latest = today.toISOString().slice(0, 10);
  const scored = findDates(text)
    .filter(({ iso }) => iso <= latest)
    .map((mention) => ({ mention, score: scoreMention(text, mention, kind) }));
  if (scored.length === 0) return { iso: null, evidence: 'none', mention: null };
  const best = [...scored].sort(
    (a, b) => b.score - a.score || a.mention.start - b.mention.start,
  )[0]!;
  if (best.score > 0) {
    const rival = scored.some(
      ({ mention, score }) => score >= best.score - 1 && mention.iso !== best.mention.iso,
    );
    return {
      iso: best.mention.iso,
      evidence: rival ? 'contested' : best.score >= 8 ? 'strong' : 'context',
      mention: best.mention,
    };
  }
  const neutral = scored.filter(({ score }) => score === 0);
  const fallback = (neutral.length > 0 ? neutral : scored).reduce((a, b) =>
    b.mention.iso > a.mention.iso ? b : a,
  );
  return { iso: fallback.mention.iso, evidence: 'fallback', mention: fallback.mention };
}
