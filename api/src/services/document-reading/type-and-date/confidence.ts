import type { Classification } from './classify';
import type { DocumentDate } from './find-date';

/**
 * How often a guess made on each kind of evidence was right on the documents the rules
 * were tuned on (api/test/corpus: the generated training split and the independent
 * corpus's « réglage » half, `pnpm bench`), as (right + 1) / (seen + 2) so that a tier
 * seen few times is not trusted blindly. Only evidence that names the document outright
 * reaches the prefill threshold (0.9): a title seen only in a letter's subject or close to
 * a rival without body words, a day picked among many by a weak context, a day no rule
 * speaks for, all stay under it and the form asks. Counts of 2026-11-26 (training split +
 * réglage half, third tuning batch included): title 166/166, title-contested 27/27,
 * title-weak 9/9 (capped: a weak title is what made a letter an « Appel de fonds » at
 * 0.95, and a letter answering a questionnaire is a letter's form over a questionnaire's
 * content), body 4/4; date strong 66/66, context 102/102, crowded 9/9, fallback 25/25
 * (capped: nothing backs the day but being the latest), contested 4/4 (capped: a rival
 * day is rated alike). Printed (capped): a print or export day, the only dated words of
 * documents drawn up days earlier (« Annexes établies par le syndic le … », fourth tuning
 * batch); a plan's title-block row with a later version left unread is contested.
 * Date counts with the fifth tuning batch (ADR 056): strong 84/84, context 106/106, crowded
 * 13/13, printed 16/16, contested 9/9, fallback 33/34; proxy 1/1 (capped: minutes or a
 * règlement dated by a general context, their meeting or deed left unread).
 * With the sixth tuning batch (ADR 057): strong 92/92, context 121/121, crowded 15/15,
 * printed 15/15, proxy 4/4, contested 11/12, fallback 33/36; a winning day that a rule
 * also names as another event's (a quoted meeting outweighed by a stronger context) is
 * contested.
 * With the eighth tuning batch (ADR 058; 332 documents, training split + réglage half):
 * type title 270/270, title-contested 39/39, title-weak 16/16, body 7/7; date strong
 * 105/105, context 144/144, crowded 17/17, printed 15/15, proxy 3/3, contested 11/11,
 * fallback 37/37.
 */
const TYPE: Record<Classification['evidence'], number> = {
  title: 0.98,
  'title-contested': 0.95,
  'title-weak': 0.8,
  body: 0.55,
  none: 0.2,
};
const DATE: Record<DocumentDate['evidence'], number> = {
  strong: 0.97,
  context: 0.97,
  crowded: 0.8,
  printed: 0.8,
  proxy: 0.8,
  contested: 0.6,
  fallback: 0.6,
  none: 0,
};

export const typeConfidence = (evidence: Classification['evidence']) => TYPE[evidence];
export const dateConfidence = (evidence: DocumentDate['evidence']) => DATE[evidence];
