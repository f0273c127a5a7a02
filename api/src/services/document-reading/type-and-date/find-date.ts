import { DATED_BY_THEIR_OWN_RULES, DATE_RULES, type DateRule } from './date-rules';
import { findDates, type DateMention } from './french-dates';
import { normalizeText, unglue } from './normalize';

const BEFORE = 110;
const AFTER = 60;

export interface DocumentDate {
  iso: string | null;
  /**
   * the evidence the confidence is taken from: a strong context (an assembly held, a deed
   * signed, a report dated), a weaker one (a place and a day, « établi le »), the same
   * among many other days, a print or export day (DateRule.doubt), a general context
   * standing for the event that dates the family (DATED_BY_THEIR_OWN_RULES: minutes whose
   * meeting no rule read), a rival day rated alike, no context at all, no day
   */
  evidence:
    'strong' | 'context' | 'crowded' | 'printed' | 'proxy' | 'contested' | 'fallback' | 'none';
  /** where it was read, in the normalised text (for excerpts) */
  mention: DateMention | null;
}

/** A score from this on is a context that names the document's own date outright. */
const STRONG = 8;
/**
 * From this many other days on, a weaker context is one voice among many (a ledger, a
 * maintenance table): the day it picks is less sure.
 */
const CROWD = 4;
/** A negative weight from this down names the day as another event's outright. */
const QUOTED = -8;

interface Scored {
  mention: DateMention;
  score: number;
  /** the doubt of the strongest positive rule, when no undoubted rule weighs as much */
  doubt?: DateRule['doubt'];
  /** whether a positive rule limited to the document's family speaks for the day */
  own: boolean;
  /**
   * whether a rule names the day as another event's too (a quoted meeting, a replaced
   * letter, a law: QUOTED and below); a due or visit day (−6) is often only a column
   * header standing before the document's own day in a table, and does not count
   */
  quoted: boolean;
}

/** How far the chosen day stands out from the other days of the document. */
function evidenceOf(best: Scored, scored: Scored[], kind: string | null): DocumentDate['evidence'] {
  const others = scored.filter(({ mention }) => mention.iso !== best.mention.iso);
  if (others.some(({ score }) => score >= best.score - 1)) return 'contested';
  // a day a rule names as another event's (« voté par l'assemblée générale du ») that wins
  // only because a stronger context outweighs that rule: the words contradict each other
  if (best.quoted) return 'contested';
  // a later row no rule speaks against may be a later version the rule did not recognise
  if (best.doubt === 'row' && others.some((o) => o.score >= 0 && o.mention.iso > best.mention.iso))
    return 'contested';
  if (best.doubt === 'printed') return 'printed';
  if (kind && DATED_BY_THEIR_OWN_RULES.has(kind) && !best.own) return 'proxy';
  if (best.score >= STRONG) return 'strong';
  return new Set(others.map(({ mention }) => mention.iso)).size >= CROWD ? 'crowded' : 'context';
}

/**
 * The rules' verdict on one day: the strongest positive rule plus every negative one, and
 * that rule's doubt (an undoubted rule of the same weight wins).
 */
function scoreMention(text: string, mention: DateMention, kind: string | null): Scored {
  const before = text.slice(Math.max(0, mention.start - BEFORE), mention.start).trimEnd();
  const after = text.slice(mention.end, mention.end + AFTER);
  let positive = 0;
  let negative = 0;
  let doubt: DateRule['doubt'];
  let own = false;
  let quoted = false;
  for (const rule of DATE_RULES) {
    if (rule.kinds && (!kind || !rule.kinds.includes(kind))) continue;
    if (rule.before && !rule.before.test(before)) continue;
    if (rule.after && !rule.after.test(after)) continue;
    if (rule.weight > 0 && rule.kinds) own = true;
    if (rule.weight <= QUOTED) quoted = true;
    if (rule.weight > positive || (rule.weight === positive && positive > 0 && !rule.doubt)) {
      positive = rule.weight;
      doubt = rule.doubt;
    } else if (rule.weight < 0) negative += rule.weight;
  }
  return { mention, score: positive + negative, doubt, own, quoted };
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
  const scored: Scored[] = findDates(text)
    .filter(({ iso }) => iso <= latest)
    .map((mention) => scoreMention(text, mention, kind));
  if (scored.length === 0) return { iso: null, evidence: 'none', mention: null };
  // between days the rules rate alike, the later is the current version (a plan's last
  // revision, a règlement's last modificatif); the same day twice, its first mention
  const best = [...scored].sort(
    (a, b) =>
      b.score - a.score ||
      b.mention.iso.localeCompare(a.mention.iso) ||
      a.mention.start - b.mention.start,
  )[0]!;
  if (best.score > 0)
    return {
      iso: best.mention.iso,
      evidence: evidenceOf(best, scored, kind),
      mention: best.mention,
    };
  const neutral = scored.filter(({ score }) => score === 0);
  const fallback = (neutral.length > 0 ? neutral : scored).reduce((a, b) =>
    b.mention.iso > a.mention.iso ? b : a,
  );
  return { iso: fallback.mention.iso, evidence: 'fallback', mention: fallback.mention };
}
