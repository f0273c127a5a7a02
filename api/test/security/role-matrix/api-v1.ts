import { orderModel } from '../../../src/models/order';
import { completeForm } from '../../helpers/orders';
import { multipartFile } from '../../helpers/multipart';
import type { RoleWorld } from '../../helpers/roles';
import { EVERYONE, type RouteAccess } from './matrix';
import {
  deliveredOrder,
  deliveredOrderToRead,
  invoicedOrder,
  organisationOrder,
  PDF,
  uploadTo,
} from './fixtures/orders';

let calls = 0;
/** Each call its own Idempotency-Key and file number: a replay would prove nothing. */
const fresh = () => `matrice-${(calls += 1)}-${Date.now()}`;

interface KeyCall {
  url?: string;
  body?: unknown;
  headers?: Record<string, string>;
  owned?: string[];
}

/**
 * The professionals' API takes an organisation's API key and nothing else
 * (docs/decisions/047-professionals-api-v1.md): every person's session is refused with 401,
 * even an admin's, and the owner's order never comes back to them. The key (the owner's,
 * live and complete) gets each operation's answer and sees its organisation's data. What a
 * key may do by plan, scope, mode and budget is tested in api/test/api-v1/.
 */
const keyOnly = (
  operation: RouteAccess['operation'],
  status: number,
  call: (world: RoleWorld) => Promise<KeyCall> = async () => ({}),
  key: RouteAccess['key'] = 'live',
): RouteAccess => ({
  operation,
  allowed: ['apiKey'],
  status,
  refusedWith: 401,
  key,
  prepare: async (world) => {
    const { headers, ...rest } = await call(world);
    const idempotent: Record<string, string> = operation.startsWith('POST')
      ? { 'idempotency-key': fresh() }
      : {};
    return { ...rest, headers: { ...idempotent, ...headers } };
  },
});

/** A draft of the owner's organisation, its form complete: what confirm and documents take. */
const draft = (world: RoleWorld) => organisationOrder(world, 'in-progress');

/** An order the owner's test key made: what test-events pushes. */
async function testOrder(world: RoleWorld) {
  const ref = await organisationOrder(world, 'confirmed');
  await orderModel(world.app.mongoose.connection).updateOne(
    { orderid: ref.orderid },
    { $set: { test: true } },
  );
  return ref;
}

const ofOrder =
  (path: string, order: (world: RoleWorld) => Promise<{ orderid: string }> = organisationOrder) =>
  async (world: RoleWorld) => {
    const { orderid } = await order(world);
    return { url: `/api/v1/orders/${orderid}${path}`, owned: [orderid] };
  };

export const API_V1_ROUTES: RouteAccess[] = [
  // the contract is public: integrators read it before they have a key
  { operation: 'GET /api/v1/openapi.json', allowed: [...EVERYONE, 'apiKey'], status: 200 },
  keyOnly('GET /api/v1/orders', 200, async (world) => ({
    owned: [(await organisationOrder(world)).orderid],
  })),
  keyOnly('POST /api/v1/orders', 201, async () => ({
    body: { ...completeForm('vendeur@roles.test'), external_id: fresh(), confirm: false },
  })),
  keyOnly('GET /api/v1/orders/{orderid}', 200, ofOrder('')),
  keyOnly('GET /api/v1/orders/{orderid}/figures', 200, ofOrder('/figures', deliveredOrderToRead)),
  keyOnly('GET /api/v1/orders/{orderid}/document', 200, async (world) => ({
    url: `/api/v1/orders/${(await deliveredOrderToRead(world)).orderid}/document`,
  })),
  keyOnly('GET /api/v1/orders/{orderid}/versions', 200, async (world) => ({
    url: `/api/v1/orders/${(await deliveredOrderToRead(world)).orderid}/versions`,
  })),
  keyOnly('GET /api/v1/orders/{orderid}/archive', 200, async (world) => ({
    url: `/api/v1/orders/${(await deliveredOrderToRead(world)).orderid}/archive`,
  })),
  keyOnly('POST /api/v1/orders/{orderid}/confirm', 200, async (world) => ({
    ...(await ofOrder('/confirm', draft)(world)),
    body: {},
  })),
  // stored at once, read after (ADR 064): 202 with the document's address
  keyOnly('POST /api/v1/orders/{orderid}/documents', 202, async (world) => {
    const { payload, headers } = multipartFile(PDF, { filename: 'piece.pdf' });
    const { orderid } = await draft(world);
    return { url: `/api/v1/orders/${orderid}/documents`, body: payload, headers };
  }),
  keyOnly('GET /api/v1/orders/{orderid}/documents', 200, async (world) => {
    const { orderid } = await organisationOrder(world);
    const documentId = await uploadTo(world, orderid);
    return { url: `/api/v1/orders/${orderid}/documents`, owned: [documentId] };
  }),
  keyOnly('GET /api/v1/orders/{orderid}/documents/{documentId}', 200, async (world) => {
    const { orderid } = await organisationOrder(world);
    return { url: `/api/v1/orders/${orderid}/documents/${await uploadTo(world, orderid)}` };
  }),
  keyOnly('POST /api/v1/orders/{orderid}/update-request', 200, async (world) => ({
    ...(await ofOrder('/update-request', deliveredOrder)(world)),
    body: { reason: 'Le vendeur a réglé son arriéré' },
  })),
  keyOnly(
    'POST /api/v1/orders/{orderid}/test-events',
    200,
    async (world) => ({
      ...(await ofOrder('/test-events', testOrder)(world)),
      body: { state: 'waiting' },
    }),
    'test',
  ),
  keyOnly('GET /api/v1/invoices', 200, async (world) => ({
    owned: [(await invoicedOrder(world)).number],
  })),
  keyOnly('GET /api/v1/invoices/{number}', 200, async (world) => ({
    url: `/api/v1/invoices/${(await invoicedOrder(world)).number}`,
  })),
];
