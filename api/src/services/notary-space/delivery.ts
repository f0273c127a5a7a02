import type { FastifyInstance } from 'fastify';
import { isValidEmail, offerIncludesNotarySpace, shareStatus, type ShareRole } from '@ped/domain';
import type { Order } from '../../models/order';
import { orderShareModel } from '../../models/order-share';
import { newVersionMail, spaceLinkMail } from '../../mail/notary-space';
import type { DeliveryRecipients } from '../../mail/orders';
import { notarySpaceUrl } from '../orders/links';
import { createShare } from './shares';
import { latestVersion } from '../pre-etat-date/versions';
import { SYSTEM_ACTOR } from '../orders/history';

type DeliveredOrder = Pick<
  Order,
  'orderid' | 'payload' | 'stored' | 'history' | 'document' | 'deed_day'
>;

/**
 * After « Terminer », for an offer with the notary's space: the first delivery sends the
 * notary entered in the order a link to it; a later one tells every recipient whose link
 * still works that a new version is there (their links are unchanged, we cannot resend
 * them: only their hashes are kept). Returns the version and who has it, for the seller's
 * e-mail.
 */
export async function notifyDelivery(
  app: FastifyInstance,
  order: DeliveredOrder,
): Promise<DeliveryRecipients> {
  const version = (await latestVersion(app.mongoose.connection, order)) ?? 1;
  if (!offerIncludesNotarySpace(order.payload?.offer))
    return { version, recipients: [], space: false };
  const now = new Date();
  const shares = await orderShareModel(app.mongoose.connection)
    .find({ orderid: order.orderid })
    .lean();
  const live = shares.filter((share) => shareStatus(share, now) === 'active');
  await Promise.all(
    live.map((share) =>
      // one per version and recipient, whatever the retries of the delivery's follow-up
      app.mailQueue.sendOnce(`new-version:${order.orderid}:${version}:${share.email}`, {
        to: share.email,
        ...newVersionMail({ orderid: order.orderid, version }),
      }),
    ),
  );
  const recipients: DeliveryRecipients['recipients'] = live.map((share) => ({
    role: share.role as ShareRole,
    name: share.name ?? '',
    email: share.email,
  }));
  const delivered = { version, recipients, space: true };
  const notary = (order.stored as { notary?: { name?: string; email?: string } } | null)?.notary;
  const email = notary?.email?.trim() ?? '';
  if (!isValidEmail(email) || shares.some((share) => share.role === 'notary')) return delivered;
  const { share, token } = await createShare(
    app,
    order,
    { role: 'notary', name: notary?.name?.trim() ?? '', email },
    SYSTEM_ACTOR,
  );
  await app.mailQueue.sendOnce(`space-link:${String(share._id)}`, {
    to: share.email,
    ...spaceLinkMail({
      orderid: order.orderid,
      role: 'notary',
      spaceUrl: notarySpaceUrl(app, token),
      expires: share.expires,
      sharedBy: null,
    }),
  });
  return {
    ...delivered,
    recipients: [{ role: 'notary', name: share.name ?? '', email }, ...recipients],
  };
}
