import { EXPERT_PRICE_TEXT } from './price-texts';
import type { PlanCode } from './session';

export type OfferCode = 'eco' | 'pri' | 'cle' | 'exp' | 'vte' | 'urg';

export const OFFER_CODES: readonly OfferCode[] = ['eco', 'pri', 'cle', 'exp', 'vte', 'urg'];

/**
 * An offer as sold (docs/product.md §1.2). Prices are deliberately absent: they depend on the date and
 * the customer type and only `priceOf` (pricing.ts) computes them.
 */
export interface Offer {
  code: OfferCode;
  name: string;
  /** catch line shown in bold on the offer card */
  bold: string;
  /** order flow of the offer */
  link: string;
  /** canonical landing page of the offer (SEO) */
  link_canonical: string;
  /** page explaining the offer in more detail */
  link_more: string;
  /** plan the organisation needs to buy it; null = anyone, visitors included */
  plan: PlanCode | null;
  details: string[];
  /** small print under the card */
  small: string;
  /** listed on the offers page only for those entitled to it */
  hide: boolean;
  tax_rate: number;
  /** false: sold by phone after a feasibility check, never through the online order flow */
  soldOnline: boolean;
  /** the delivered document is shared with the notary in a secure space (notary-space.ts) */
  notarySpace: boolean;
  /** the seller may ask for an updated document for free until the next AG (notary-space.ts) */
  freeUpdate: boolean;
}

export type SolutionName =
  | 'solution-libre'
  | 'solution-privilege'
  | 'solution-confort'
  | 'solution-alur'
  | 'solution-expert';

export const SOLUTIONS: Record<SolutionName, OfferCode> = {
  'solution-libre': 'eco',
  'solution-privilege': 'pri',
  'solution-confort': 'cle',
  'solution-alur': 'vte',
  'solution-expert': 'exp',
};

const ORDER_PATH = '/en-ligne/commander/pre-etat-date/';

export function orderPathForSolution(name: SolutionName): string {
  return ORDER_PATH + name;
}

const TAX_RATE = 0.2;

export const OFFERS: Record<OfferCode, Offer> = {
  eco: {
    code: 'eco',
    name: 'Libre',
    bold: 'Vous remplissez, nous mettons en forme',
    link: orderPathForSolution('solution-libre'),
    link_canonical: '/pre-etat-date/libre',
    link_more: '/solution/pre-etat-date/libre',
    plan: null,
    details: [
      'Formulaire guidé à remplir vous-même à partir de vos documents',
      'Pré-état daté conforme au modèle du Conseil supérieur du notariat',
      'Pré-état daté PDF envoyé par e-mail dès le paiement',
      'Aide en ligne pour chaque montant',
    ],
    small:
      'Établi sur votre seule déclaration : vous saisissez les montants, nos équipes ne les vérifient pas.',
    hide: false,
    tax_rate: TAX_RATE,
    soldOnline: true,
    notarySpace: false,
    freeUpdate: false,
  },
  pri: {
    code: 'pri',
    name: 'Privilège',
    bold: 'Traitement prioritaire par un rédacteur dédié',
    link: orderPathForSolution('solution-privilege'),
    link_canonical: '/pre-etat-date/privilege',
    link_more: '/pre-etat-date/privilege',
    plan: null,
    details: [
      'Rédaction par un spécialiste de la copropriété',
      'Traitement prioritaire de votre dossier',
      'Vérification de la cohérence des montants',
    ],
    small: 'Offre sur devis : contactez-nous.',
    hide: true,
    tax_rate: TAX_RATE,
    soldOnline: true,
    notarySpace: true,
    freeUpdate: true,
  },
  cle: {
    code: 'cle',
    name: 'Confort',
    bold: 'Clé en main : nous rédigeons tout pour vous',
    link: orderPathForSolution('solution-confort'),
    link_canonical: '/pre-etat-date/officiel',
    link_more: '/solution/pre-etat-date/enligne',
    plan: null,
    details: [
      'Rédaction par nos experts à partir de vos documents ou de l’extranet du syndic',
      'Traitement prioritaire, livraison en moins de 24 h',
      'Mise à jour gratuite jusqu’à la prochaine assemblée générale',
      'Espace sécurisé partagé avec votre notaire',
    ],
    small: 'Accepté par les notaires, conforme à la loi ALUR.',
    hide: false,
    tax_rate: TAX_RATE,
    soldOnline: true,
    notarySpace: true,
    freeUpdate: true,
  },
  vte: {
    code: 'vte',
    name: 'Pack ALUR',
    bold: 'Le pré-état daté et tous les documents ALUR',
    link: orderPathForSolution('solution-alur'),
    link_canonical: '/pre-etat-date/pack-alur',
    link_more: '/solution/pre-etat-date/pack-alur',
    plan: null,
    details: [
      'Pré-état daté rédigé par nos experts',
      'Documents annexes exigés par la loi ALUR réunis et classés',
      'Fiche synthétique, règlement de copropriété, PV d’AG des 3 dernières années, carnet d’entretien',
      'Dossier complet transmis à votre notaire',
    ],
    small: 'Idéal pour une promesse de vente sans allers-retours.',
    hide: false,
    tax_rate: TAX_RATE,
    soldOnline: true,
    notarySpace: true,
    freeUpdate: true,
  },
  exp: {
    code: 'exp',
    name: 'Expert',
    bold: 'Réservé aux professionnels de l’immobilier',
    link: orderPathForSolution('solution-expert'),
    link_canonical: '/professionnels-de-l-immobilier',
    link_more: '/services/pre-etat-date/professionnels-de-l-immobilier',
    plan: 'experts',
    details: [
      `Pré-états datés prioritaires à ${EXPERT_PRICE_TEXT}`,
      'Facturation mensuelle regroupée',
      'Suivi de toutes vos commandes dans votre Espace Pro.',
    ],
    small: 'Nécessite un abonnement professionnel.',
    hide: true,
    tax_rate: TAX_RATE,
    soldOnline: true,
    notarySpace: true,
    freeUpdate: true,
  },
  urg: {
    code: 'urg',
    name: 'Urgent',
    bold: 'Votre pré-état daté en une heure',
    link: '/contact-aide-pre-etat-date',
    link_canonical: '/contact-aide-pre-etat-date',
    link_more: '/aide/nos-horaires',
    plan: null,
    details: [
      'Livraison dans l’heure, du lundi au vendredi de 9 h à 19 h',
      'Faisabilité vérifiée avec vous par téléphone',
      'Rédaction par nos experts',
    ],
    small: 'Uniquement par téléphone, après vérification de la faisabilité.',
    hide: true,
    tax_rate: TAX_RATE,
    soldOnline: false,
    notarySpace: true,
    freeUpdate: false,
  },
};

