export type OrderState =
  | 'in-progress'
  | 'awaiting-payment'
  | 'confirmed'
  | 'need-refresh'
  | 'received'
  | 'waiting'
  | 'ready'
  | 'done';

export const ORDER_STATES: readonly OrderState[] = [
  'in-progress',
  'awaiting-payment',
  'confirmed',
  'waiting',
  'received',
  'ready',
  'done',
  'need-refresh',
];

export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  'in-progress': 'En cours',
  'awaiting-payment': 'Paiement en attente',
  confirmed: 'Confirmée',
  'need-refresh': 'Actualisation',
  received: 'Documents reçus',
  waiting: 'En attente de documents',
  ready: 'Prête, livraison imminente',
  done: 'Terminée',
};

export function isOrderState(value: unknown): value is OrderState {
  return typeof value === 'string' && (ORDER_STATES as readonly string[]).includes(value);
}

/**
 * Allowed moves; everything else, including staying in the same state, is refused.
 * Rationale per row in docs/decisions/004-order-state-machine.md. In short: the customer
 * fills (in-progress) then pays (awaiting-payment) or is billed later (confirmed); staff
 * chase documents (waiting) until they have them (received), write the document (ready) and
 * send it (done); a delivered document can be reopened for an update (need-refresh), which
 * goes through the same production steps. Payment is tracked apart (`paid`, `pending`).
 */
export const ORDER_TRANSITIONS: Record<OrderState, OrderState[]> = {
  'in-progress': ['awaiting-payment', 'confirmed'],
  'awaiting-payment': ['in-progress', 'confirmed'],
  confirmed: ['waiting', 'received', 'ready'],
  waiting: ['received'],
  received: ['waiting', 'ready'],
  ready: ['received', 'waiting', 'done'],
  done: ['need-refresh'],
  'need-refresh': ['waiting', 'received', 'ready', 'done'],
};

export function canTransition(from: OrderState, to: OrderState): boolean {
  return ORDER_TRANSITIONS[from]?.includes(to) ?? false;
}

/**
 * Moves only the platform makes, never offered to staff: a Libre order is finished at its
 * payment (ADR 040), its document being the seller's own declaration.
 */
export const AUTOMATIC_TRANSITIONS: Partial<Record<OrderState, OrderState[]>> = {
  confirmed: ['done'],
};

/** `canTransition`, or one of the platform's own moves. */
export function canTransitionAutomatically(from: OrderState, to: OrderState): boolean {
  return canTransition(from, to) || (AUTOMATIC_TRANSITIONS[from]?.includes(to) ?? false);
}

/** French message for a refused move, e.g. « Terminée » to « Prête, livraison imminente ». */
export function transitionError(from: OrderState, to: OrderState): string {
  const label = (s: OrderState) => ORDER_STATE_LABELS[s] ?? s;
  if (from === to) return `La commande est déjà « ${label(from)} »`;
  return `Impossible de passer la commande de « ${label(from)} » à « ${label(to)} »`;
}

export type AdminAction = 'received' | 'waiting' | 'ready' | 'confirmed' | 'done' | 'paid';

export const ADMIN_ACTION_KEYS: readonly AdminAction[] = [
  'received',
  'waiting',
  'ready',
  'confirmed',
  'done',
  'paid',
];

/** sendMailDefault (docs/product.md §4.2): send_mail defaults to true for waiting, received, paid and done. */
export const ADMIN_ACTIONS: Record<AdminAction, { label: string; sendMailDefault: boolean }> = {
  received: { label: 'Indiquer les documents reçus', sendMailDefault: true },
  waiting: { label: 'Mettre en attente', sendMailDefault: true },
  ready: { label: 'Marquer comme prête', sendMailDefault: false },
  confirmed: { label: 'Marquer comme confirmée', sendMailDefault: false },
  done: { label: 'Terminer', sendMailDefault: true },
  paid: { label: 'Marquer comme payée', sendMailDefault: true },
};

/**
 * A draft: the customer still fills the order in or is paying it; neither paid nor accepted
 * for deferred billing yet, so nothing is owed and production has not started.
 */
export const DRAFT_STATES: readonly OrderState[] = ['in-progress', 'awaiting-payment'];

/**
 * Orders that can be paid online: every state but the draft still being filled in. A
 * confirmed order is being paid (awaiting-payment) or was accepted for deferred billing and
 * is paid later, whatever production has done meanwhile.
 */
export const PAYABLE_STATES: readonly OrderState[] = ORDER_STATES.filter(
  (state) => state !== 'in-progress',
);

/** Customers change an order, its uploads included, only while it is an unpaid draft; admins always. */
export function mayEditOrder(
  order: { state: OrderState; paid?: string | Date | null },
  asAdmin: boolean,
): boolean {
  return asAdmin || (DRAFT_STATES.includes(order.state) && !order.paid);
}

/**
 * After ordering, documents keep coming until staff mark them received: a customer may add
 * one while the order waits for production (confirmed, waiting) or for its update.
 */
const DOCUMENTS_OPEN_STATES: readonly OrderState[] = ['confirmed', 'waiting', 'need-refresh'];

/** May this customer (or staff) add a document to the order now? */
export function mayAddDocuments(
  order: { state: OrderState; paid?: string | Date | null },
  asAdmin: boolean,
): boolean {
  return mayEditOrder(order, asAdmin) || DOCUMENTS_OPEN_STATES.includes(order.state);
}

