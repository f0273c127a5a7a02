/** mf-ordering's pages: the order flow, payment, confirmation and an order's page. */
export const ORDERING_PATHS = {
  /** the order flow; the first one is where links to « commander » lead */
  flow: [
    '/pre-etat-date/commande',
    '/pre-etat-date',
    '/pre-etat-date-en-ligne',
    '/pre-etat-date/en-ligne',
    '/pre-etat-date/prioritaire',
    '/demande/pre-etat-date',
  ],
  /** the order flow with an offer chosen by its solution name (offers' order links) */
  flowForSolution: [
    '/demande/pre-etat-date/:solutionName',
    '/en-ligne/commander/pre-etat-date/:solutionName',
  ],
  confirmation: '/pre-etat-date/confirmation',
  /** where an order stands, for its customer (and for an admin with ?account=) */
  order: '/pre-etat-date/commande/:id',
  /** an order reopened in the flow, or a payment link's page when it carries the link's key */
  orderOrLink: ['/pre-etat-date/:orderID', '/pre-etat-date-en-ligne/:orderID'],
  /** the secure space of a shared order, opened with the token of its link (never indexed) */
  notarySpace: '/espace-notaire/:token',
  /** the public check of a delivered document, printed on it with its code (never indexed) */
  verification: '/verification/:code',
} as const;

/** Where every « commander » link leads: the order flow. */
export const ORDER_FLOW_PATH = ORDERING_PATHS.flow[0];
/** The order flow's short address, the one the site's navigation shows. */
export const ORDER_FLOW_SHORT_PATH = ORDERING_PATHS.flow[1];

const query = (params: Record<string, string | undefined>): string => {
  const defined = Object.entries(params).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return defined.length ? `?${new URLSearchParams(defined).toString()}` : '';
};

/** An order's page; with `account`, the page an admin opens for that customer's order. */
export function orderPath(orderid: string, account?: string): string {
  return `/pre-etat-date/commande/${encodeURIComponent(orderid)}${query({ account })}`;
}

/** The order reopened in the flow (`paiement`: why it came back, `cle`: a payment link's key). */
export function orderFlowPath(orderid: string, params: { paiement?: string; cle?: string } = {}) {
  return `/pre-etat-date/${encodeURIComponent(orderid)}${query(params)}`;
}

/** Where Stripe sends the customer back after paying an order (or a payment link). */
export function confirmationPath(orderid: string, cle?: string): string {
  return `${ORDERING_PATHS.confirmation}${query({ order: orderid, cle })}`;
}

/** The secure space a link opens: the token is the only credential. */
export function notarySpacePath(token: string): string {
  return `/espace-notaire/${encodeURIComponent(token)}`;
}

/** The page that confirms a delivered document from the code printed on it. */
export function verificationPath(code: string): string {
  return ORDERING_PATHS.verification.replace(':code', encodeURIComponent(code));
}
