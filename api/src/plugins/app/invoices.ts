import fp from 'fastify-plugin';
import { createInvoices, type Invoices } from '../../services/invoicing/invoices';
import { publishInvoiceIssued } from '../../services/webhooks/invoice-events';

declare module 'fastify' {
  interface FastifyInstance {
    invoices: Invoices;
  }
}

/**
 * `app.invoices` (services/invoicing/invoices.ts), and a repair of pending ones at start. An
 * issued invoice is published to the organisation's webhooks (ADR 048).
 */
export default fp(
  async (app) => {
    const invoices = createInvoices(app.mongoose.connection, {
      onIssued: (invoice) => publishInvoiceIssued(app, invoice),
    });
    app.decorate('invoices', invoices);
    app.addHook('onReady', async () => {
      await invoices
        .repairPending()
        .catch((error) =>
          app.log.error({ err: error }, 'Réparation des factures en attente impossible'),
        );
    });
  },
  { name: 'invoices', dependencies: ['mongoose', 'config', 'scheduler'] },
);
