import { createShare } from '../../../src/services/notary-space/shares';
import { multipartFile } from '../../helpers/multipart';
import type { Role, RoleWorld } from '../../helpers/roles';
import { EVERYONE, OUTSIDERS, OWNERS_ORGANISATION, type RouteAccess } from './matrix';
import { uniqueEmail } from './fixtures/accounts';
import { deliveredOrder, deliveredOrderToRead, PDF, uploadTo } from './fixtures/orders';

type Delivered = (world: RoleWorld) => ReturnType<typeof deliveredOrder>;

/**
 * A delivered order of the owner's organisation shared with a notary: the link's token
 * (what the notary's e-mail carries) and the share's id and address. Each call its own
 * share, on the world's one delivered order unless the row changes the order's state.
 */
async function sharedOrder(world: RoleWorld, role: Role, delivered: Delivered) {
  const { orderid, order } = await delivered(world);
  const email = uniqueEmail(role, 'notaire');
  const { share, token } = await createShare(
    world.app,
    order,
    { role: 'notary', name: 'Maître Durand', email },
    world.emails.owner,
  );
  return { orderid, token, shareId: String(share._id), email };
}

/** The seller's side, on an order of the owner's organisation: whoever may read the order. */
const sellerSide = (
  operation: RouteAccess['operation'],
  call: (
    shared: Awaited<ReturnType<typeof sharedOrder>>,
    role: Role,
  ) => { url: string; body?: unknown },
  delivered: Delivered = deliveredOrderToRead,
): RouteAccess => ({
  operation,
  allowed: OWNERS_ORGANISATION,
  status: 200,
  hiddenFrom: OUTSIDERS,
  prepare: async (w, role) => {
    const shared = await sharedOrder(w, role, delivered);
    // the recipients' addresses are the seller's: nobody else ever reads them
    return { ...call(shared, role), owned: [shared.email] };
  },
});

/** The recipient's side: the link's token is the only credential, whoever holds it. */
const recipientSide = (
  operation: RouteAccess['operation'],
  call: (token: string) => { url: string; body?: unknown; headers?: Record<string, string> },
): RouteAccess => ({
  operation,
  allowed: EVERYONE,
  status: 200,
  prepare: async (w, role) => call((await sharedOrder(w, role, deliveredOrderToRead)).token),
});

/** The notary's space (issue 13) and the seller's sharing and free update. */
export const NOTARY_SPACE_ROUTES: RouteAccess[] = [
  sellerSide('GET /order/{orderid}/sharing', ({ orderid }) => ({
    url: `/order/${orderid}/sharing`,
  })),
  sellerSide('POST /order/{orderid}/sharing', ({ orderid }, role) => ({
    url: `/order/${orderid}/sharing`,
    body: { role: 'agent', name: 'Agence du quartier', email: uniqueEmail(role, 'agent') },
  })),
  sellerSide('POST /order/{orderid}/sharing/{shareId}/revoke', ({ orderid, shareId }) => ({
    url: `/order/${orderid}/sharing/${shareId}/revoke`,
  })),
  sellerSide('POST /order/{orderid}/sharing/deed-date', ({ orderid }) => ({
    url: `/order/${orderid}/sharing/deed-date`,
    body: { deed_day: '2099-12-15' },
  })),
  sellerSide(
    'POST /order/{orderid}/free-update',
    ({ orderid }) => ({
      url: `/order/${orderid}/free-update`,
      body: { reason: 'Une nouvelle assemblée générale a eu lieu' },
    }),
    // it reopens the order: each role its own
    deliveredOrder,
  ),
  recipientSide('GET /espace-notaire/{token}', (token) => ({ url: `/espace-notaire/${token}` })),
  recipientSide('GET /espace-notaire/{token}/document', (token) => ({
    url: `/espace-notaire/${token}/document`,
  })),
  recipientSide('GET /espace-notaire/{token}/archive', (token) => ({
    url: `/espace-notaire/${token}/archive`,
  })),
  recipientSide('POST /espace-notaire/{token}/file', (token) => {
    const { payload, headers } = multipartFile(PDF);
    return { url: `/espace-notaire/${token}/file`, body: payload, headers };
  }),
  {
    operation: 'GET /espace-notaire/{token}/file/{uploadId}',
    allowed: EVERYONE,
    status: 200,
    prepare: async (w, role) => {
      const { token, orderid } = await sharedOrder(w, role, deliveredOrderToRead);
      return { url: `/espace-notaire/${token}/file/${await uploadTo(w, orderid)}` };
    },
  },
  recipientSide('POST /espace-notaire/{token}/answer', (token) => ({
    url: `/espace-notaire/${token}/answer`,
    body: { kind: 'conform' },
  })),
  recipientSide('POST /espace-notaire/{token}/signing', (token) => ({
    url: `/espace-notaire/${token}/signing`,
    body: { signing_day: '2099-02-10', rule: 'prorata' },
  })),
];
