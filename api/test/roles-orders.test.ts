import type { FastifyInstance } from 'fastify';
import { orderModel } from '../src/models/order';
import { registerModel } from '../src/models/register';
import { syndicModel } from '../src/models/syndic';
import { startMailCatcher, type TestMailCatcher } from './helpers/mail-catcher';
import { completeForm, storeOrderAs } from './helpers/orders';
import { multipartFile } from './helpers/multipart';
import { createTestApp } from './helpers/test-app';
import {
  ADMIN_ONLY,
  createRoleWorld,
  EVERYONE,
  expectAccess,
  matrixRows,
  SIGNED_IN,
  uniqueEmail,
  type Role,
  type RoleWorld,
  type RouteAccess,
} from './helpers/roles';

/** A confirmed visitor order, fresh for each call, in the given state. */
async function orderIn(w: RoleWorld, role: Role, state: string) {
  const email = uniqueEmail(role, 'commande');
  const { orderid } = await storeOrderAs(w.app, null, {
    account: email,
    stored: completeForm(email),
    confirmed: true,
  });
  await orderModel(w.app.mongoose.connection).updateOne({ orderid }, { $set: { state } });
  return { orderid, account: email };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * A draft the role may change, with one stored upload; returns the upload's URL (a visitor
 * names the order's e-mail in ?account=, the admin works on the owner's organisation's draft).
 */
async function draftUploadOf(w: RoleWorld, role: Role): Promise<string> {
  const actsAs = role === 'admin' ? 'owner' : role;
  const email = actsAs === 'visitor' ? uniqueEmail(role, 'upload') : w.emails[actsAs];
  const { orderid } = await storeOrderAs(w.app, w.tokens[actsAs], {
    account: email,
    stored: { offer: 'cle' },
  });
  const stored = await w.app.storage.put(`orders/${orderid}/roles.pdf`, PDF, 'application/pdf');
  const order = await orderModel(w.app.mongoose.connection).findOneAndUpdate(
    { orderid },
    {
      $push: {
        uploads: {
          key: stored.key,
          url: stored.url,
          name: 'roles.pdf',
          mimetype: 'application/pdf',
          doctype: 1,
        },
      },
    },
    { new: true },
  );
  const upload = `/order/${orderid}/upload/${String(order!.uploads[0]!._id)}`;
  return actsAs === 'visitor' ? `${upload}?account=${encodeURIComponent(email)}` : upload;
}
let lastUpload = '';

/** Issue 4's routes: who gets in (refusals of a visitor are 401, of a signed-in non-admin 403). */
const ORDER_ROUTES: RouteAccess[] = [
  {
    route: 'POST /order/store',
    method: 'POST',
    url: '/order/store',
    allowed: EVERYONE,
    prepare: async (_w, role) => ({
      body: { orderid: null, account: uniqueEmail(role, 'brouillon'), stored: { offer: 'cle' } },
    }),
  },
  { route: 'GET /order/v2', method: 'GET', url: '/order/v2', allowed: SIGNED_IN },
  ...(['received', 'waiting', 'confirmed', 'paid'] as const).map((action): RouteAccess => ({
    route: `POST /order/${action}`,
    method: 'POST',
    url: `/order/${action}`,
    allowed: ADMIN_ONLY,
    prepare: async (w, role) => ({
      body: {
        ...(await orderIn(
          w,
          role,
          action === 'confirmed' || action === 'paid' ? 'awaiting-payment' : 'confirmed',
        )),
        send_mail: false,
      },
    }),
  })),
  {
    route: 'POST /order/ready',
    method: 'POST',
    url: '/order/ready',
    allowed: ADMIN_ONLY,
    prepare: async (w, role) => ({ body: await orderIn(w, role, 'received') }),
  },
  {
    route: 'POST /order/done',
    method: 'POST',
    url: '/order/done',
    allowed: ADMIN_ONLY,
    prepare: async (w, role) => ({
      body: { ...(await orderIn(w, role, 'ready')), send_mail: false, send_review: 'none' },
    }),
  },
  {
    route: 'POST /order/associate',
    method: 'POST',
    url: '/order/associate',
    allowed: ADMIN_ONLY,
    prepare: async (w, role) => ({
      body: { ...(await orderIn(w, role, 'confirmed')), registration_id: 'RM1234567' },
    }),
  },
  {
    route: 'POST /order/billing',
    method: 'POST',
    url: '/order/billing',
    allowed: ADMIN_ONLY,
    prepare: async (w, role) => ({
      body: { ...(await orderIn(w, role, 'confirmed')), mode: 'invoice' },
    }),
  },
  // each role on an upload of a draft it may change; someone else's draft answers 404 (below)
  ...(['PUT', 'DELETE'] as const).map((method): RouteAccess => ({
    route: `${method} /order/:orderid/upload/:uploadId`,
    method,
    url: () => lastUpload,
    allowed: EVERYONE,
    prepare: async (w, role) => {
      lastUpload = await draftUploadOf(w, role);
      return method === 'PUT' ? { body: { comment: 'Relu par le test des rôles' } } : {};
    },
  })),
  {
    route: 'POST /resources/orders',
    method: 'POST',
    url: '/resources/orders',
    allowed: ADMIN_ONLY,
    prepare: async () => ({ body: { states: ['confirmed'], pending: null } }),
  },
  {
    route: 'GET /resources/syndics',
    method: 'GET',
    url: '/resources/syndics',
    allowed: ADMIN_ONLY,
  },
  {
    route: 'POST /resources/syndics',
    method: 'POST',
    url: '/resources/syndics',
    allowed: ADMIN_ONLY,
    prepare: async () => ({ body: { name: 'Syndic du test' } }),
  },
  {
    route: 'PUT /resources/syndics/:id',
    method: 'PUT',
    url: (w) => `/resources/syndics/${syndicId(w)}`,
    allowed: ADMIN_ONLY,
    prepare: async () => ({ body: { name: 'Syndic renommé' } }),
  },
  {
    route: 'DELETE /resources/syndics/:id',
    method: 'DELETE',
    url: (w) => `/resources/syndics/${syndicId(w)}`,
    allowed: ADMIN_ONLY,
    prepare: async (w) => ({ headers: { 'x-syndic': await freshSyndic(w) } }),
  },
  {
    route: 'GET /resources/registers',
    method: 'GET',
    url: '/resources/registers',
    allowed: ADMIN_ONLY,
  },
  {
    route: 'POST /resources/registers',
    method: 'POST',
    url: '/resources/registers',
    allowed: ADMIN_ONLY,
    prepare: async () => ({ body: { id: `RM${Date.now().toString().slice(-7)}` } }),
  },
  {
    route: 'DELETE /resources/registers/:id',
    method: 'DELETE',
    url: () => `/resources/registers/${lastRegister}`,
    allowed: ADMIN_ONLY,
    prepare: async (w) => ({ headers: { 'x-register': await freshRegister(w) } }),
  },
  {
    route: 'GET /resources/documents',
    method: 'GET',
    url: '/resources/documents',
    allowed: ADMIN_ONLY,
  },
  {
    route: 'POST /resources/documents/:registrationId',
    method: 'POST',
    url: '/resources/documents/RM1234567',
    allowed: ADMIN_ONLY,
    prepare: async () => ({
      body: {
        doctype: 1,
        delivered: '2024-01-01',
        url: 'https://docs.example.fr/a.pdf',
        mimetype: 'application/pdf',
      },
    }),
  },
  {
    route: 'POST /resources/registers/upload',
    method: 'POST',
    url: '/resources/registers/upload',
    allowed: ADMIN_ONLY,
    prepare: async () => {
      const { payload, headers } = multipartFile(PDF);
      return { body: payload, headers };
    },
  },
  {
    route: 'GET /resources/accounts',
    method: 'GET',
    url: '/resources/accounts',
    allowed: ADMIN_ONLY,
  },
  {
    route: 'POST /resources/accounts/impersonate',
    method: 'POST',
    url: '/resources/accounts/impersonate',
    allowed: ADMIN_ONLY,
    prepare: async (w) => ({ body: { email: w.emails.customer } }),
  },
];

let lastSyndic = '';
let lastRegister = '';
const syndicId = (_w: RoleWorld) => lastSyndic;
async function freshSyndic(w: RoleWorld) {
  lastSyndic = String(
    (await syndicModel(w.app.mongoose.connection).create({ name: 'À supprimer' }))._id,
  );
  return lastSyndic;
}
async function freshRegister(w: RoleWorld) {
  lastRegister = `RD${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await registerModel(w.app.mongoose.connection).create({ _id: lastRegister });
  return lastRegister;
}

describe('role matrix: orders and resources', () => {
  let app: FastifyInstance;
  let catcher: TestMailCatcher;
  let world: RoleWorld;
  beforeAll(async () => {
    catcher = await startMailCatcher();
    app = await createTestApp({ SMTP_URL: catcher.smtpUrl, SCHEDULER_ENABLED: 'false' });
    world = await createRoleWorld(app);
    await registerModel(app.mongoose.connection).create({ _id: 'RM1234567' });
    await freshSyndic(world);
  });
  afterAll(async () => {
    await app.close();
    await catcher.close();
  });

  it.each(matrixRows(ORDER_ROUTES))(
    '%s as %s: gets in = %s',
    async (_route, role, allowed, access) => {
      await expectAccess(world, access, role, allowed);
    },
  );

  it('lets only the organisation’s members and admins change or delete the uploads of its draft', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const statuses: Record<string, number> = {};
      for (const role of ['visitor', 'collaborateur', 'otherOwner', 'owner', 'admin'] as const) {
        const token = world.tokens[role];
        const response = await app.inject({
          method,
          url: await draftUploadOf(world, 'owner'),
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(method === 'PUT' ? { payload: { comment: 'Essai' } } : {}),
        });
        statuses[role] = response.statusCode;
      }
      expect({ method, statuses }).toEqual({
        method,
        statuses: { visitor: 404, collaborateur: 200, otherOwner: 404, owner: 200, admin: 200 },
      });
      // a visitor changes the uploads of its own draft by naming its e-mail
      const own = await app.inject({
        method,
        url: await draftUploadOf(world, 'visitor'),
        ...(method === 'PUT' ? { payload: { comment: 'Essai' } } : {}),
      });
      expect({ method, status: own.statusCode }).toEqual({ method, status: 200 });
    }
  });

  it('lets everyone read an order with its e-mail, and a professional its organisation’s orders only', async () => {
    const visitorOrder = await storeOrderAs(app, null, {
      account: 'lecture@roles.test',
      stored: {},
    });
    for (const role of ['visitor', 'collaborateur', 'otherOwner', 'owner', 'admin'] as const) {
      const token = world.tokens[role];
      const response = await app.inject({
        method: 'GET',
        url: `/order/${visitorOrder.orderid}?account=lecture@roles.test`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect({ role, status: response.statusCode }).toEqual({ role, status: 200 });
    }
    const proOrder = await storeOrderAs(app, world.tokens.owner, {
      account: world.emails.owner,
      stored: {},
    });
    const statuses = await Promise.all(
      (['visitor', 'collaborateur', 'otherOwner', 'owner', 'admin'] as const).map(async (role) => {
        const token = world.tokens[role];
        const response = await app.inject({
          method: 'GET',
          url: `/order/${proOrder.orderid}`,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        return [role, response.statusCode];
      }),
    );
    expect(Object.fromEntries(statuses)).toEqual({
      visitor: 404,
      collaborateur: 200,
      otherOwner: 404,
      owner: 200,
      admin: 200,
    });
  });
});
