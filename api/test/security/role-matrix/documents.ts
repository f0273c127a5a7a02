import { ADMIN_ONLY, EVERYONE, OUTSIDERS, OWNERS_ORGANISATION, type RouteAccess } from './matrix';
import { completeForm } from '../../helpers/orders';
import { deliveredOrderToRead, organisationOrder, visitorOrder } from './fixtures/orders';

/** `?account=` as staff send it: the admin panel always names the order's customer. */
const forCustomer = (account: string) => `?account=${encodeURIComponent(account)}`;

/** The pré-état daté of an order, its versions and staff's preparation of it. */
export const DOCUMENT_ROUTES: RouteAccess[] = [
  {
    operation: 'GET /order/{orderid}/document',
    allowed: OWNERS_ORGANISATION,
    status: 200,
    hiddenFrom: OUTSIDERS,
    prepare: async (w) => ({ url: `/order/${(await deliveredOrderToRead(w)).orderid}/document` }),
  },
  {
    operation: 'GET /order/{orderid}/document',
    variant: 'the signed link of the « Terminer » e-mail',
    // the link is the credential, whoever holds it
    allowed: EVERYONE,
    status: 200,
    prepare: async (w) => {
      const link = new URL(w.app.documents.documentLink(await deliveredOrderToRead(w)));
      return { url: `${link.pathname}${link.search}` };
    },
  },
  {
    operation: 'GET /order/{orderid}/versions',
    allowed: OWNERS_ORGANISATION,
    status: 200,
    hiddenFrom: OUTSIDERS,
    prepare: async (w) => ({ url: `/order/${(await deliveredOrderToRead(w)).orderid}/versions` }),
  },
  {
    operation: 'GET /order/{orderid}/preview',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w, role) => {
      const { orderid, account } = await visitorOrder(w, role, 'ready');
      return { url: `/order/${orderid}/preview${forCustomer(account)}` };
    },
  },
  {
    operation: 'POST /order/archive',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w, role) => ({ body: await visitorOrder(w, role, 'ready') }),
  },
  {
    operation: 'GET /order/{orderid}/figures',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w) => {
      const { orderid, account } = await organisationOrder(w, 'received');
      return { url: `/order/${orderid}/figures${forCustomer(account)}` };
    },
  },
  {
    operation: 'PUT /order/{orderid}/figures',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w) => {
      const { orderid, account } = await organisationOrder(w, 'received');
      return {
        url: `/order/${orderid}/figures`,
        body: { account, figures: [{ field: 'budget', value: 120.5 }] },
      };
    },
  },
  {
    operation: 'PUT /order/{orderid}/check-reasons',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w) => {
      const { orderid, account } = await organisationOrder(w, 'received', {
        // 1 000 € of budget for 120 / 10 000 of 120 000 €: « Quote-part du budget » has a problem to justify
        stored: { ...completeForm(w.emails.owner), building_budget: 120000, expected_budget: 1000 },
      });
      return {
        url: `/order/${orderid}/check-reasons`,
        body: { account, key: 'budget_share', reason: 'Clé spéciale du bâtiment A' },
      };
    },
  },
  {
    operation: 'GET /order/{orderid}/building-record',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w) => {
      const { orderid, account } = await organisationOrder(w, 'received');
      return { url: `/order/${orderid}/building-record${forCustomer(account)}` };
    },
  },
  {
    operation: 'PUT /order/{orderid}/building-record',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w) => {
      const { orderid, account } = await organisationOrder(w, 'received');
      return {
        url: `/order/${orderid}/building-record`,
        body: {
          account,
          items: {
            proceedings: { status: 'ongoing', date: null, details: 'Litige sur la toiture' },
          },
        },
      };
    },
  },
  {
    operation: 'PUT /order/{orderid}/sale-details',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w) => {
      const { orderid, account } = await organisationOrder(w, 'received');
      return {
        url: `/order/${orderid}/sale-details`,
        body: { account, details: { building_lots: 48 } },
      };
    },
  },
];
