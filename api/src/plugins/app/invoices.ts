import fp from 'fastify-plugin';
import { createInvoices, type Invoices } from '../../services/invoicing/invoices';

declare module 'fastify' {
  interface FastifyInstance {
    invoices: Invoices;
  }
}

/** `app.invoices` (services/invoicing/invoices.ts), and a repair of pending ones at start. */
export default fp(
  async (app) => {
    const invoices = createInvoices(app.mongoose.connection);
    app.decorate('invoices', invoices);
    app.addHook('onReady', async () => {
      await invoices
        .repairPending()
        .catch((error) =>
          app.log.error({ err: error }, 'Réparation des factures en attente impossible'),
        );
    });
  },
  { name: 'invoices', dependencies: ['mongoose', 'config'] },
);
