/**
 * Every legal reference the service prints — in the pré-état daté, on the site's pages, in
 * the e-mails — comes from this table (issue 34: the PPT was cited as the DTG's article, the
 * fonds de travaux and the loan at a sale by articles they left in 2023 and 2013). Each
 * citation names its article, the text it belongs to and the day the version relied on came
 * into force; `legal-citations.test.ts` pins each one. A reference that changes is changed
 * here, once, with its test.
 */

export type LegalTextKey =
  | 'loi-1965'
  | 'decret-1967'
  | 'cch'
  | 'csp'
  | 'consommation'
  | 'commerce'
  | 'decret-2001-477'
  | 'decret-2005-240'
  | 'decret-2020-153';

export interface LegalText {
  /** as written in a full citation: « de la loi n° 65-557 du 10 juillet 1965 » */
  of: string;
  /** as written where the text was already named nearby: « de la loi du 10 juillet 1965 » */
  shortOf: string;
}

export const LEGAL_TEXTS: Record<LegalTextKey, LegalText> = {
  'loi-1965': {
    of: 'de la loi n° 65-557 du 10 juillet 1965',
    shortOf: 'de la loi du 10 juillet 1965',
  },
  'decret-1967': {
    of: 'du décret n° 67-223 du 17 mars 1967',
    shortOf: 'du décret du 17 mars 1967',
  },
  cch: { of: 'du code de la construction et de l’habitation', shortOf: 'du CCH' },
  csp: { of: 'du code de la santé publique', shortOf: 'du code de la santé publique' },
  consommation: { of: 'du code de la consommation', shortOf: 'du code de la consommation' },
  commerce: { of: 'du code de commerce', shortOf: 'du code de commerce' },
  'decret-2001-477': {
    of: 'du décret n° 2001-477 du 30 mai 2001',
    shortOf: 'du décret n° 2001-477',
  },
  'decret-2005-240': {
    of: 'du décret n° 2005-240 du 14 mars 2005',
    shortOf: 'du décret n° 2005-240',
  },
  'decret-2020-153': {
    of: 'du décret n° 2020-153 du 21 février 2020',
    shortOf: 'du décret n° 2020-153',
  },
};

export interface LegalCitation {
  /** « 14-2-1 », « L721-2 », « R1334-29-5 »; null for a whole text (a décret) */
  article: string | null;
  text: LegalTextKey;
  /** ISO day the version relied on came into force */
  version: string;
  /** what the service relies on it for */
  subject: string;
}

export type CitationKey =
  | 'preEtatDate'
  | 'withdrawalStart'
  | 'withdrawalPeriod'
  | 'etatDateModel'
  | 'ficheSynthetique'
  | 'provisions'
  | 'ppt'
  | 'worksFund'
  | 'maintenanceLog'
  | 'maintenanceLogContent'
  | 'opposition'
  | 'loanParticipation'
  | 'loanAtSale'
  | 'article33'
  | 'difficulty'
  | 'settlementDefault'
  | 'settlementAgreement'
  | 'dpe'
  | 'dtg'
  | 'dta'
  | 'lead'
  | 'termites'
  | 'lift'
  | 'transferFees'
  | 'syndicateAccounts'
  | 'consumerWithdrawal'
  | 'withdrawalRefund'
  | 'withdrawalExceptions'
  | 'mediation'
  | 'latePayment';

