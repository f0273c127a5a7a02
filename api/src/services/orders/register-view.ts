import type { Connection } from 'mongoose';
import type { OrderView } from '@ped/schemas';
import { registerModel } from '../../models/register';
import { registerDocumentModel } from '../../models/register-document';
import { serializeRegister, serializeRegisterDocument } from './serialize';

/** An order's view with its copropriété and the copropriété's documents (GET /order/:orderid). */
export async function withRegister(
  connection: Connection,
  view: OrderView,
  registrationId: string | null | undefined,
): Promise<OrderView> {
  if (!registrationId) return { ...view, register: null, register_documents: [] };
  const [register, documents] = await Promise.all([
    registerModel(connection).findById(registrationId).lean(),
    registerDocumentModel(connection)
      .find({ registration_id: registrationId })
      .sort({ doctype: 1, delivered: -1 })
      .lean(),
  ]);
  return {
    ...view,
    register: register ? serializeRegister(register) : null,
    register_documents: documents.map(serializeRegisterDocument),
  };
}
