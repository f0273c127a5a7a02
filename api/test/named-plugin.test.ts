import Fastify, { type FastifyInstance } from 'fastify';
import { named } from '../src/lib/named-plugin';

describe('named', () => {
  it('gives Fastify the plugin’s name, read first where Fastify would search the loaded modules', async () => {
    const seen: string[] = [];
    const orders = async (app: FastifyInstance) => void seen.push(app.pluginName);
    const app = Fastify();
    await app.register(named(orders));
    await app.register(
      named(async (scope: FastifyInstance) => void seen.push(scope.pluginName), 'apiV1Endpoints'),
    );
    await app.ready();
    expect(seen).toEqual(['orders', 'apiV1Endpoints']);
    await app.close();
  });
});
