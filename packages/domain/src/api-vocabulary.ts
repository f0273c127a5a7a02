import { DOCUMENTS_EMAIL } from './contact';
import { DOC_TYPES, DOC_TYPE_VALUES, type DocType } from './documents';
import { canBuyOffer, OFFER_CODES, OFFERS, type OfferCode } from './offers';
import { amountsRequired, type OrderMethod } from './order-form';
import { ORDER_STATES, type OrderState } from './order-states';
import { hasFeature, PLAN_CODES } from './plans';

/**
 * The values /api/v1 takes and answers, each with its meaning in French (issue 35): the
 * OpenAPI document's enums, the integrators' documentation page and its examples are all
 * read from here, so that none of them can name a value the API does not take.
 */

/**
 * A state as the API spells it, and its webhooks after `order.`: snake_case, like every
 * other value of the API (`need_refresh`, not the site's `need-refresh`).
 */
export type ApiOrderState =
  | 'in_progress'
  | 'awaiting_payment'
  | 'confirmed'
  | 'waiting'
  | 'received'
  | 'ready'
  | 'done'
  | 'need_refresh';

export const apiOrderState = (state: OrderState): ApiOrderState =>
  state.replace(/-/g, '_') as ApiOrderState;

export const API_ORDER_STATES: readonly ApiOrderState[] = ORDER_STATES.map(apiOrderState);

/**
 * The order state an API value names; the site's spelling (`need-refresh`) is still read, as
 * software written before the API settled on one spelling sends it. Null for anything else.
 */
export function orderStateFromApi(value: string): OrderState | null {
  return ORDER_STATES.find((state) => apiOrderState(state) === value || state === value) ?? null;
}

export const API_ORDER_STATE_MEANINGS: Record<ApiOrderState, string> = {
  in_progress: 'Brouillon : la commande attend d’être complétée et confirmée',
  awaiting_payment: 'Confirmée, en attente du paiement par carte',
  confirmed: 'Confirmée : nos experts vont la traiter',
  waiting: 'En attente de documents du vendeur ou du syndic',
  received: 'Documents reçus : en cours de rédaction',
  ready: 'Prête, livraison imminente',
  done: 'Terminée : le pré-état daté est livré',
  need_refresh: 'Actualisation demandée : une nouvelle version est en préparation',
};

/** The plans that include the API: an offer is listed when every one of them may buy it. */
const API_PLANS = PLAN_CODES.filter((plan) => hasFeature(plan, 'use_api'));

export const API_OFFER_CODES: readonly OfferCode[] = OFFER_CODES.filter((code) =>
  API_PLANS.every((plan) => canBuyOffer(code, plan)),
);

export const API_OFFER_MEANINGS = Object.fromEntries(
  API_OFFER_CODES.map((code) => [
    code,
    `${OFFERS[code].name} — ${OFFERS[code].bold}${
      amountsRequired(code) ? ' ; vous donnez les montants, nos experts ne les vérifient pas' : ''
    }`,
  ]),
) as Record<OfferCode, string>;

export const API_METHOD_MEANINGS: Record<OrderMethod, string> = {
  extranet:
    'Nous prenons les documents sur l’extranet du syndic : donnez syndic.url, syndic.username et syndic.password',
  upload:
    'Vous envoyez les documents par l’API : créez un brouillon, envoyez chaque fichier, puis confirmez',
  email: `Vous envoyez les documents par e-mail à ${DOCUMENTS_EMAIL}, en rappelant le numéro de la commande`,
};

export const API_DOC_TYPE_MEANINGS: Record<DocType, string> = DOC_TYPES;
export const API_DOC_TYPE_VALUES: readonly DocType[] = DOC_TYPE_VALUES;

/** The order form's fields an integrator asks about first, with what they mean. */
export const API_ORDER_FIELD_MEANINGS = {
  external_id: 'Votre numéro de dossier (1 à 64 caractères), unique dans l’organisation et le mode',
  confirm: 'true : la commande est vérifiée en entier et part en production ; false : un brouillon',
  payment:
    'deferred (par défaut) : réglée avec vos autres commandes ou sur le relevé mensuel ; card : la carte enregistrée est débitée',
  offer: 'L’offre commandée, par son code',
  valid: 'true : le vendeur accepte les conditions générales de vente (requis pour confirmer)',
  invoiced:
    'true : la facture est au nom et à l’adresse donnés dans invoice (requis alors) ; false : à l’adresse de facturation de votre organisation (Paramètres)',
  method: 'Comment nous recevons les documents du syndic',
  email: 'L’adresse e-mail de suivi de la commande',
  lots: 'Les lots vendus : numéro, nature (appartement, cave, parking…), tantièmes',
  owners: 'Les vendeurs (nom requis ; une société a un nom sans prénom)',
  syndic: 'Le syndic ; pour method extranet, l’adresse et les identifiants de son extranet',
} as const;

/** « code : sens ; code : sens », the form the OpenAPI descriptions take. */
export const describeValues = (meanings: Record<string | number, string>) =>
  Object.entries(meanings)
    .map(([value, meaning]) => `${value} : ${meaning}`)
    .join(' ; ');
