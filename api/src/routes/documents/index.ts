import type { FastifyPluginAsync } from 'fastify';
import archive from './archive';
import blank from './blank';
import buildingRecord from './building-record';
import checkReasons from './check-reasons';
import figures from './figures';
import orderDocument from './order-document';
import saleDetails from './sale-details';
import verification from './verification';
import versions from './versions';
import { named } from '../../lib/named-plugin';

/** Document production: the pré-état daté, its blank template, the archive, staff figures and building record. */
const documents: FastifyPluginAsync = async (app) => {
  await app.register(named(blank));
  await app.register(named(orderDocument));
  await app.register(named(archive));
  await app.register(named(figures));
  await app.register(named(checkReasons));
  await app.register(named(buildingRecord));
  await app.register(named(saleDetails));
  await app.register(named(verification));
  await app.register(named(versions));
};

export default documents;
