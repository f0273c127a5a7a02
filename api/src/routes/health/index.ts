import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ok } from '../../schemas/envelope';

const STATES = ['disconnected', 'connected', 'connecting', 'disconnecting'] as const;

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Union(STATES.map((s) => Type.Literal(s))),
  uptime: Type.Number(),
});

/** Load balancers and the README's smoke test read this. */
const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['système'], response: { 200: Envelope(Health), 503: Envelope(Health) } } },
    async (_request, reply) => {
      const database = STATES[app.mongoose.connection.readyState as number] ?? 'disconnected';
      const status = database === 'connected' ? 'ok' : 'degraded';
      return reply
        .status(status === 'ok' ? 200 : 503)
        .send(
          ok(
            { status, database, uptime: Math.round(process.uptime()) },
            status === 'ok' ? 'Service opérationnel' : 'Base de données indisponible',
          ),
        );
    },
  );
};

export default health;
