import { ANNEXE_RULES } from './annexes';
import { APPEL_RULES } from './appel';
import { DECOMPTE_RULES } from './decompte';
import { FICHE_RULES } from './fiche';
import { PV_RULES } from './pv';
import { QUESTIONNAIRE_RULES } from './questionnaire';
import { RELEVE_RULES } from './releve';
import type { FigureRule } from './rule';

export type { FigureRule } from './rule';
export { CARRIED } from './releve';

/** Every family's rules; for one field, the first rule of the list that reads it wins. */
export const FIGURE_RULES: FigureRule[] = [
  ...APPEL_RULES,
  ...RELEVE_RULES,
  ...ANNEXE_RULES,
  ...DECOMPTE_RULES,
  ...QUESTIONNAIRE_RULES,
  ...PV_RULES,
  ...FICHE_RULES,
];
