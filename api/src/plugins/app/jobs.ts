import fp from 'fastify-plugin';
import { defineAbandonedUploadsJob } from '../../services/orders/abandoned-uploads';
import { defineFreshnessWatchJob } from '../../services/notary-space/freshness-watch';
import { defineReviewRequestJob } from '../../services/orders/review-request';
import { defineMonthlyBillingJob } from '../../services/payments/monthly-billing';
import { defineWebhookDeliveryJob } from '../../services/webhooks/deliver';
import { WEBHOOK_LANE, WEBHOOK_LANE_OPTIONS } from '../../services/webhooks/lane';

/**
 * Every business job of the queue, defined in one place (docs/structure.md): a newcomer
 * reads here what runs in the background, and no route plugin has to be registered for a
 * job to run. The mail retries belong to the mail queue, which defines its own. Webhook
 * deliveries run in a lane of their own (ADR 066): the main lane's jobs never wait for them.
 */
export default fp(
  async (app) => {
    defineReviewRequestJob(app);
    defineAbandonedUploadsJob(app);
    defineMonthlyBillingJob(app);
    defineFreshnessWatchJob(app);
    app.scheduler.defineLane(WEBHOOK_LANE, WEBHOOK_LANE_OPTIONS);
    defineWebhookDeliveryJob(app);
  },
  {
    name: 'jobs',
    dependencies: ['scheduler', 'mailer', 'mail-queue', 'payments', 'invoices', 'documents'],
  },
);
