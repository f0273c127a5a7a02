import type { Connection } from 'mongoose';
import type { DateReading } from '@ped/schemas';
import {
  documentKind,
  formatDateInFull,
  normalizeWorks,
  saleLotNumbers,
  type CheckKey,
  type CheckReason,
  type FinancialField,
} from '@ped/domain';
import type { Order } from '../../models/order';
import { orderFiguresModel } from '../../models/order-figures';
import { registerModel, type Register } from '../../models/register';
import {
  registerDocumentModel,
  registerUploadReadingModel,
  type RegisterDocument,
} from '../../models/register-document';
import { orderBuildingRecordModel } from '../../models/order-building-record';
import {
  resolveBuildingRecord,
  type BuildingRecordItemView,
  type DocumentSource,
} from './building-record';
import {
  dateReadings,
  documentsDisagree,
  figureProposals,
  type DocumentGuesses,
} from './figure-proposals';
import { resolveFigures, type FigureView, type SellerTotal } from './figures';

export type ResolvedFigures = {
  figures: FigureView[];
  sellerTotals: SellerTotal[];
  /** the dates the documents give for the form's date fields, for staff to use */
  dates: DateReading[];
  /** reasons staff gave to deliver despite a check's problems */
  reasons: CheckReason[];
};

export type OrderForDocument = Pick<
  Order,
  | 'orderid'
  | 'created'
  | 'updated'
  | 'registration_id'
  | 'stored'
  | 'payload'
  | 'uploads'
  | 'organisation'
  | 'deed_day'
  | 'settlement_rule'
  | 'document'
  | 'sso_provider'
  | 'includes_documents'
>;

export interface OrderSources {
  register: Register | null;
  /** the register's documents: delivered with the pré-état daté as its annexes */
  documents: RegisterDocument[];
  figures: ResolvedFigures;
  /** life of the copropriété and technical file, as staff entered them */
  record: BuildingRecordItemView[];
}

/** What the document of an order is made from, read from the database. */
export async function loadRegister(
  connection: Connection,
  registrationId: string | null | undefined,
) {
  if (!registrationId) return { register: null, documents: [] as RegisterDocument[] };
  const [register, documents] = await Promise.all([
    registerModel(connection).findById(registrationId).lean<Register>(),
    registerDocumentModel(connection)
      .find({ registration_id: registrationId })
      .sort({ doctype: 1, delivered: 1 })
      .lean<RegisterDocument[]>(),
  ]);
  return { register, documents };
}

/** Every document a figure or a statement may have been read from: its name and its date. */
const uploadKind = (upload: { doctype?: number | null; comment?: string | null }) =>
  documentKind(upload.doctype, upload.comment);

/** A register document as a source: the specimen's annexes have no id, and so are never cited. */
export type SourceDocument = Pick<RegisterDocument, 'doctype' | 'delivered' | 'comment'> & {
  _id?: unknown;
};

export function documentSources(
  order: Pick<OrderForDocument, 'uploads'>,
  documents: SourceDocument[],
): Map<string, DocumentSource> {
  const sources = new Map<string, DocumentSource>();
  for (const d of documents.filter((document) => document._id))
    sources.set(String(d._id), {
      name: uploadKind(d),
      label: `${uploadKind(d)} du ${formatDateInFull(d.delivered)}`,
      date: d.delivered ?? null,
      doctype: d.doctype,
      dateConfirmed: true,
    });
  for (const upload of order.uploads ?? []) {
    const id = (upload as { _id?: unknown })._id;
    if (!id) continue;
    const label = upload.doctype
      ? `${uploadKind(upload)} (${upload.name || 'fichier du client'})`
      : upload.name || 'Fichier du client';
    sources.set(String(id), {
      name: label,
      label,
      date: upload.delivered ?? null,
      doctype: upload.doctype ?? null,
      dateConfirmed: false,
    });
  }
  return sources;
}

/** Readable names of every document a figure may have been read from. */
export function documentLabels(
  order: OrderForDocument,
  documents: RegisterDocument[],
): Map<string, string> {
  return new Map([...documentSources(order, documents)].map(([id, source]) => [id, source.label]));
}

