import type { FastifyInstance } from 'fastify';
import {
  normaliseEmail,
  canTransition,
  canUseBillingMode,
  createOrderForm,
  DRAFT_STATES,
  generateOrderId,
  includesDocuments,
  isDeferredBilling,
  mayEditOrder,
  validateOrderForm,
  type BillingMode,
  type OrderForm,
  type OrderState,
  type Session,
} from '@ped/domain';
import { orderModel, type Order } from '../../models/order';
import type { StoredOrderForm } from '../../schemas/order-form';
import { encryptSecret } from '../../lib/crypto';
import { badRequest, conflict, forbidden } from '../../lib/http-errors';
import { findOrderToEdit } from './find-order';
import { actorOf, historyEntry } from './history';
import { ORDER_MAIL } from './outbox';
import { transitionOrder } from './transition';
import { holdForConfirmation, sendAttachRequest } from './attach';
import { orderPageUrl, proBillingUrl } from './links';
import { orderDeferredMail } from '../../mail/order-paid';
import type { HydratedDocument } from 'mongoose';
import { isDuplicateKey } from '../../lib/mongo-errors';

export interface StoreOrderBody {
  orderid: string | null;
  account: string;
  stored: StoredOrderForm;
  confirmed: boolean | null;
  billing_mode: BillingMode | null;
  /** the organisation's file number, for an order created through /api/v1 */
  external_id?: string | null;
  /** created with a test API key (ADR 049): confirmed without any billing, unseen by staff */
  test?: boolean;
}

/** @ped/domain's mayEditOrder as a query filter, so a write cannot land after a payment that raced it. */
export function editableOrderFilter(session: Session | null): Record<string, unknown> {
  return session?.is_admin ? {} : { state: { $in: DRAFT_STATES }, paid: null };
}

const MAX_ID_ATTEMPTS = 5;

/** The syndic password is kept sealed in payload.syndic, never in the stored form. */
function applyForm(order: HydratedDocument<Order>, form: StoredOrderForm, encryptionKey: string) {
  const { password, has_password: _echoed, ...syndic } = form.syndic ?? {};
  const sealed = order.payload?.syndic?.password ?? null;
  order.stored = { ...form, ...(form.syndic ? { syndic } : {}) };
  order.markModified('stored');
  order.set('payload', {
    offer: form.offer ?? null,
    options: form.options ?? [],
    lots: form.lots?.length ? form.lots.length : null,
    all_due_paid: form.all_due_paid ?? null,
    comment: form.comment ?? '',
    method: form.method ?? 'extranet',
    links: (form.links ?? []).map(({ link }) => ({ link })),
    syndic: {
      name: syndic.name ?? '',
      url: syndic.url ?? '',
      username: syndic.username ?? '',
      password:
        password === ''
          ? null
          : typeof password === 'string'
            ? encryptSecret(password, encryptionKey)
            : sealed,
    },
  });
}

/** What validateOrderForm needs: defaults for what the draft lacks, the sealed password as present. */
function completeForm(order: HydratedDocument<Order>): OrderForm {
  const stored = (order.stored ?? {}) as Partial<OrderForm>;
  const defaults = createOrderForm();
  return {
    ...defaults,
    ...stored,
    notary: { ...defaults.notary, ...stored.notary },
    invoice: { ...defaults.invoice, ...stored.invoice },
    syndic: {
      ...defaults.syndic,
      ...stored.syndic,
      password: order.payload?.syndic?.password ? 'chiffré' : '',
    },
  };
}

/** Saves a new order; on the rare collision of its 6-character id, draws another. */
async function saveNew(app: FastifyInstance, order: HydratedDocument<Order>): Promise<void> {
  await orderModel(app.mongoose.connection).init();
  for (let attempt = 1; ; attempt += 1) {
    try {
      await order.save();
      return;
    } catch (error) {
      if (!isDuplicateKey(error, 'orderid') || attempt >= MAX_ID_ATTEMPTS) throw error;
      order.orderid = generateOrderId();
    }
  }
}

/**
 * POST /order/store (docs/decisions/010-order-access.md): creates or updates a draft. A
 * visitor's order is bound to the e-mail given, a signed-in customer's to its account and
 * organisation; admins edit any order. The form is checked completely only on confirmation.
 */
