import { API_METHOD_MEANINGS, API_OFFER_CODES } from './api-vocabulary';
import { DOCUMENTS_EMAIL } from './contact';
import type { OfferCode } from './offers';
import {
  amountsRequired,
  FINANCIAL_FIELDS,
  type FinancialField,
  type OrderMethod,
} from './order-form';

/**
 * The examples of the integrators' documentation (issue 35): a complete order per offer and
 * the calls of each way to send the documents, built from the API's own vocabulary. The page
 * prints them and a test of the API sends every one of them with a test key, so an example
 * the API would refuse fails the build instead of an integrator.
 */

/** What a seller of a Libre order declares, in euros (the other offers: our experts read them). */
const DECLARED_AMOUNTS: Partial<Record<FinancialField, number>> = {
  budget: 721,
  ongoing_budget: 721,
  expected_budget: 2940,
  reserved_advances: 367.5,
  works_funds: 7500,
  works_funds_lot: 183.75,
  expected_budget_n: 2800,
  budget_n: 2713.4,
  expected_budget_n1: 2700,
  budget_n1: 2654.1,
};

/** Every amount the offer requires (0 where the seller owes nothing), none where it requires none. */
function declaredAmounts(offer: OfferCode): Partial<Record<FinancialField, number>> {
  if (!amountsRequired(offer)) return {};
  return Object.fromEntries(
    FINANCIAL_FIELDS.filter((field) => !field.optional).map(({ key }) => [
      key,
      DECLARED_AMOUNTS[key] ?? 0,
    ]),
  );
}

/** How the syndic's documents reach us, as the form says it for each method. */
function documentsPart(method: OrderMethod) {
  const syndic = { name: 'Cabinet Durand' };
  if (method === 'extranet')
    return {
      method,
      syndic: {
        ...syndic,
        url: 'https://extranet.cabinet-durand.fr',
        username: 'cmartin',
        password: 'mot-de-passe-extranet',
      },
    };
  return { method, syndic };
}

/**
 * A complete order for `offer`: confirmed at once, except with the documents sent through
 * the API (`method: "upload"`), where it starts as a draft.
 */
export function apiOrderExample(
  offer: OfferCode,
  { method = 'extranet', externalId }: { method?: OrderMethod; externalId?: string } = {},
) {
  return {
    external_id: externalId ?? `2025-0412-${offer}`,
    confirm: method !== 'upload',
    valid: true,
    offer,
    email: 'vendeur@example.fr',
    address: '12 rue des Lilas',
    zipcode: '69003',
    city: 'Lyon',
    lots: [
      {
        number: '31',
        kind: 'appartement',
        description: 'T3 au 2e étage',
        tantiemes: 120,
        tantiemes_total: 10000,
      },
      {
        number: '62',
        kind: 'cave',
        description: 'Cave n° 4',
        tantiemes: 8,
        tantiemes_total: 10000,
      },
    ],
    owners: [
      {
        firstname: 'Claire',
        lastname: 'Martin',
        address: '12 rue des Lilas',
        zipcode: '69003',
        city: 'Lyon',
      },
    ],
    invoiced: false,
    dt_based: '2025-03-12',
    ...documentsPart(method),
    ...declaredAmounts(offer),
  };
}

export const API_ORDER_EXAMPLES = Object.fromEntries(
  API_OFFER_CODES.map((offer) => [offer, apiOrderExample(offer)]),
) as Record<OfferCode, ReturnType<typeof apiOrderExample>>;

/** One call of a flow; `{orderid}` stands for the number the first call answered. */
export interface ApiCallStep {
  method: 'GET' | 'POST';
  path: string;
  /** a JSON body, or a file sent as multipart/form-data (field « file ») */
  body?: Record<string, unknown> | 'file';
  /** what the call does, in French */
  does: string;
}

/** The calls an integration makes, in order, for each way of sending the documents. */
export const API_METHOD_FLOWS: Record<OrderMethod, { meaning: string; steps: ApiCallStep[] }> = {
  extranet: {
    meaning: API_METHOD_MEANINGS.extranet,
    steps: [
      {
        method: 'POST',
        path: '/api/v1/orders',
        body: apiOrderExample('cle', { method: 'extranet', externalId: '2025-0413-extranet' }),
        does: 'Créer et confirmer la commande, avec l’accès à l’extranet du syndic',
      },
      { method: 'GET', path: '/api/v1/orders/{orderid}', does: 'Suivre son état' },
    ],
  },
  upload: {
    meaning: API_METHOD_MEANINGS.upload,
    steps: [
      {
        method: 'POST',
        path: '/api/v1/orders',
        body: apiOrderExample('cle', { method: 'upload', externalId: '2025-0413-upload' }),
        does: 'Créer la commande en brouillon ("confirm": false)',
      },
      {
        method: 'POST',
        path: '/api/v1/orders/{orderid}/documents',
        body: 'file',
        does: 'Envoyer chaque document du vendeur, un appel par fichier (PDF ou image)',
      },
      {
        method: 'POST',
        path: '/api/v1/orders/{orderid}/confirm',
        body: {},
        does: 'Confirmer : le formulaire est vérifié, les documents envoyés comptent, la commande part en production',
      },
    ],
  },
  email: {
    meaning: API_METHOD_MEANINGS.email,
    steps: [
      {
        method: 'POST',
        path: '/api/v1/orders',
        body: apiOrderExample('cle', { method: 'email', externalId: '2025-0413-email' }),
        does: `Créer et confirmer la commande ; envoyez ensuite les documents à ${DOCUMENTS_EMAIL} avec son numéro`,
      },
    ],
  },
};
