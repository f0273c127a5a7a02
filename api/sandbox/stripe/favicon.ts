import type { SandboxEndpoints } from './context';

/**
 * GET /favicon.ico: browsers ask every origin for one while a hosted page is open; an empty
 * answer keeps their console free of a 404 the customer cannot do anything about.
 */
const favicon: SandboxEndpoints = (app) => {
  app.get('/favicon.ico', async (_request, reply) =>
    reply.status(204).header('cache-control', 'public, max-age=86400').send(),
  );
};

export default favicon;