export async function storeOrder(
  app: FastifyInstance,
  session: Session | null,
  body: StoreOrderBody,
): Promise<HydratedDocument<Order>> {
  const Order = orderModel(app.mongoose.connection);
  const admin = Boolean(session?.is_admin);
  const account = normaliseEmail(session && !admin ? session.account : body.account);
  const plan = session?.organisation?.subscription_plan ?? null;

  if (body.billing_mode && !admin && !canUseBillingMode(plan, body.billing_mode)) {
    throw forbidden('Ce mode de paiement n’est pas disponible pour votre compte');
  }

  let order: HydratedDocument<Order>;
  if (body.orderid) {
    const found = await findOrderToEdit(app, body.orderid, {
      as: 'reader',
      session,
      account: body.account,
    });
    if (!mayEditOrder(found, Boolean(session?.is_admin))) {
      throw conflict('Cette commande est confirmée : elle ne peut plus être modifiée');
    }
    order = found;
  } else {
    order = new Order({
      orderid: generateOrderId(),
      account,
      organisation: session && !admin ? (session.organisation?.id ?? null) : null,
      sso_provider: session && !admin ? session.sso_provider : null,
      external_id: body.external_id ?? null,
      ...(body.test ? { test: true } : {}),
    });
    order.history.push(historyEntry(actorOf(session), 'created', null, 'in-progress'));
  }
  const attachToken = !session && order.isNew ? await holdForConfirmation(app, order) : null;

  applyForm(order, body.stored, app.config.ENCRYPTION_KEY);
  order.includes_documents = includesDocuments({
    offer: order.payload?.offer,
    uploadCount: order.uploads.length,
  });
  // a test order is never billed, whatever route confirms it (ADR 065)
  if (body.billing_mode && !order.test) order.billing_mode = body.billing_mode;

  const move = stateChange(order, body, admin ? {} : { plan });
  order.updated = new Date();
  if (order.isNew) await saveNew(app, order);
  else await order.save();
  if (attachToken) await sendAttachRequest(app, order, attachToken);
  if (!move) return order;

  const moved = await transitionOrder(app, {
    order,
    steps: [{ action: 'store', to: move.to }],
    by: actorOf(session),
    set: { pending: move.pending },
    consequences: move.deferredConfirmation
      ? [{ kind: ORDER_MAIL, data: deferredConfirmationMail(app, order) }]
      : [],
  });
  if (!moved) throw conflict('La commande vient d’être modifiée par ailleurs, rechargez-la');
  return moved;
}

/**
 * Where the order goes once its form is saved: confirmed (to payment; at once when it is
 * billed later, or a test order, never charged), or back to its draft when the customer
 * leaves the payment page to change it. Null when it stays. A confirmation checks the
 * whole form first.
 */
function stateChange(
  order: HydratedDocument<Order>,
  body: StoreOrderBody,
  rules: Parameters<typeof validateOrderForm>[1],
): { to: OrderState; pending: boolean; deferredConfirmation: boolean } | null {
  if (body.confirmed === false && order.state === 'awaiting-payment')
    return { to: 'in-progress', pending: false, deferredConfirmation: false };
  if (body.confirmed !== true) return null;
  const errors = validateOrderForm(completeForm(order), rules);
  const messages = Object.values(errors);
  if (messages.length) throw badRequest(`La commande est incomplète : ${messages[0]}`, { errors });
  if (!DRAFT_STATES.includes(order.state)) return null;
  const to: OrderState =
    isDeferredBilling(order.billing_mode) || order.test ? 'confirmed' : 'awaiting-payment';
  if (order.state === to || !canTransition(order.state, to)) return null;
  return {
    to,
    pending: !order.paid && !order.test,
    deferredConfirmation: to === 'confirmed' && !order.test,
  };
}

/** The confirmation e-mail of an order billed later: no payment e-mail will come for it. */
const deferredConfirmationMail = (app: FastifyInstance, order: HydratedDocument<Order>) => ({
  to: order.account,
  ...orderDeferredMail({
    orderid: order.orderid,
    stored: (order.stored ?? {}) as Partial<OrderForm>,
    offer: order.payload?.offer ?? null,
    followUrl: orderPageUrl(app, order.orderid),
    billingUrl: proBillingUrl(app),
  }),
});
