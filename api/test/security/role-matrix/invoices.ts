import { ADMIN_ONLY, OUTSIDERS, OWNERS_ORGANISATION, SIGNED_IN, type RouteAccess } from './matrix';
import { invoicedOrder } from './fixtures/orders';

/** Invoices and credit notes. */
export const INVOICE_ROUTES: RouteAccess[] = [
  {
    operation: 'GET /order/{orderid}/invoice',
    allowed: OWNERS_ORGANISATION,
    status: 200,
    hiddenFrom: OUTSIDERS,
    prepare: async (w) => ({ url: `/order/${(await invoicedOrder(w)).orderid}/invoice` }),
  },
  {
    operation: 'GET /invoices/',
    // everyone signed in has a list (a customer its own, an admin its own without ?account=)
    allowed: SIGNED_IN,
    status: 200,
    seenBy: ['collaborateur', 'owner'],
    prepare: async (w) => ({ owned: [(await invoicedOrder(w)).number] }),
  },
  {
    operation: 'GET /invoices/',
    variant: 'anyone’s invoices, ?account=',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w) => {
      const { number, account } = await invoicedOrder(w);
      return { url: `/invoices/?account=${encodeURIComponent(account)}`, owned: [number] };
    },
  },
  {
    operation: 'GET /invoices/{account}/{invoiceId}',
    allowed: OWNERS_ORGANISATION,
    status: 200,
    // signed-in strangers get the 404 of an unknown invoice; a visitor is asked to sign in
    hiddenFrom: ['customer', 'otherOwner'],
    prepare: async (w) => {
      const { account, id } = await invoicedOrder(w);
      return { url: `/invoices/${encodeURIComponent(account)}/${id}` };
    },
  },
  {
    operation: 'POST /invoices/{invoiceId}/credit-note',
    allowed: ADMIN_ONLY,
    status: 201,
    prepare: async (w) => ({
      url: `/invoices/${(await invoicedOrder(w)).id}/credit-note`,
      body: { reason: 'Commande remboursée' },
    }),
  },
];