/**
 * The state an admin action leads to from `current`, or null when refused.
 * 'paid' records the payment (sets `paid`, clears `pending`, done by the caller); on an
 * order not yet confirmed it also confirms it, elsewhere the state is left unchanged,
 * because production does not wait for payment once confirmed (the « Paiement en attente » tab,
 * docs/product.md §4.4, lists confirmed to done orders with a pending payment).
 */
export function stateAfterAction(action: AdminAction, current: OrderState): OrderState | null {
  if (action === 'paid') return DRAFT_STATES.includes(current) ? 'confirmed' : current;
  return canTransition(current, action) ? action : null;
}

/** Actions to offer in the admin panel for an order. */
export function availableActions(order: {
  state: OrderState;
  paid?: string | Date | null;
}): AdminAction[] {
  return ADMIN_ACTION_KEYS.filter((action) =>
    action === 'paid' ? !order.paid : stateAfterAction(action, order.state) !== null,
  );
}

export interface PaymentIndicator {
  status: 'received' | 'awaiting' | 'in-progress';
  color: 'green' | 'red' | 'orange';
  label: string;
}

/** docs/product.md §4.3: paid date set wins, then the pending flag, else in progress. */
export function paymentIndicator(order: {
  paid?: string | Date | null;
  pending?: boolean | null;
}): PaymentIndicator {
  if (order.paid !== null && order.paid !== undefined && order.paid !== '')
    return { status: 'received', color: 'green', label: 'Paiement reçu' };
  if (order.pending === true)
    return { status: 'awaiting', color: 'red', label: 'Paiement en attente' };
  return { status: 'in-progress', color: 'orange', label: 'Paiement en cours' };
}

export interface AdminOrderTab {
  key: 'todo' | 'ready' | 'pending' | 'corrections' | 'to-refresh' | 'all';
  label:
    | 'A traiter'
    | 'Prêtes'
    | 'Paiement en attente'
    | 'Corrections demandées'
    | 'À actualiser'
    | 'Toutes';
  /** body of POST /resources/orders: null = no filter */
  states: OrderState[] | null;
  pending: boolean | null;
  /** delivered orders the update watch found stale before their signing (ADR 078) */
  toRefresh?: boolean;
}

export const ADMIN_ORDER_TABS: AdminOrderTab[] = [
  { key: 'todo', label: 'A traiter', states: ['confirmed', 'waiting', 'received'], pending: null },
  { key: 'ready', label: 'Prêtes', states: ['ready'], pending: null },
  {
    key: 'pending',
    label: 'Paiement en attente',
    states: ['confirmed', 'waiting', 'received', 'ready', 'done'],
    pending: true,
  },
  /** delivered documents reopened: a notary's correction or the seller's free update */
  { key: 'corrections', label: 'Corrections demandées', states: ['need-refresh'], pending: null },
  /** delivered documents that will not hold on the signing day: staff call the seller */
  { key: 'to-refresh', label: 'À actualiser', states: ['done'], pending: null, toRefresh: true },
  { key: 'all', label: 'Toutes', states: null, pending: null },
];

/** Whether an order belongs in a tab (the same filter the API applies). */
export function matchesOrderTab(
  tab: Pick<AdminOrderTab, 'states' | 'pending' | 'toRefresh'>,
  order: { state: OrderState; pending?: boolean | null; to_refresh?: boolean },
): boolean {
  if (tab.states && !tab.states.includes(order.state)) return false;
  if (tab.pending !== null && (order.pending === true) !== tab.pending) return false;
  if (tab.toRefresh && !order.to_refresh) return false;
  return true;
}

export type SortDirection = 'asc' | 'desc';

export const DEFAULT_SORTS = {
  orders: { field: 'created', direction: 'desc' },
  registers: { field: 'updated', direction: 'desc' },
  syndics: { field: 'name', direction: 'asc' },
} as const satisfies Record<string, { field: string; direction: SortDirection }>;

/** Why « Terminer » waits, said to staff in its dialog and by the API alike. */
export const FINISH_NEEDS_REGISTER =
  'Associez d’abord la commande à une copropriété (numéro d’immatriculation) : elle doit être livrée avec ses documents';

/** What decides whether an order must be associated with a copropriété before « Terminer ». */
export interface RegisterFacts {
  sso_provider?: string | null;
  payload?: { offer?: string | null } | null;
  includes_documents?: boolean | null;
  registration_id?: string | null;
}

/**
 * docs/product.md §5.2: 'Terminer' sends the pré-état daté, whose annexes come from the copropriété's
 * register. Orders that need those documents (partner sign-on, Pack ALUR, documents
 * included) are delivered with their register's documents.
 */
export const needsRegister = (order: RegisterFacts): boolean =>
  Boolean(order.sso_provider) ||
  order.payload?.offer === 'vte' ||
  order.includes_documents === true;

/**
 * They cannot be finished before they are associated with a register: the checklist says
 * so (check « register », document-checks.ts) and the API refuses « Terminer » alike.
 */
export function isFinishDisabled(order: RegisterFacts): boolean {
  return needsRegister(order) && !order.registration_id;
}

/**
 * A draft nobody filled: opened (the e-mail of the first step saves it) and left before the
 * property. Lists leave it out: it names nothing a customer could recognise or resume.
 */
export function isUnfilledDraft(order: {
  state: OrderState;
  stored?: { address?: string | null; lots?: readonly unknown[] | null } | null;
  uploads?: readonly unknown[] | null;
}): boolean {
  return (
    order.state === 'in-progress' &&
    !order.stored?.address?.trim() &&
    (order.stored?.lots?.length ?? 0) === 0 &&
    (order.uploads?.length ?? 0) === 0
  );
}
