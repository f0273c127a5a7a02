import type { FastifyInstance } from 'fastify';
import { orderModel } from '../../models/order';
import { reviewRequestMail } from '../../mail/orders';
import { REVIEW_REQUEST_JOB } from './admin-actions';
import { reviewUrl } from './links';

/** The job scheduled by 'Terminer' (send_review): asks the customer for a review, once. */
export function defineReviewRequestJob(app: FastifyInstance): void {
  const Order = orderModel(app.mongoose.connection);
  app.scheduler.define(REVIEW_REQUEST_JOB, async (data) => {
    const order = await Order.findOne(
      { orderid: String(data.orderid) },
      { orderid: 1, account: 1 },
    ).lean();
    // a deleted order has no one to ask anymore
    if (!order) return;
    await app.mailer.send({
      to: order.account,
      ...reviewRequestMail({ orderid: order.orderid, reviewUrl: reviewUrl(app) }),
    });
  });
}