export function isOfferCode(value: unknown): value is OfferCode {
  return typeof value === 'string' && (OFFER_CODES as readonly string[]).includes(value);
}

export function offerForSolution(name: string): OfferCode | null {
  return Object.hasOwn(SOLUTIONS, name) ? SOLUTIONS[name as SolutionName] : null;
}

export function solutionForOffer(code: OfferCode): SolutionName | null {
  const found = (Object.keys(SOLUTIONS) as SolutionName[]).find((s) => SOLUTIONS[s] === code);
  return found ?? null;
}

/**
 * Whether an organisation on `plan` (null = visitor or plain customer) may buy the offer.
 * Any paid plan unlocks an offer gated on 'experts': premium and syndic are above it.
 */
export function canBuyOffer(code: OfferCode, plan: PlanCode | null): boolean {
  const offer = OFFERS[code];
  if (!offer.soldOnline) return false;
  if (offer.plan === null) return true;
  return plan !== null && plan !== 'free';
}

/**
 * Where "new pré-état daté" leads (account menu, home button): the expert flow for a
 * connected non-free plan, else the turn-key one.
 */
export function orderSolutionForPlan(plan: PlanCode | null): SolutionName {
  return plan !== null && plan !== 'free' ? 'solution-expert' : 'solution-confort';
}

export type LandingKey = 'officiel' | 'alur' | 'libre' | 'enligne' | 'facile' | 'moinscher';

export const LANDING_KEYS: readonly LandingKey[] = [
  'officiel',
  'alur',
  'libre',
  'enligne',
  'facile',
  'moinscher',
];

export const LANDING_BUTTON_LABEL = 'Commander Maintenant';

export const LANDING_PAGES: Record<
  LandingKey,
  { title: string; subtitle: string; solution: SolutionName }
> = {
  officiel: {
    title: 'Le pré-état daté officiel, conforme à la loi ALUR',
    subtitle:
      'Un document accepté par les notaires, rédigé par nos experts à partir de vos documents et livré en moins de 24 h.',
    solution: 'solution-confort',
  },
  alur: {
    title: 'Pack ALUR : le pré-état daté et tous les documents de la vente',
    subtitle:
      'Nous réunissons le pré-état daté et les annexes exigées par la loi ALUR pour votre promesse de vente.',
    solution: 'solution-alur',
  },
  libre: {
    title: 'Faites votre pré-état daté vous-même, simplement',
    subtitle:
      'Un formulaire guidé, une aide pour chaque montant et votre pré-état daté envoyé dès le paiement, établi sur votre seule déclaration.',
    solution: 'solution-libre',
  },
  enligne: {
    title: 'Votre pré-état daté en ligne, sans attendre le syndic',
    subtitle:
      'Commandez en quelques minutes, transmettez vos documents ou l’accès à l’extranet : nous nous occupons du reste.',
    solution: 'solution-confort',
  },
  facile: {
    title: 'Le pré-état daté facile, clé en main',
    subtitle:
      'Aucun calcul à faire : nos experts rédigent votre pré-état daté et le partagent avec votre notaire.',
    solution: 'solution-confort',
  },
  moinscher: {
    title: 'Le pré-état daté moins cher que chez le syndic',
    subtitle:
      'Jusqu’à plusieurs centaines d’euros d’économie par rapport au tarif du syndic, pour le même document.',
    solution: 'solution-confort',
  },
};

export function isLandingKey(value: string): value is LandingKey {
  return (LANDING_KEYS as readonly string[]).includes(value);
}

export const HOME_OFFERS: OfferCode[] = ['eco', 'cle', 'vte'];

/** exp is listed here but carries `hide: true`: only professionals see it. */
export const OFFERS_PAGE_OFFERS: OfferCode[] = ['eco', 'cle', 'vte', 'exp'];

/** Offers of a list the viewer should see: hidden ones only for those who can buy them. */
export function visibleOffers(codes: readonly OfferCode[], plan: PlanCode | null): OfferCode[] {
  return codes.filter((code) => !OFFERS[code].hide || canBuyOffer(code, plan));
}
