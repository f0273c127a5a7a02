import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FINANCIAL_FIELDS } from '@ped/domain';
import { documentVersionModel } from '../../models/document-version';
import { orderModel, type Order } from '../../models/order';
import { buildModel, type PreEtatDateInput } from '../pre-etat-date/build-model';
import { documentNumber, versionKey } from '../pre-etat-date/deliver';
import { fromOrder } from '../pre-etat-date/from-order';
import { ISSUER } from '../pre-etat-date/model';
import { renderModel } from '../pre-etat-date/render';
import { oneLotSample } from '../pre-etat-date/samples';
import { documentSchedule } from '../pre-etat-date/schedule-of';

export const SPECIMEN_WATERMARK = 'SPÉCIMEN — MODE TEST';

const labelOf = (field: string) => FINANCIAL_FIELDS.find((f) => f.key === field)?.label ?? field;

/**
 * What a specimen prints: the test order's own sale — its address, sellers, syndic, lots and
 * the seller's documents as annexes, as the integrator sent them (ADR 065; it printed another
 * sale, which made per-lot mapping untestable) — and, since nobody read any document, the
 * sample's figures, given to each of its lots in proportion to its tantièmes, with the
 * sample's copropriété-wide figures and statements.
 */
export function specimenInput(
  order: Pick<
    Order,
    | 'orderid'
    | 'registration_id'
    | 'stored'
    | 'payload'
    | 'uploads'
    | 'deed_day'
    | 'settlement_rule'
  >,
  deliveredAt: Date,
): PreEtatDateInput {
  const sample = oneLotSample();
  const annexes = order.uploads.map((upload) => ({
    doctype: upload.doctype ?? 10,
    delivered: upload.delivered ?? upload.uploaded,
    comment: upload.name,
  }));
  const nothingRead = { figures: [], sellerTotals: [], dates: [], reasons: [] };
  const own = fromOrder(order, null, annexes, nothingRead, [], {
    issuedAt: deliveredAt,
    certification: null,
  });
  const [sampleLot] = sample.lots;
  const lots = own.lots.length ? own.lots : sample.lots;
  const perLot = sample.figures.filter((figure) => figure.lot === sampleLot!.number);
  const share = (tantiemes: number | null) =>
    tantiemes && sampleLot!.tantiemes ? tantiemes / sampleLot!.tantiemes : 1;
  return {
    ...sample,
    reference: order.orderid,
    issuedAt: deliveredAt,
    coproprieteName: null,
    registrationNumber: own.registrationNumber,
    address: own.address ?? sample.address,
    syndic: own.syndic.name ? own.syndic : sample.syndic,
    sellers: own.sellers.length ? own.sellers : sample.sellers,
    lots,
    lastApprovedAccounts: own.lastApprovedAccounts ?? sample.lastApprovedAccounts,
    figures: [
      ...lots.flatMap((lot, index) =>
        perLot.map((figure) => ({
          ...figure,
          lot: lot.number ?? String(index + 1),
          cents: figure.cents === null ? null : Math.round(figure.cents * share(lot.tantiemes)),
        })),
      ),
      ...sample.figures.filter((figure) => figure.lot === null),
    ],
    documents: own.documents,
    certification: null,
  };
}

/**
 * The « Terminer » of a test order (ADR 049): the real renderer prints the order's specimen,
 * watermarked on every page and without certification block (it certifies nothing), then it
 * is stored and recorded as a delivered version like any other, so the integrator downloads
 * it, its figures and its ZIP through the same endpoints. Its verification code is not one
 * GET /verification could ever match (lower case, a dash).
 */
export async function deliverSpecimen(
  app: FastifyInstance,
  orderid: string,
  by: string,
): Promise<void> {
  const connection = app.mongoose.connection;
  const deliveredAt = new Date();
  const order = await orderModel(connection).findOne({ orderid }).lean<Order>();
  if (!order) return;
  const input = specimenInput(order, deliveredAt);
  const pdf = await renderModel({ ...buildModel(input, ISSUER), watermark: SPECIMEN_WATERMARK });
  const versions = documentVersionModel(connection);
  const previous = await versions.findOne({ orderid }).sort({ version: -1 }).lean();
  const version = (previous?.version ?? 0) + 1;
  const stored = await app.storage.put(versionKey(orderid, version), pdf, 'application/pdf');
  await versions.create({
    orderid,
    version,
    number: documentNumber(orderid),
    code: `specimen-${randomUUID()}`,
    mode: 'verified',
    delivered: deliveredAt,
    by,
    key: stored.key,
    size: pdf.length,
    sha256: createHash('sha256').update(pdf).digest('hex'),
    figures: input.figures.map(({ field, lot, cents }) => ({
      field,
      label: labelOf(field),
      lot,
      cents,
    })),
    // the specimen's own échéancier: its lots, the sample's figures given to them
    schedule: documentSchedule(input),
  });
  await orderModel(connection).updateOne(
    { orderid },
    { $set: { document: { key: stored.key, url: stored.url, generated: deliveredAt, version } } },
  );
}
