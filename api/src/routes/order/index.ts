import type { FastifyPluginAsync } from 'fastify';
import actions from './actions';
import associate from './associate';
import attach from './attach';
import read from './read';
import readings from './readings';
import reopen from './reopen';
import store from './store';
import upload from './upload';
import uploadEdit from './upload-edit';

/** Orders, docs/product.md §7.2 (documents and archive are in routes/documents). */
const order: FastifyPluginAsync = async (app) => {
  await app.register(store);
  await app.register(read);
  await app.register(readings);
  await app.register(actions);
  await app.register(associate);
  await app.register(reopen);
  await app.register(attach);
  await app.register(upload);
  await app.register(uploadEdit);
};

export default order;
