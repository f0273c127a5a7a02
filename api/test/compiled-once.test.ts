import Fastify from 'fastify';
import {
  compiledOncePerSchema,
  serializersCompiledOnce,
  validatorsCompiledOnce,
} from '../src/lib/compiled-once';

describe('un validateur et un sérialiseur par schéma distinct', () => {
  it('compile une fois un contenu répété, et à part un contenu différent', () => {
    const compile = jest.fn((schema: unknown) => ({ compiledFrom: schema }));
    const once = compiledOncePerSchema(compile, (schema) => schema);
    const first = once({ type: 'string', maxLength: 3 });
    expect(once({ type: 'string', maxLength: 3 })).toBe(first);
    expect(once({ type: 'string', maxLength: 4 })).not.toBe(first);
    expect(compile).toHaveBeenCalledTimes(2);
  });

  it('chaque route garde sa validation, ses en-têtes et sa réponse', async () => {
    const app = Fastify({
      ajv: { plugins: [validatorsCompiledOnce] },
      schemaController: { compilersFactory: { buildSerializer: serializersCompiledOnce() } },
    });
    const body = { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } };
    const headers = {
      type: 'object',
      required: ['X-Clef'],
      properties: { 'X-Clef': { type: 'string' } },
    };
    const response = { 200: { type: 'object', properties: { n: { type: 'integer' } } } };
    for (const url of ['/a', '/b'])
      app.post(url, { schema: { body, headers, response } }, async (request) => ({
        n: (request.body as { n: number }).n,
        secret: 'jamais écrit',
      }));
    app.post(
      '/c',
      { schema: { body: { ...body, properties: { n: { type: 'string' } } } } },
      async () => 'ok',
    );

    const post = (url: string, payload: unknown, clef = 'k') =>
      app.inject({ method: 'POST', url, payload: payload as object, headers: { 'x-clef': clef } });
    for (const url of ['/a', '/b']) {
      expect((await post(url, { n: 2 })).json()).toEqual({ n: 2 });
      expect((await post(url, { n: 'deux' })).statusCode).toBe(400);
      expect((await app.inject({ method: 'POST', url, payload: { n: 2 } })).statusCode).toBe(400);
    }
    expect((await post('/c', { n: 'deux' })).statusCode).toBe(200);
    await app.close();
  });
});
