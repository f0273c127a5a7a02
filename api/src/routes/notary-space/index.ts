import type { FastifyPluginAsync } from 'fastify';
import space from './space';
import sharing from './sharing';
import { named } from '../../lib/named-plugin';

/** The notary's secure space and the seller's sharing and free update (issue 13). */
const notarySpace: FastifyPluginAsync = async (app) => {
  await app.register(named(space));
  await app.register(named(sharing));
};

export default notarySpace;
