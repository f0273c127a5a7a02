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
import { named } from '../../lib/named-plugin';

/** Orders, docs/product.md §7.2 (documents and archive are in routes/documents). */
const order: FastifyPluginAsync = async (app) => {
  await app.register(named(store));
  await app.register(named(read));
  await app.register(named(readings));
  await app.register(named(actions));
  await app.register(named(associate));
  await app.register(named(reopen));
  await app.register(named(attach));
  await app.register(named(upload));
  await app.register(named(uploadEdit));
};

export default order;
