import type { FastifyPluginAsync } from 'fastify';
import accounts from './accounts';
import documents from './documents';
import orders from './orders';
import registers from './registers';
import syndics from './syndics';
import upload from './upload';
import { named } from '../../lib/named-plugin';

/** docs/product.md §7.7: everything staff manage in the admin panel (admins only). */
const resources: FastifyPluginAsync = async (app) => {
  await app.register(named(orders));
  await app.register(named(syndics));
  await app.register(named(registers));
  await app.register(named(documents));
  await app.register(named(upload));
  await app.register(named(accounts));
};

export default resources;