export const CITATIONS: Record<CitationKey, LegalCitation> = {
  preEtatDate: {
    article: 'L721-2',
    text: 'cch',
    version: '2023-01-01',
    subject: 'documents et informations annexés à la promesse de vente d’un lot de copropriété',
  },
  withdrawalStart: {
    article: 'L721-3',
    text: 'cch',
    version: '2014-03-27',
    subject:
      'le délai de rétractation ne court qu’après la remise des documents du II 1°, 2° et 4°',
  },
  withdrawalPeriod: {
    article: 'L271-1',
    text: 'cch',
    version: '2015-08-08',
    subject: 'délai de rétractation de dix jours de l’acquéreur non professionnel',
  },
  etatDateModel: {
    article: '5',
    text: 'decret-1967',
    version: '2020-07-01',
    subject: 'contenu de l’état daté, montants par lot',
  },
  ficheSynthetique: {
    article: '8-2',
    text: 'loi-1965',
    version: '2014-03-27',
    subject: 'fiche synthétique de la copropriété',
  },
  provisions: {
    article: '14-1',
    text: 'loi-1965',
    version: '2014-03-27',
    subject: 'provisions du budget exigibles le premier jour de chaque période',
  },
  ppt: {
    article: '14-2',
    text: 'loi-1965',
    version: '2023-01-01',
    subject: 'plan pluriannuel de travaux',
  },
  worksFund: {
    article: '14-2-1',
    text: 'loi-1965',
    version: '2023-01-01',
    subject: 'fonds de travaux, attaché au lot, cotisation minimale',
  },
  maintenanceLog: {
    article: '18',
    text: 'loi-1965',
    version: '2020-06-01',
    subject: 'carnet d’entretien tenu par le syndic',
  },
  maintenanceLogContent: {
    article: null,
    text: 'decret-2001-477',
    version: '2001-06-01',
    subject: 'contenu du carnet d’entretien',
  },
  opposition: {
    article: '20',
    text: 'loi-1965',
    version: '2014-03-27',
    subject: 'opposition du syndic au versement du prix',
  },
  loanParticipation: {
    article: '26-4',
    text: 'loi-1965',
    version: '2024-04-11',
    subject: 'emprunt collectif au nom du syndicat, lots qui y participent',
  },
  loanAtSale: {
    article: '26-8',
    text: 'loi-1965',
    version: '2013-05-13',
    subject: 'sommes restant dues sur l’emprunt exigibles à la vente, sauf transfert',
  },
  article33: {
    article: '33',
    text: 'loi-1965',
    version: '1965-07-11',
    subject: 'travaux payables en annuités, exigibles à la vente',
  },
  difficulty: {
    article: '29-1 A',
    text: 'loi-1965',
    version: '2014-03-27',
    subject: 'impayés au-delà de 25 % du budget (15 % au-delà de 200 lots)',
  },
  settlementDefault: {
    article: '6-2',
    text: 'decret-1967',
    version: '2004-09-01',
    subject: 'l’appel exigible incombe au copropriétaire de ce jour',
  },
  settlementAgreement: {
    article: '6-3',
    text: 'decret-1967',
    version: '2004-09-01',
    subject: 'toute autre répartition ne lie que vendeur et acquéreur',
  },
  dpe: {
    article: 'L126-31',
    text: 'cch',
    version: '2021-08-25',
    subject: 'diagnostic de performance énergétique collectif',
  },
  dtg: {
    article: 'L731-1',
    text: 'cch',
    version: '2021-07-01',
    subject: 'diagnostic technique global',
  },
  dta: {
    article: 'R1334-29-5',
    text: 'csp',
    version: '2011-06-03',
    subject: 'dossier technique amiante des parties communes (permis avant le 1er juillet 1997)',
  },
  lead: {
    article: 'L1334-8',
    text: 'csp',
    version: '2004-08-11',
    subject: 'constat de risque d’exposition au plomb des parties communes (avant 1949)',
  },
  termites: {
    article: 'L271-4',
    text: 'cch',
    version: '2021-07-01',
    subject: 'état relatif aux termites dans les zones délimitées par arrêté préfectoral',
  },
  lift: {
    article: 'R134-11',
    text: 'cch',
    version: '2021-07-01',
    subject: 'contrôle technique de l’ascenseur tous les cinq ans',
  },
  transferFees: {
    article: null,
    text: 'decret-2020-153',
    version: '2020-02-23',
    subject: 'plafond des honoraires du syndic pour l’état daté',
  },
  syndicateAccounts: {
    article: null,
    text: 'decret-2005-240',
    version: '2007-01-01',
    subject: 'comptabilité du syndicat et annexes comptables normalisées',
  },
  consumerWithdrawal: {
    article: 'L221-18',
    text: 'consommation',
    version: '2016-07-01',
    subject: 'délai de rétractation de quatorze jours du consommateur',
  },
  withdrawalRefund: {
    article: 'L221-25',
    text: 'consommation',
    version: '2016-07-01',
    subject: 'montant dû pour une prestation commencée avant la fin du délai de rétractation',
  },
  withdrawalExceptions: {
    article: 'L221-28',
    text: 'consommation',
    version: '2016-07-01',
    subject: 'pas de rétractation après une prestation pleinement exécutée avec accord exprès',
  },
  mediation: {
    article: 'L612-1',
    text: 'consommation',
    version: '2016-07-01',
    subject: 'recours gratuit à un médiateur de la consommation',
  },
  latePayment: {
    article: 'L441-10',
    text: 'commerce',
    version: '2019-04-26',
    subject: 'pénalités de retard et indemnité forfaitaire de recouvrement',
  },
};

interface CiteOptions {
  /** the text named in full (« loi n° 65-557 du 10 juillet 1965 ») */
  full?: boolean;
  /** a part of the article: « II 2° d » */
  point?: string;
  /** the article and the ones after it: « articles 26-4 et suivants » */
  following?: boolean;
}

/** « art. 14-2-1 de la loi du 10 juillet 1965 » — in brackets, notes and sources. */
export function cite(key: CitationKey, options: CiteOptions = {}): string {
  return citation(key, options, { one: 'art.', many: 'art.', following: 'et s.' });
}

/** « article 14-2-1 de la loi du 10 juillet 1965 » — in a sentence. */
export function citeInText(key: CitationKey, options: CiteOptions = {}): string {
  return citation(key, options, { one: 'article', many: 'articles', following: 'et suivants' });
}

function citation(
  key: CitationKey,
  { full = false, point, following = false }: CiteOptions,
  words: { one: string; many: string; following: string },
): string {
  const { article, text } = CITATIONS[key];
  const of = full ? LEGAL_TEXTS[text].of : LEGAL_TEXTS[text].shortOf;
  if (!article) return of.replace(/^du /, '').replace(/^de la /, '');
  const which = [article, point, following ? words.following : null].filter(Boolean).join(' ');
  return `${following ? words.many : words.one} ${which} ${of}`;
}

/** « article 26-8 » alone, where the text is named once for several articles. */
export const articleOf = (key: CitationKey): string => `article ${CITATIONS[key].article}`;