/** Lot numbers of the order, as the document and the figures name them. */
export const orderLots = (order: OrderForDocument): string[] => saleLotNumbers(order.stored);

export async function loadFigures(
  connection: Connection,
  order: OrderForDocument,
  documents: RegisterDocument[],
): Promise<ResolvedFigures> {
  const recorded = await orderFiguresModel(connection).findOne({ orderid: order.orderid }).lean();
  const form = (order.stored ?? {}) as Partial<Record<FinancialField, number | null>>;
  const entries = (recorded?.entries ?? []).map((e) => ({
    ...e,
    lot: e.lot ?? null,
    value: e.value ?? null,
    document_id: e.document_id ?? null,
    page: e.page ?? null,
    reason: e.reason ?? null,
  }));
  const lots = orderLots(order);
  const sources = documentSources(order, documents);
  const readings = await documentGuesses(connection, order, documents);
  const resolved = {
    ...resolveFigures(form, lots, entries, sources, order.document?.generated ?? null),
    dates: dateReadings(order.stored ?? {}, order.created ?? new Date(), readings, sources),
    reasons: (recorded?.check_reasons ?? []).map((r) => ({
      key: r.key as CheckKey,
      reason: r.reason,
      problems: r.problems,
    })),
  };
  const multiLot = lots.length > 1;
  for (const figure of resolved.figures) {
    // in a multi-lot sale the seller gives the lot figures as one total: nothing to compare
    const formValue = multiLot && figure.lot !== null ? null : (form[figure.field] ?? null);
    figure.proposals = figureProposals(figure, formValue, lots, readings, sources);
    // a document that contradicts the seller or another document is a disagreement staff must settle
    if (figure.proposals.some((p) => p.disagrees) || documentsDisagree(figure.proposals))
      figure.disagreement = true;
  }
  return resolved;
}

/**
 * The figures the reader found in the order's uploads (stored with each) and in the
 * register's documents (stored under the file's key when it was uploaded).
 */
async function documentGuesses(
  connection: Connection,
  order: OrderForDocument,
  documents: RegisterDocument[],
): Promise<DocumentGuesses[]> {
  const keys = documents.map((d) => d.key).filter((key): key is string => Boolean(key));
  const readings = keys.length
    ? await registerUploadReadingModel(connection)
        .find({ key: { $in: keys } })
        .lean()
    : [];
  const byKey = new Map(readings.map((r) => [r.key, r.figures_guess]));
  return [
    ...(order.uploads ?? []).map((upload) => ({
      document_id: String((upload as { _id?: unknown })._id),
      guesses: upload.figures_guess ?? [],
      lots: upload.reading?.guess?.lots ?? [],
    })),
    ...documents.map((d) => ({
      document_id: String(d._id),
      guesses: (d.key && byKey.get(d.key)) || [],
    })),
  ].filter((d) => d.guesses.length);
}

export async function loadBuildingRecord(
  connection: Connection,
  order: OrderForDocument,
  documents: RegisterDocument[],
): Promise<BuildingRecordItemView[]> {
  const recorded = await orderBuildingRecordModel(connection)
    .findOne({ orderid: order.orderid })
    .lean();
  const entries = (recorded?.entries ?? []).map((e) => ({
    ...e,
    value: e.value ?? null,
    document_id: e.document_id ?? null,
  }));
  const lots = orderLots(order);
  // works stored before each lot had its line are read in today's shape
  return resolveBuildingRecord(entries, documentSources(order, documents)).map((item) =>
    item.key === 'works' && item.value
      ? { ...item, value: normalizeWorks(item.value, lots) }
      : item,
  );
}

export async function loadOrderSources(
  connection: Connection,
  order: OrderForDocument,
): Promise<OrderSources> {
  const { register, documents } = await loadRegister(connection, order.registration_id);
  const [figures, record] = await Promise.all([
    loadFigures(connection, order, documents),
    loadBuildingRecord(connection, order, documents),
  ]);
  return { register, documents, figures, record };
}
