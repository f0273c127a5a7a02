import { findAmounts } from './amounts';
import { lineAt, passages } from './lines';
import type { Line } from './types';

/** A figure known by the words ending just before its amount, and those just after it. */
export interface Cue<Field extends string = string> {
  field: Field;
  before: RegExp;
  after?: RegExp;
}

export interface CuedAmount<Field extends string> {
  field: Field;
  cents: number;
  line: Line;
  /** the passage's text before and after the amount, as far as the cues look */
  before: string;
  after: string;
}

/**
 * Every amount of the prose that a cue names, in reading order, with the line it is printed
 * on: each line is read with the next ones while its sentence goes on (lines.ts `passages`),
 * so a cue and its amount may wrap anywhere.
 */
export function cuedAmounts<Field extends string>(
  lines: Line[],
  cues: Array<Cue<Field>>,
  reach: { before: number; after: number },
): Array<CuedAmount<Field>> {
  const found: Array<CuedAmount<Field>> = [];
  for (const passage of passages(lines))
    for (const amount of findAmounts(passage.text)) {
      const before = passage.text.slice(Math.max(0, amount.start - reach.before), amount.start);
      const after = passage.text.slice(amount.end, amount.end + reach.after);
      const cue = cues.find((c) => c.before.test(before) && (!c.after || c.after.test(after)));
      if (!cue) continue;
      const line = lineAt(passage, amount.start);
      found.push({ field: cue.field, cents: Math.abs(amount.cents), line, before, after });
    }
  return found;
}
