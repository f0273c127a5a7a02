import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/**
 * OpenAPI generated from the route schemas (the adversarial tests read it through
 * app.swagger()). Browsable at /docs outside production, or when API_DOCS=true: in
 * production the map of every route is not handed to whoever asks.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'API pré-état daté',
          version: '1.0.0',
          description: 'Commandes, comptes professionnels, paiements et administration.',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
    });
    const served = app.config.API_DOCS ?? app.config.NODE_ENV !== 'production';
    if (served) await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'swagger', dependencies: ['config'] },
);
