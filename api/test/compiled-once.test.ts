import Fastify from 'fastify';
import {
  compiledOncePerSchema,
  serializersCompiledOnce,
  validatorsCompiledOnce,
} from '../src/lib/compiled-once';

describe('un validateur et un sérialiseur par schéma distinct, compilés à leur premier appel', () => {
  it('compile une fois un contenu répété, et à part un contenu différent, au premier appel', () => {
    const compile = jest.fn((schema: { maxLength: number }) =>
      Object.assign((value: string) => value.length <= schema.maxLength, { errors: null }),
    );
    const once = compiledOncePerSchema(compile, (schema) => schema);
    const first = once({ maxLength: 3 });
    expect(once({ maxLength: 3 })).toBe(first);
    const other = once({ maxLength: 4 });
    expect(other).not.toBe(first);
    expect(compile).not.toHaveBeenCalled();
    expect([first('abcd'), first('abc'), other('abcd')]).toEqual([false, true, true]);
    expect(compile).toHaveBeenCalledTimes(2);
  });

  it('rend les erreurs du validateur compilé après chaque appel', () => {
    const validate = Object.assign(
      (value: unknown) => {
        validate.errors = typeof value === 'number' ? null : [{ message: 'must be number' }];
        return validate.errors === null;
      },
      { errors: null as null | Array<{ message: string }> },
    );
    const lazy = compiledOncePerSchema(
      () => validate,
      (schema) => schema,
    )({ type: 'number' });
    expect(lazy('un')).toBe(false);
    expect(lazy.errors).toEqual([{ message: 'must be number' }]);
    expect(lazy(1)).toBe(true);
    expect(lazy.errors).toBeNull();
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
