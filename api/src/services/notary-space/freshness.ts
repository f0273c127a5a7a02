import type { FastifyInstance } from 'fastify';
import {
  documentFreshness,
  documentKind,
  freshnessHeadline,
  freshnessReasonText,
  parisDay,
  type DocumentFreshness,
  type ScheduledCall,
} from '@ped/domain';
import type { Order } from '../../models/order';
import { registerDocumentModel } from '../../models/register-document';
import { latestSchedule } from '../pre-etat-date/versions';
import { nextAgDay } from './next-ag';

type WatchedOrder = Pick<
  Order,
  'orderid' | 'state' | 'document' | 'deed_day' | 'registration_id' | 'uploads'
>;

/**
 * Whether the version in force will still hold on the signing day (ADR 078), from what the
 * database knows today: the next AG staff recorded, the calls printed in that version, the
 * documents the seller or staff added since. Null while no version is in force, and while a
 * new one is being made (the space says « Actualisation en cours » instead).
 */
export async function freshnessOf(
  app: FastifyInstance,
  order: WatchedOrder,
  now = new Date(),
  /** what the caller already read (the notary's space): not read again */
  known: { nextAg?: string | null; calls?: ScheduledCall[] } = {},
): Promise<DocumentFreshness | null> {
  if (order.state !== 'done' || !order.document) return null;
  const delivered = new Date(order.document.generated);
  const connection = app.mongoose.connection;
  const [nextAg, calls, registerDocuments] = await Promise.all([
    known.nextAg !== undefined ? known.nextAg : nextAgDay(connection, order),
    known.calls ?? latestSchedule(connection, order.orderid),
    order.registration_id
      ? registerDocumentModel(connection)
          .find({ registration_id: order.registration_id, created: { $gt: delivered } })
          .lean()
      : [],
  ]);
  const documents = [
    ...registerDocuments.map((d) => ({
      day: parisDay(new Date(d.created)),
      label: documentKind(d.doctype, d.comment),
    })),
    ...(order.uploads ?? [])
      .filter((upload) => new Date(upload.uploaded) > delivered)
      .map((upload) => ({
        day: parisDay(new Date(upload.uploaded)),
        label: upload.doctype
          ? `${documentKind(upload.doctype, upload.comment)} (${upload.name || 'fichier du vendeur'})`
          : upload.name || 'fichier du vendeur',
      })),
  ];
  return documentFreshness({
    deliveredDay: parisDay(delivered),
    deedDay: order.deed_day ?? null,
    nextAg,
    calls,
    documents,
    today: parisDay(now),
  });
}

/** What the notary's space and the seller's page show: the headline and its reasons, in French. */
export function freshnessView(freshness: DocumentFreshness | null, now = new Date()) {
  if (!freshness || (freshness.status !== 'up-to-date' && freshness.status !== 'to-refresh'))
    return null;
  const today = parisDay(now);
  return {
    status: freshness.status,
    deed_day: freshness.deedDay,
    headline: freshnessHeadline(freshness),
    reasons:
      freshness.status === 'to-refresh'
        ? freshness.reasons.map((reason) => freshnessReasonText(reason, today))
        : [],
  };
}

export type FreshnessView = ReturnType<typeof freshnessView>;
