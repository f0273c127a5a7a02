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

/** Document production: the pré-état daté, its blank template, the archive, staff figures and building record. */
const documents: FastifyPluginAsync = async (app) => {
  await app.register(blank);
  await app.register(orderDocument);
  await app.register(archive);
  await app.register(figures);
  await app.register(checkReasons);
  await app.register(buildingRecord);
  await app.register(saleDetails);
  await app.register(verification);
  await app.register(versions);
};

export default documents;
