import { newToken } from '../../../src/lib/tokens';
import { orderModel } from '../../../src/models/order';
import { completeForm } from '../../helpers/orders';
import { multipartFile } from '../../helpers/multipart';
import type { RoleWorld } from '../../helpers/roles';
import {
  ADMIN_ONLY,
  EVERYONE,
  OUTSIDERS,
  OWNERS_ORGANISATION,
  SIGNED_IN,
  type RouteAccess,
} from './matrix';
import { uniqueEmail } from './fixtures/accounts';
import {
  organisationDraftUpload,
  organisationOrder,
  ownDraftUpload,
  PDF,
  placeOrder,
  uploadTo,
  uploadToFile,
  visitorOrder,
} from './fixtures/orders';
import { MATRIX_REGISTER } from './resources';

/** A visitor order waiting for the holder of its e-mail to confirm it; returns the link's token. */
async function attachLinkToken(world: RoleWorld): Promise<string> {
  const orderid = await placeOrder(world, 'visitor', {
    account: uniqueEmail('visitor', 'a-rattacher'),
    stored: { offer: 'cle' },
  });
  const { token, hash } = newToken();
  await orderModel(world.app.mongoose.connection).updateOne(
    { orderid },
    { $set: { attach_pending: true, attach_token_hash: hash } },
  );
  return token;
}

/** The state an admin action starts from (docs/product.md §4.2). */
const ACTION_FROM = {
  received: 'confirmed',
  waiting: 'confirmed',
  confirmed: 'awaiting-payment',
  paid: 'awaiting-payment',
  ready: 'received',
  done: 'ready',
} as const;

/** Ordering, reading, the admin's order actions and the customer's uploads. */
export const ORDER_ROUTES: RouteAccess[] = [
  {
    operation: 'POST /order/store',
    allowed: EVERYONE,
    status: 200,
    prepare: async (_w, role) => ({
      body: { orderid: null, account: uniqueEmail(role, 'brouillon'), stored: { offer: 'cle' } },
    }),
  },
  {
    operation: 'POST /order/store',
    variant: 'a draft of the owner’s organisation',
    allowed: OWNERS_ORGANISATION,
    status: 200,
    hiddenFrom: OUTSIDERS,
    prepare: async (w) => {
      const { orderid, account } = await organisationOrder(w);
      return { body: { orderid, account, stored: { ...completeForm(account), comment: 'Relu' } } };
    },
  },
  {
    operation: 'GET /order/v2',
    // everyone signed in has a list: the owner's organisation's orders are only in its members'
    allowed: SIGNED_IN,
    status: 200,
    seenBy: ['collaborateur', 'owner'],
    prepare: async (w) => ({ owned: [(await organisationOrder(w)).orderid] }),
  },
  {
    operation: 'GET /order/{orderid}',
    allowed: OWNERS_ORGANISATION,
    status: 200,
    hiddenFrom: OUTSIDERS,
    prepare: async (w) => {
      const { orderid } = await organisationOrder(w);
      return { url: `/order/${orderid}`, owned: [orderid] };
    },
  },
  {
    operation: 'GET /order/{orderid}',
    variant: 'a visitor’s order, named with its e-mail',
    // the id and the e-mail together are the visitor's credential, whoever sends them
    allowed: EVERYONE,
    status: 200,
    prepare: async (w, role) => {
      const { orderid, account } = await visitorOrder(w, role);
      return { url: `/order/${orderid}?account=${encodeURIComponent(account)}` };
    },
  },
  {
    operation: 'GET /order/{orderid}/readings',
    allowed: OWNERS_ORGANISATION,
    status: 200,
    hiddenFrom: OUTSIDERS,
    prepare: async (w) => {
      const { orderid } = await organisationOrder(w);
      await uploadTo(w, orderid);
      return { url: `/order/${orderid}/readings` };
    },
  },
  {
    operation: 'GET /order/{orderid}/readings',
    variant: 'a visitor’s order, named with its e-mail',
    allowed: EVERYONE,
    status: 200,
    prepare: async (w, role) => {
      const { orderid, account } = await visitorOrder(w, role);
      return { url: `/order/${orderid}/readings?account=${encodeURIComponent(account)}` };
    },
  },
  ...(Object.keys(ACTION_FROM) as Array<keyof typeof ACTION_FROM>).map((action): RouteAccess => ({
    operation: `POST /order/${action}`,
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w, role) => ({
      body: {
        ...(await visitorOrder(w, role, ACTION_FROM[action])),
        send_mail: false,
        ...(action === 'done' ? { send_review: 'none' } : {}),
      },
    }),
  })),
  {
    operation: 'POST /order/associate',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w, role) => ({
      body: { ...(await visitorOrder(w, role)), registration_id: 'RM1234567' },
    }),
  },
  {
    operation: 'POST /order/reopen',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w, role) => ({
      body: { ...(await visitorOrder(w, role, 'done')), reason: 'Nouvelle assemblée générale' },
    }),
  },
  {
    operation: 'POST /order/file-uploads',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w, role) => ({ body: await uploadToFile(w, role, MATRIX_REGISTER) }),
  },
  {
    operation: 'POST /order/billing',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w, role) => ({
      body: { ...(await visitorOrder(w, role)), mode: 'invoice' },
    }),
  },
  {
    operation: 'POST /order/attach',
    // the mailed link's token proves the mailbox, whoever clicks it
    allowed: EVERYONE,
    status: 200,
    prepare: async (w) => ({ body: { token: await attachLinkToken(w) } }),
  },
  {
    operation: 'POST /order/{orderid}/upload',
    allowed: OWNERS_ORGANISATION,
    status: 200,
    hiddenFrom: OUTSIDERS,
    prepare: async (w) => {
      const { orderid } = await organisationOrder(w);
      const { payload, headers } = multipartFile(PDF);
      return { url: `/order/${orderid}/upload`, body: payload, headers };
    },
  },
  {
    operation: 'PUT /order/{orderid}/upload/{uploadId}',
    allowed: OWNERS_ORGANISATION,
    status: 200,
    hiddenFrom: OUTSIDERS,
    prepare: async (w) => ({
      url: await organisationDraftUpload(w),
      body: { comment: 'Relu par le test des rôles' },
    }),
  },
  {
    operation: 'PUT /order/{orderid}/upload/{uploadId}',
    variant: 'an upload of the caller’s own draft',
    allowed: EVERYONE,
    status: 200,
    prepare: async (w, role) => ({
      url: await ownDraftUpload(w, role),
      body: { comment: 'Relu par le test des rôles' },
    }),
  },
  {
    operation: 'DELETE /order/{orderid}/upload/{uploadId}',
    allowed: OWNERS_ORGANISATION,
    status: 200,
    hiddenFrom: OUTSIDERS,
    prepare: async (w) => ({ url: await organisationDraftUpload(w) }),
  },
  {
    operation: 'DELETE /order/{orderid}/upload/{uploadId}',
    variant: 'an upload of the caller’s own draft',
    allowed: EVERYONE,
    status: 200,
    prepare: async (w, role) => ({ url: await ownDraftUpload(w, role) }),
  },
];
