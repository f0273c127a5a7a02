import type { Connection } from 'mongoose';
import { docTypeLabel, formatDate, type FinancialField, type OrderForm } from '@ped/domain';
import type { Order } from '../../models/order';
import { orderFiguresModel } from '../../models/order-figures';
import { registerModel, type Register } from '../../models/register';
import { registerDocumentModel, type RegisterDocument } from '../../models/register-document';
import { resolveFigures, type FigureView } from './figures';

export type OrderForDocument = Pick<Order, 'orderid' | 'updated' | 'registration_id' | 'stored' | 'payload' | 'uploads'>;

export interface OrderSources {
  register: Register | null;
  /** the register's documents: delivered with the pré-état daté as its annexes */
  documents: RegisterDocument[];
  figures: FigureView[];
}

/** What the document of an order is made from, read from the database. */
export async function loadRegister(connection: Connection, registrationId: string | null | undefined) {
  if (!registrationId) return { register: null, documents: [] as RegisterDocument[] };
  const [register, documents] = await Promise.all([
    registerModel(connection).findById(registrationId).lean<Register>(),
    registerDocumentModel(connection).find({ registration_id: registrationId }).sort({ doctype: 1, delivered: 1 }).lean<RegisterDocument[]>(),
  ]);
  return { register, documents };
}

/** Readable names of every document a figure may have been read from. */
export function documentLabels(order: OrderForDocument, documents: RegisterDocument[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const d of documents) labels.set(String(d._id), `${docTypeLabel(d.doctype)} du ${formatDate(d.delivered)}`);
  for (const upload of order.uploads ?? []) {
    const id = (upload as { _id?: unknown })._id;
    if (id) labels.set(String(id), upload.doctype ? `${docTypeLabel(upload.doctype)} (${upload.name || 'fichier du client'})` : upload.name || 'Fichier du client');
  }
  return labels;
}

export async function loadFigures(connection: Connection, order: OrderForDocument, documents: RegisterDocument[]): Promise<FigureView[]> {
  const recorded = await orderFiguresModel(connection).findOne({ orderid: order.orderid }).lean();
  const form = (order.stored ?? {}) as Partial<Record<FinancialField, number | null>> & Partial<OrderForm>;
  const entries = (recorded?.entries ?? []).map((e) => ({ ...e, value: e.value ?? null, document_id: e.document_id ?? null }));
  return resolveFigures(form, entries, documentLabels(order, documents));
}

export async function loadOrderSources(connection: Connection, order: OrderForDocument): Promise<OrderSources> {
  const { register, documents } = await loadRegister(connection, order.registration_id);
  return { register, documents, figures: await loadFigures(connection, order, documents) };
}
