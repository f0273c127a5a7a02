import type { FastifyPluginAsync } from 'fastify';
import accounts from './accounts';
import documents from './documents';
import orders from './orders';
import registers from './registers';
import syndics from './syndics';
import upload from './upload';

/** docs/product.md §7.7: everything staff manage in the admin panel (admins only). */
const resources: FastifyPluginAsync = async (app) => {
  await app.register(orders);
  await app.register(syndics);
  await app.register(registers);
  await app.register(documents);
  await app.register(upload);
  await app.register(accounts);
};

export default resources;
