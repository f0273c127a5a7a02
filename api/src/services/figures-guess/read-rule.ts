import { excerpt } from './lines';
import type { FigureRule } from './rules';
import type { FigureGuess, Line } from './types';
import { readValue, totalFollows } from './values';

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

export interface RuleContext {
  lot: string | null;
  suffix: 'n' | 'n1' | null;
  /** how sure a value read off a labelled row is, for this document's source */
  confidence: number;
  /** the same for a rule whose label does not tell every case apart (FigureRule.weak) */
  weakConfidence: number;
}

/** The rule's value on the first line whose label it finds, or null. */
export function readRule(
  rule: FigureRule,
  lines: Line[],
  context: RuleContext,
): FigureGuess | null {
  // a closed year's figure of a year the form does not ask for fills nothing
  if (rule.field.includes('{n}') && !context.suffix) return null;
  const field = rule.field.replace('{n}', context.suffix ?? '');
  for (const [index, line] of lines.entries()) {
    const labelled = line.text.replace(QUESTION_NUMBER, '');
    const match = rule.label.exec(labelled);
    if (!match) continue;
    if (rule.sameLot && match[1] !== context.lot) continue;
    const candidates = [{ line, text: labelled.slice(match.index + match[0].length) }];
    for (const next of lines.slice(index + 1, index + 1 + WRAP)) {
      if (next.page !== line.page || !continues(next)) break;
      candidates.push({ line: next, text: next.text });
    }
    for (const candidate of candidates) {
      if (totalFollows(candidate.text)) continue;
      const value = readValue(candidate.text, rule.value, rule.pick);
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
        confidence: rule.weak ? context.weakConfidence : context.confidence,
      };
    }
    return null;
  }
  return null;
}
