import { formatCents, formatDateInFull } from './format';
import { citeInText } from './legal-citations';

/**
 * What the first page of the pré-état daté tells the notary (« Synthèse pour le notaire »):
 * the rules behind its sentences. Amounts in cents, days ISO.
 */

const fullDay = (day: string) => formatDateInFull(`${day}T12:00:00Z`);

export const SYNTHESIS_TEXTS = {
  repay: `Le syndicat ne rembourse pas le fonds de travaux, attaché au lot (${citeInText('worksFund')}) : l’acquéreur rembourse au vendeur sa part et les avances si l’acte le prévoit.`,
  yearly:
    'Charge annuelle de l’acquéreur : quote-part du budget voté, cotisation au fonds de travaux et échéances de l’emprunt s’il est transféré.',
} as const;

/** The date loi n° 2024-322 of 9 April 2024 (habitat dégradé) came into force. */
export const LOI_2024_322_IN_FORCE = '2024-04-11';

/**
 * The collective loan at a sale: what the seller still owes becomes due (art. 26-8), unless
 * lender, guarantor and buyer agree to transfer it; for a loan voted under loi 2024-322,
 * the terms of its resolution are to be read (docs/domain.md §4).
 */
export function loanRuleAtSale(votedOn: string | null): string {
  const rule = `À la vente, le capital restant dû par le vendeur au titre de l’emprunt collectif devient immédiatement exigible (${citeInText('loanAtSale')}), sauf si le prêteur, la caution et l’acquéreur acceptent le transfert de l’obligation de remboursement à l’acquéreur.`;
  return votedOn && votedOn >= LOI_2024_322_IN_FORCE
    ? `${rule} Emprunt voté le ${fullDay(votedOn)}, sous le régime de la loi n° 2024-322 du 9 avril 2024 : vérifiez dans la résolution et le contrat de prêt les conditions de ce transfert.`
    : rule;
}

/** A building fact as stated, with the document it was read in. */
export interface StatedFact {
  status: string;
  /** ISO day the answer carries (assignation, order, designation) */
  date: string | null;
  details: string;
  deadline?: string | null;
  source: string | null;
}

export interface AlertFacts {
  /** ISO day the document is drawn up */
  issuedOn: string;
  /** what the seller owes the syndicat (I-A) for the sale, and the documents it is read in */
  sellerOwes: { cents: number | null; sources: string[] };
  proceedings: StatedFact | null;
  orders: StatedFact | null;
  difficulty: StatedFact | null;
  unpaid: { cents: number; source: string | null } | null;
  budget: number | null;
  /** main lots of the copropriété: over 200, the threshold of art. 29-1 A is 15 % */
  buildingLots: number | null;
  /** obligations of the building required and not provided (PPT, DPE collectif, fonds de travaux) */
  missing: Array<{ label: string; since: string | null; source: string }>;
}

export interface NotaryAlert {
  text: string;
  /** the documents it rests on, as the facts named them */
  sources: string[];
  /** the legal text it rests on, for an obligation not met */
  law: string | null;
}

/** art. 29-1 A: unpaid charges that oblige the syndic to alert (25 %, 15 % over 200 lots). */
export function unpaidThreshold(buildingLots: number | null): number {
  return buildingLots !== null && buildingLots > 200 ? 15 : 25;
}

const sourcesOf = (source: string | null) => (source ? [source] : []);

function orderAlert(order: StatedFact, issuedOn: string): NotaryAlert {
  const when = order.date ? ` du ${fullDay(order.date)}` : '';
  const deadline = order.deadline
    ? order.deadline < issuedOn
      ? ` ; délai d’exécution expiré depuis le ${fullDay(order.deadline)}`
      : ` ; mesures à exécuter avant le ${fullDay(order.deadline)}`
    : ' ; délai d’exécution non communiqué';
  return {
    text: `Arrêté de police administrative${when}${deadline} — ${order.details}`,
    sources: sourcesOf(order.source),
    law: null,
  };
}

/** Every alert a notary must see before the signing, each with its source. */
export function notaryAlerts(facts: AlertFacts): NotaryAlert[] {
  const alerts: NotaryAlert[] = [];
  const owed = facts.sellerOwes.cents;
  if (owed !== null && owed > 0)
    alerts.push({
      text: `Le vendeur doit ${formatCents(owed)} au syndicat : le syndic peut former opposition au versement du prix (${citeInText('opposition')}).`,
      sources: facts.sellerOwes.sources,
      law: null,
    });
  if (facts.proceedings?.status === 'ongoing')
    alerts.push({
      text: `Procédure judiciaire en cours${facts.proceedings.date ? ` (assignation du ${fullDay(facts.proceedings.date)})` : ''} — ${facts.proceedings.details}`,
      sources: sourcesOf(facts.proceedings.source),
      law: null,
    });
  if (facts.orders?.status === 'ongoing') alerts.push(orderAlert(facts.orders, facts.issuedOn));
  if (facts.difficulty?.status === 'ongoing')
    alerts.push({
      text: `Copropriété en difficulté${facts.difficulty.date ? ` depuis le ${fullDay(facts.difficulty.date)}` : ''} — ${facts.difficulty.details}`,
      sources: sourcesOf(facts.difficulty.source),
      law: null,
    });
  const threshold = unpaidThreshold(facts.buildingLots);
  if (facts.unpaid && facts.budget && facts.unpaid.cents * 100 >= facts.budget * threshold)
    alerts.push({
      text: `Impayés de charges de la copropriété : ${formatCents(facts.unpaid.cents)}, soit ${Math.round((facts.unpaid.cents * 100) / facts.budget)} % du budget voté (seuil de ${threshold} %, ${citeInText('difficulty')}).`,
      sources: sourcesOf(facts.unpaid.source),
      law: null,
    });
  for (const item of facts.missing)
    alerts.push({
      text: `${item.label} : non fourni, obligatoire pour cette copropriété${item.since ? ` depuis le ${fullDay(item.since)}` : ''}.`,
      sources: [],
      law: item.source,
    });
  return alerts;
}

export interface YearlyCost {
  cents: number | null;
  /** some of its parts are not known: the total is a minimum */
  partial: boolean;
}

/** What the buyer of a lot pays a year: budget share, fund contribution, loan instalments if transferred. */
export function buyerYearlyCost(parts: {
  budgetShare: number | null;
  fundContribution: number | null;
  loan: { instalment: number; periodMonths: number | null } | null;
}): YearlyCost {
  // no loan adds nothing; a loan of unknown rhythm leaves the total partial
  const loan = parts.loan
    ? [parts.loan.periodMonths ? parts.loan.instalment * (12 / parts.loan.periodMonths) : null]
    : [];
  const values = [parts.budgetShare, parts.fundContribution, ...loan];
  const known = values.filter((v): v is number => v !== null);
  const sum = known.reduce((a, b) => a + b, 0);
  const partial = known.length > 0 && known.length < values.length;
  // « au moins 0,00 € » says nothing: a total whose known parts are nil is not known
  if (!known.length || (partial && sum === 0)) return { cents: null, partial: false };
  return { cents: sum, partial };
}
