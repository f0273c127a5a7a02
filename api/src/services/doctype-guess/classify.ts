import { DOC_TYPES, type DocType } from '@ped/domain';
import { normalizeText } from './normalize';

interface Clue {
  /** a regular expression on normalised text (no accents, lower case) */
  pattern: RegExp;
  weight: number;
}

interface Rule {
  doctype: DocType;
  /** what the comment field is prefilled with when this rule wins */
  label: string;
  clues: Clue[];
}

const clue = (pattern: RegExp, weight: number): Clue => ({ pattern, weight });

/**
 * Weighted French clues per document type (SPEC §3 types 1-10). Titles weigh most; the
 * vocabulary typical of the body adds up. Appels de fonds and relevés de compte are the
 * documents customers send most that are none of the typed ones: they fall in 'Autre'.
 */
const RULES: Rule[] = [
  {
    doctype: 1,
    label: 'Fiche synthétique de la copropriété',
    clues: [
      clue(/fiche synthetique/, 8),
      clue(/article 8-2|art\. ?8-2/, 3),
      clue(/decret n? ?2016-1822/, 3),
      clue(/donnees financieres/, 2),
      clue(/identification (de la|du) copropriete|identification du syndicat/, 2),
      clue(/nombre (total )?de lots/, 1),
    ],
  },
  {
    doctype: 2,
    label: 'Procès-verbal d’assemblée générale',
    clues: [
      clue(/proces[- ]verbal/, 6),
      clue(/assemblee generale/, 3),
      clue(/resolution n?/, 1),
      clue(/president de seance|secretaire de seance|scrutateur/, 3),
      clue(/votes? (pour|contre)|abstentions?/, 2),
      clue(/adoptee?s? a la majorite|majorite de l'article/, 2),
      clue(/feuille de presence/, 1),
    ],
  },
  {
    doctype: 3,
    label: 'Règlement de copropriété et état descriptif de division',
    clues: [
      clue(/reglement de copropriete/, 8),
      clue(/etat descriptif de division/, 6),
      clue(/parties (communes|privatives)/, 2),
      clue(/quote-parts?|tantiemes/, 1),
      clue(/destination de l'immeuble/, 3),
      clue(/loi n? ?65-557/, 2),
    ],
  },
  {
    doctype: 4,
    label: 'Diagnostic technique',
    clues: [
      clue(/diagnostic de performance energetique|\bdpe\b/, 6),
      clue(/diagnostic technique global|\bdtg\b/, 6),
      clue(/etat (parasitaire|relatif a la presence de termites)|termites/, 4),
      clue(/etat des risques/, 4),
      clue(/classe (energie|climat)|etiquette energ/, 3),
      clue(/kwh/, 2),
      clue(/diagnostic/, 1),
      clue(/plan pluriannuel de travaux/, 4),
    ],
  },
  {
    doctype: 5,
    label: 'Dossier technique amiante',
    clues: [
      clue(/amiante/, 4),
      clue(/dossier technique amiante|\bdta\b/, 6),
      clue(/reperage/, 1),
      clue(/flocages?|calorifugeages?|faux plafonds?/, 2),
      clue(/materiaux et produits/, 1),
    ],
  },
  {
    doctype: 6,
    label: 'Constat de risque d’exposition au plomb',
    clues: [
      clue(/plomb/, 4),
      clue(/\bcrep\b|constat de risque d'exposition au plomb/, 8),
      clue(/saturnisme/, 2),
      clue(/revetements? (degrades|contenant)/, 1),
      clue(/unites de diagnostic/, 2),
    ],
  },
  {
    doctype: 7,
    label: 'Carnet d’entretien de l’immeuble',
    clues: [
      clue(/carnet d'entretien/, 8),
      clue(/contrats? d'entretien|contrats? de maintenance/, 3),
      clue(/travaux (realises|importants)/, 2),
      clue(/(police|contrat) d'assurance/, 1),
      clue(/ascenseur|chaudiere/, 1),
    ],
  },
  {
    doctype: 8,
    label: 'Plans de l’immeuble',
    clues: [
      clue(
        /plan (de masse|de situation|du sous-sol|d'etage|des lots|du rez-de-chaussee|de niveau)/,
        6,
      ),
      clue(/\bplans?\b/, 1),
      clue(/echelle ?:? ?1 ?\/ ?\d+/, 4),
      clue(/cadastr/, 1),
      clue(/cote|surface/, 0.5),
    ],
  },
  {
    doctype: 9,
    label: 'Attestation d’immatriculation',
    clues: [
      clue(/registre national d(es|'immatriculation des) coproprietes/, 6),
      clue(/attestation d'immatriculation|certificat d'immatriculation/, 8),
      clue(/numero d'immatriculation/, 2),
      clue(/\banah\b/, 2),
      clue(/\b[a-z]{2}\d{7}\b/, 1),
    ],
  },
  {
    doctype: 10,
    label: 'Appel de fonds',
    clues: [
      clue(/appel de fonds/, 7),
      clue(/avis d'echeance/, 4),
      clue(/releve de compte|releve individuel/, 5),
      clue(/solde (a payer|debiteur|crediteur)|montant a regler/, 3),
      clue(/provisions? (sur|du) budget|quote-part/, 1),
      clue(/date d'exigibilite|a regler avant le/, 2),
    ],
  },
];

/** Text near the top (the title) counts double. */
const TITLE_CHARS = 400;
const MAX_HITS = 3;

export interface Classification {
  doctype: DocType | null;
  label: string | null;
  confidence: number;
  scores: Partial<Record<DocType, number>>;
}

function scoreRule(rule: Rule, text: string, title: string): number {
  let score = 0;
  for (const { pattern, weight } of rule.clues) {
    const global = new RegExp(pattern.source, 'g');
    const hits = Math.min(MAX_HITS, text.match(global)?.length ?? 0);
    if (hits === 0) continue;
    score += weight * (1 + (hits - 1) * 0.25) + (pattern.test(title) ? weight : 0);
  }
  return score;
}

/**
 * The most likely type of a document from its text. `confidence` (0..1) grows with the
 * winner's score and its lead over the runner-up; a text with no clue at all is 'Autre'
 * with a low confidence, an empty text gives no guess.
 */
export function classifyText(raw: string): Classification {
  const text = normalizeText(raw);
  if (text.length < 20) return { doctype: null, label: null, confidence: 0, scores: {} };
  const title = text.slice(0, TITLE_CHARS);
  const scored = RULES.map((rule) => ({ rule, score: scoreRule(rule, text, title) })).sort(
    (a, b) => b.score - a.score,
  );
  const scores = Object.fromEntries(
    scored.map(({ rule, score }) => [rule.doctype, Math.round(score * 10) / 10]),
  );
  const [best, second] = scored as [(typeof scored)[number], (typeof scored)[number]];
  if (best.score < 2) return { doctype: 10, label: null, confidence: 0.1, scores };
  const lead = (best.score - second.score) / best.score;
  const strength = Math.min(1, best.score / 16);
  const confidence = Math.round(Math.min(0.99, 0.3 + 0.35 * lead + 0.34 * strength) * 100) / 100;
  return {
    doctype: best.rule.doctype,
    label: best.rule.label ?? DOC_TYPES[best.rule.doctype],
    confidence,
    scores,
  };
}
