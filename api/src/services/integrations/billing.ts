import type { FastifyInstance } from 'fastify';
import { apiPaymentOf, type ApiPayment, type BillingMode } from '@ped/domain';
import { organisationModel } from '../../models/organisation';
import { HttpError } from '../../lib/http-errors';
import { payOrdersWithSavedCard } from '../payments/intermediary-payment';
import { savedCardsOf } from '../payments/saved-cards';
import { apiError } from './api-errors';
import type { ApiCaller } from './caller';

/** How a confirmation through the API is billed (docs/decisions/049-api-keys-scopes-test-mode.md). */
export interface ConfirmationBilling {
  /** the order's billing mode; null for a test order, which is never billed */
  billingMode: BillingMode | null;
  /** the saved card to charge once the order is confirmed, for `card` */
  card: string | null;
}

const NO_CARD =
  'Aucune carte enregistrée pour votre organisation : ajoutez-en une dans Facturation (Espace Pro), ou confirmez la commande en règlement différé (payment : deferred)';

/** The organisation's default saved card, as Facturation shows it and monthly billing charges it. */
async function defaultCard(app: FastifyInstance, organisation: string): Promise<string> {
  const found = await organisationModel(app.mongoose.connection).findById(organisation).lean();
  if (!found?.stripe_customer_id) throw apiError(402, 'payment_method_required', NO_CARD);
  const { defaultId } = await savedCardsOf(app, found.stripe_customer_id);
  if (!defaultId) throw apiError(402, 'payment_method_required', NO_CARD);
  return defaultId;
}

/**
 * Software cannot go through a card payment page, so an order confirmed through the API is
 * either deferred — the organisation pays it later with its other orders, from Facturation
 * or on its monthly statement when it is billed monthly — or paid at once with the
 * organisation's saved card. A missing card is refused before anything is confirmed.
 */
export async function confirmationBilling(
  app: FastifyInstance,
  caller: ApiCaller,
  asked: ApiPayment | undefined,
): Promise<ConfirmationBilling> {
  if (caller.test) return { billingMode: null, card: null };
  const payment = apiPaymentOf(caller.session.organisation.subscription_plan, asked);
  if (payment === 'deferred') return { billingMode: 'invoice', card: null };
  return { billingMode: 'card', card: await defaultCard(app, caller.organisation) };
}

/**
 * Charges the saved card for an order confirmed for card payment, through the path of
 * Facturation's « Régler » (one PaymentIntent, the order marked paid — which confirms it —
 * and invoiced). The Stripe idempotency key is the order and the request's Idempotency-Key:
 * a retry after a crash gets Stripe's first answer instead of a second charge. A refusal
 * leaves the order waiting for its payment; confirming it again retries.
 */
export async function chargeSavedCard(
  app: FastifyInstance,
  caller: ApiCaller,
  orderid: string,
  card: string,
  requestKey: string,
): Promise<void> {
  const organisation = await organisationModel(app.mongoose.connection).findById(
    caller.organisation,
  );
  if (!organisation) throw apiError(402, 'payment_method_required', NO_CARD);
  try {
    await payOrdersWithSavedCard(app, {
      organisation,
      payer: caller.session.account,
      orderids: [orderid],
      paymentMethod: card,
      idempotencyKey: `api-v1:${orderid}:${requestKey}`,
      acceptAwaitingPayment: true,
    });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 402) {
      throw apiError(
        402,
        'card_declined',
        `${error.message}. La commande ${orderid} attend son règlement : confirmez-la de nouveau une fois la carte changée`,
      );
    }
    throw error;
  }
}
