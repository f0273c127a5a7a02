import type { FastifyInstance } from 'fastify';
import { shareStatus, type RefreshKind } from '@ped/domain';
import { orderShareModel } from '../../models/order-share';
import { updateInProgressMail } from '../../mail/notary-space';
import type { OrderSubscriber } from '../orders/outbox';
import { latestVersion } from '../pre-etat-date/versions';

/** The consequence of a reopened order that tells its space's recipients (ADR 075). */
export const UPDATE_IN_PROGRESS = 'update-in-progress';

/**
 * A delivered order is back in production: every recipient whose link still works is told
 * that a new version is coming and that the one they have stays readable meanwhile — but
 * not the one who asked for the correction, who knows. `data` is `{ kind, by }`.
 */
export const updateInProgressNotice =
  (app: FastifyInstance): OrderSubscriber =>
  async (order, data, entryId) => {
    const now = new Date();
    const [shares, version] = await Promise.all([
      orderShareModel(app.mongoose.connection).find({ orderid: order.orderid }).lean(),
      latestVersion(app.mongoose.connection, order),
    ]);
    const told = shares.filter(
      (share) => shareStatus(share, now) === 'active' && share.email !== data.by,
    );
    for (const share of told)
      await app.mailQueue.sendOnce(`${entryId}:${share.email}`, {
        to: share.email,
        ...updateInProgressMail({
          orderid: order.orderid,
          kind: data.kind as RefreshKind,
          version: version ?? null,
        }),
      });
  };
