import fp from 'fastify-plugin';
import type { OrderState } from '@ped/domain';
import type { OutgoingMail } from './mailer';
import {
  ADMIN_FOLLOW_UP,
  createOrderOutbox,
  ORDER_INVOICE,
  ORDER_JOB,
  ORDER_MAIL,
  type OrderOutbox,
  type OrderSubscriber,
} from '../../services/orders/outbox';
import { issueOrderInvoice } from '../../services/orders/mark-paid';
import { ORDER_STATE_EVENT } from '../../services/orders/transition';
import { adminFollowUp } from '../../services/notary-space/admin-follow-up';
import {
  UPDATE_IN_PROGRESS,
  updateInProgressNotice,
} from '../../services/notary-space/update-notice';
import { publishOrderEvent } from '../../services/webhooks/order-events';

declare module 'fastify' {
  interface FastifyInstance {
    /** the consequences of orders' state changes (ADR 075) */
    orderOutbox: OrderOutbox;
  }
}

/**
 * `app.orderOutbox`: the subscribers of the consequences `transitionOrder` writes with a
 * state change, in one place (a newcomer reads here what follows a change of state), and
 * the sweep that carries out what an instance left when it died.
 */
export default fp(
  async (app) => {
    const subscribers = new Map<string, OrderSubscriber>([
      [
        ORDER_STATE_EVENT,
        (order, data, entryId) =>
          publishOrderEvent(app, order.orderid, data.state as OrderState, {
            eventId: `evt_${entryId}`,
          }),
      ],
      [
        ORDER_MAIL,
        (_order, data, entryId) =>
          app.mailQueue.sendOnce(`outbox:${entryId}`, data as unknown as OutgoingMail),
      ],
      [
        ORDER_JOB,
        async (_order, data, entryId) => {
          const job = data as { name: string; runAt: string; data: Record<string, unknown> };
          await app.scheduler.schedule(job.name, new Date(job.runAt), job.data, {
            key: `outbox:${entryId}`,
          });
        },
      ],
      [
        ORDER_INVOICE,
        async (order, data) => {
          const payment = data as { ref: string; at: string; by: string };
          await issueOrderInvoice(app, order, { ...payment, at: new Date(payment.at) });
        },
      ],
      [ADMIN_FOLLOW_UP, adminFollowUp(app)],
      [UPDATE_IN_PROGRESS, updateInProgressNotice(app)],
    ]);
    const outbox = createOrderOutbox({
      connection: app.mongoose.connection,
      log: app.log,
      subscribers,
    });
    app.decorate('orderOutbox', outbox);

    if (app.config.SCHEDULER_ENABLED) {
      const timer = setInterval(() => {
        outbox
          .sweep()
          .catch((error: unknown) =>
            app.log.error({ err: error }, 'Reprise des conséquences de commandes en échec'),
          );
      }, app.config.SCHEDULER_POLL_MS);
      timer.unref();
      app.addHook('preClose', async () => clearInterval(timer));
    }
  },
  {
    name: 'order-outbox',
    dependencies: ['mongoose', 'mail-queue', 'scheduler', 'documents'],
  },
);
