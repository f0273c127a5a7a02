import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FINANCIAL_FIELDS } from '@ped/domain';
import { documentVersionModel } from '../../models/document-version';
import { orderModel } from '../../models/order';
import { buildModel } from '../pre-etat-date/build-model';
import { documentNumber, versionKey } from '../pre-etat-date/deliver';
import { ISSUER } from '../pre-etat-date/model';
import { renderModel } from '../pre-etat-date/render';
import { oneLotSample } from '../pre-etat-date/samples';
import { documentSchedule } from '../pre-etat-date/schedule-of';

export const SPECIMEN_WATERMARK = 'SPÉCIMEN — MODE TEST';

const labelOf = (field: string) => FINANCIAL_FIELDS.find((f) => f.key === field)?.label ?? field;

/**
 * The « Terminer » of a test order (ADR 049): the real renderer prints the one-lot sample
 * under the order's number, watermarked on every page and without certification block (it
 * certifies nothing), then it is stored and recorded as a delivered version like any other,
 * so the integrator downloads it, its figures and its ZIP through the same endpoints. Its
 * verification code is not one GET /verification could ever match (lower case, a dash).
 */
export async function deliverSpecimen(
  app: FastifyInstance,
  orderid: string,
  by: string,
): Promise<void> {
  const connection = app.mongoose.connection;
  const deliveredAt = new Date();
  const sample = oneLotSample();
  const pdf = await renderModel({
    ...buildModel(
      { ...sample, reference: orderid, issuedAt: deliveredAt, certification: null },
      ISSUER,
    ),
    watermark: SPECIMEN_WATERMARK,
  });
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
    figures: sample.figures.map(({ field, lot, cents }) => ({
      field,
      label: labelOf(field),
      lot,
      cents,
    })),
    schedule: documentSchedule({ ...sample, issuedAt: deliveredAt }),
  });
  await orderModel(connection).updateOne(
    { orderid },
    { $set: { document: { key: stored.key, url: stored.url, generated: deliveredAt, version } } },
  );
}
