import type { FastifyPluginAsync } from 'fastify';
import space from './space';
import sharing from './sharing';

/** The notary's secure space and the seller's sharing and free update (issue 13). */
const notarySpace: FastifyPluginAsync = async (app) => {
  await app.register(space);
  await app.register(sharing);
};

export default notarySpace;
