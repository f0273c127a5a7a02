/**
 * Words software abbreviates in its listings and headings (« Q-P bud. lot 27 », « Réal.
 * imm. », « Éch. trimestrielle », « QP annuelle », « Mt global », « Tant. »), spelled out
 * on normalised text so that the rules and the tables' headers read them as written in full.
 */
const ABBREVIATIONS: Array<[RegExp, string]> = [
  [/\bq[-.]?p\b\.?/g, 'quote-part'],
  [/\bmt\b\.?/g, 'montant'],
  // « tant » alone is a word (« tant que »): only with its dot, or as a heading by itself
  [/\btant\.|^tant$/g, 'tantiemes'],
  [/\bbud\./g, 'budget'],
  [/\bimm\./g, 'immeuble'],
  [/\breal\./g, 'realise'],
  [/\bech\./g, 'echeance'],
  [/\bexig\./g, 'exigible'],
  [/\bregul\./g, 'regularisation'],
  [/\bcpte\b/g, 'compte'],
];

export const spelledOut = (text: string) =>
  ABBREVIATIONS.reduce((spelled, [short, full]) => spelled.replace(short, full), text);
