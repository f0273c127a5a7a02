import type { FastifyPluginAsync } from 'fastify';
import actions from './actions';
import associate from './associate';
import attach from './attach';
import read from './read';
import store from './store';
import upload from './upload';
import uploadEdit from './upload-edit';
import { defineReviewRequestJob } from '../../services/orders/review-request';
import { defineAbandonedUploadsJob } from '../../services/orders/abandoned-uploads';

/** SPEC §7 "Orders" (documents and archive are in routes/documents). */
const order: FastifyPluginAsync = async (app) => {
  defineReviewRequestJob(app);
  defineAbandonedUploadsJob(app);
  await app.register(store);
  await app.register(read);
  await app.register(actions);
  await app.register(associate);
  await app.register(attach);
  await app.register(upload);
  await app.register(uploadEdit);
};

export default order;
