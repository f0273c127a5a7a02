import { signPaymentLink } from '../../../src/lib/payment-link-token';
import type { RoleWorld } from '../../helpers/roles';
import {
  EVERYONE,
  OUTSIDERS,
  OWNERS,
  OWNERS_ORGANISATION,
  PROFESSIONALS,
  type RouteAccess,
} from './matrix';
import { onPlan, runningSubscription, savedCard, withoutSubscription } from './fixtures/billing';
import { organisationOrder, visitorOrder } from './fixtures/orders';

const RETURN_PATH = '/mon-compte-professionnel/encours';

/** An order of the owner's organisation the payment link or checkout is for. */
const unpaidOrder = (world: RoleWorld) => organisationOrder(world, 'awaiting-payment');

/** The key of a payment link the owner's organisation sent its client for an order. */
async function paymentLinkOf(world: RoleWorld) {
  const { orderid, account } = await unpaidOrder(world);
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return { orderid, cle: signPaymentLink({ orderid, account, exp }, world.app.config.JWT_SECRET) };
}

let events = 0;

/** Cards, payments, subscriptions, payment links and the payment provider's webhook. */
export const BILLING_ROUTES: RouteAccess[] = [
  { operation: 'GET /billing/stripe/listMethods', allowed: PROFESSIONALS, status: 200 },
  {
    operation: 'POST /billing/stripe/checkout/setup',
    // members settle the organisation's orders, so they may add a card; managing the
    // cards and the plan (the portal) is the owner's
    allowed: PROFESSIONALS,
    status: 200,
    prepare: async () => ({ body: { next: RETURN_PATH, cancel: RETURN_PATH } }),
  },
  { operation: 'POST /billing/stripe/portal', allowed: OWNERS, status: 200 },
  {
    operation: 'POST /billing/stripe/pay/intermediary',
    // the organisation's outstanding orders, paid by its members; another organisation
    // does not find them
    allowed: ['collaborateur', 'owner'],
    status: 200,
    hiddenFrom: ['otherOwner'],
    prepare: async (w, role) => {
      const { orderid } = await organisationOrder(w, 'confirmed', {
        pending: true,
        billing_mode: 'invoice',
      });
      return { body: { orders: [orderid], payment_method: await savedCard(w, role) } };
    },
  },
  { operation: 'GET /billing/subscription', allowed: PROFESSIONALS, status: 200 },
  {
    operation: 'POST /billing/subscribe',
    allowed: OWNERS,
    status: 200,
    prepare: async (w, role) => {
      await withoutSubscription(w, role);
      return { body: { plan: 'premium', payment_method: await savedCard(w, role) } };
    },
  },
  {
    operation: 'POST /billing/subscribe/cancel',
    allowed: OWNERS,
    status: 200,
    prepare: async (w, role) => {
      await runningSubscription(w, role);
      return {};
    },
  },
  {
    operation: 'POST /billing/stripe/webhook',
    // the provider's signature is the credential; a session changes nothing
    allowed: EVERYONE,
    status: 200,
    prepare: async (w, role) => {
      const body = JSON.stringify({
        id: `evt_roles_${role}_${(events += 1)}`,
        object: 'event',
        type: 'customer.updated',
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: 'cus_roles', object: 'customer' } },
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': w.app.payments.sandbox!.sign(body),
        },
      };
    },
  },
  {
    operation: 'POST /billing/stripe/checkout/order',
    allowed: OWNERS_ORGANISATION,
    status: 200,
    hiddenFrom: OUTSIDERS,
    prepare: async (w) => ({ body: await unpaidOrder(w) }),
  },
  {
    operation: 'POST /billing/stripe/checkout/order',
    variant: 'a visitor’s order, named with its e-mail',
    allowed: EVERYONE,
    status: 200,
    prepare: async (w, role) => ({ body: await visitorOrder(w, role, 'awaiting-payment') }),
  },
  {
    operation: 'POST /billing/payment-link',
    // plans with payment links (free): the organisation's members, for its own orders
    allowed: ['collaborateur', 'owner'],
    status: 200,
    hiddenFrom: ['otherOwner'],
    prepare: async (w, role) => ({
      body: { orderid: (await unpaidOrder(w)).orderid },
      restore: await onPlan(w, role, 'free'),
    }),
  },
  {
    operation: 'GET /billing/payment-link/{orderid}',
    // the signed key is the credential: the professional's client pays signed in nowhere
    allowed: EVERYONE,
    status: 200,
    prepare: async (w) => {
      const { orderid, cle } = await paymentLinkOf(w);
      return { url: `/billing/payment-link/${orderid}?cle=${encodeURIComponent(cle)}` };
    },
  },
  {
    operation: 'POST /billing/payment-link/checkout',
    allowed: EVERYONE,
    status: 200,
    prepare: async (w) => ({ body: await paymentLinkOf(w) }),
  },
];
