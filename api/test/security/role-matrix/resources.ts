import { randomUUID } from 'node:crypto';
import { documentReadingModel } from '../../../src/models/document-reading';
import { registerModel } from '../../../src/models/register';
import { registerDocumentModel } from '../../../src/models/register-document';
import { syndicModel } from '../../../src/models/syndic';
import type { RoleWorld } from '../../helpers/roles';
import { multipartFile } from '../../helpers/multipart';
import { ADMIN_ONLY, NOBODY, type RouteAccess } from './matrix';
import { PDF } from './fixtures/orders';

/** The register every matrix world has, for calls that name an existing copropriété. */
export const MATRIX_REGISTER = 'RM1234567';

const DOCUMENT = {
  doctype: 1,
  delivered: '2024-01-01',
  url: 'https://docs.example.fr/a.pdf',
  mimetype: 'application/pdf',
};

let registers = 0;

async function freshSyndic(world: RoleWorld) {
  const syndic = await syndicModel(world.app.mongoose.connection).create({ name: 'À modifier' });
  return String(syndic._id);
}

/** A registration number nobody has (two letters, seven digits). */
const registrationNumber = (letters: string) =>
  `${letters}${String((registers += 1) + Date.now() * 10).slice(-7)}`;

/** A register of its own, fresh for each call. */
async function freshRegister(world: RoleWorld) {
  const id = registrationNumber('RD');
  await registerModel(world.app.mongoose.connection).create({ _id: id });
  return id;
}

async function freshRegisterDocument(world: RoleWorld) {
  const document = await registerDocumentModel(world.app.mongoose.connection).create({
    registration_id: MATRIX_REGISTER,
    ...DOCUMENT,
    delivered: new Date(DOCUMENT.delivered),
  });
  return `/resources/documents/${MATRIX_REGISTER}/${String(document._id)}`;
}

/** The admin panel's resources: orders, syndics, registers and their documents, accounts. */
export const RESOURCE_ROUTES: RouteAccess[] = [
  {
    operation: 'POST /resources/orders',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async () => ({ body: { states: ['confirmed'], pending: null } }),
  },
  { operation: 'GET /resources/syndics', allowed: ADMIN_ONLY, status: 200 },
  {
    operation: 'POST /resources/syndics',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async () => ({ body: { name: 'Syndic du test' } }),
  },
  {
    operation: 'PUT /resources/syndics/{id}',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w) => ({
      url: `/resources/syndics/${await freshSyndic(w)}`,
      body: { name: 'Syndic renommé' },
    }),
  },
  {
    operation: 'DELETE /resources/syndics/{id}',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w) => ({ url: `/resources/syndics/${await freshSyndic(w)}` }),
  },
  { operation: 'GET /resources/registers', allowed: ADMIN_ONLY, status: 200 },
  {
    operation: 'POST /resources/registers',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async () => ({ body: { id: registrationNumber('RN') } }),
  },
  {
    operation: 'DELETE /resources/registers/{id}',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w) => ({ url: `/resources/registers/${await freshRegister(w)}` }),
  },
  {
    operation: 'POST /resources/registers/upload',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async () => {
      const { payload, headers } = multipartFile(PDF);
      return { body: payload, headers };
    },
  },
  {
    operation: 'GET /resources/readings/{id}',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w) => {
      const reading = await documentReadingModel(w.app.mongoose.connection).create({
        key: `registers/uploads/matrice-${randomUUID()}.pdf`,
        mimetype: 'application/pdf',
        tenant: 'staff',
        target: { kind: 'register-upload' },
        status: 'done',
      });
      return { url: `/resources/readings/${String(reading._id)}` };
    },
  },
  { operation: 'GET /resources/documents', allowed: ADMIN_ONLY, status: 200 },
  {
    operation: 'POST /resources/documents/{registrationId}',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async () => ({ url: `/resources/documents/${MATRIX_REGISTER}`, body: DOCUMENT }),
  },
  {
    operation: 'PUT /resources/documents/{registrationId}/{documentId}',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w) => ({
      url: await freshRegisterDocument(w),
      body: { ...DOCUMENT, comment: 'Relu' },
    }),
  },
  {
    operation: 'DELETE /resources/documents/{registrationId}/{documentId}',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w) => ({ url: await freshRegisterDocument(w) }),
  },
  { operation: 'GET /resources/accounts', allowed: ADMIN_ONLY, status: 200 },
  {
    operation: 'POST /resources/accounts/impersonate',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w) => ({ body: { email: w.emails.customer } }),
  },
  {
    operation: 'POST /resources/accounts/impersonate',
    variant: 'an administrator',
    // staff act under their own name: an admin's rights are never borrowed
    allowed: NOBODY,
    prepare: async (w) => ({ body: { email: w.emails.admin } }),
  },
];
