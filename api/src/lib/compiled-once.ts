import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify compiles a validator per route and part, and a serializer per route and status,
 * even when the schemas are the same: 213 validators for 90 distinct schemas, 823
 * serializers for 62 (the error envelope alone 646 times). Compiling was a third of the
 * API's start and of every test file's. A compiled function depends on its schema's
 * content only (the external schemas and options are the factory's, fixed per cache), and
 * is called synchronously, its `errors` read at once: one function per distinct schema
 * serves every route that declares it.
 */
export function compiledOncePerSchema<Input, Compiled>(
  compile: (input: Input) => Compiled,
  schemaOf: (input: Input) => unknown,
): (input: Input) => Compiled {
  const compiled = new Map<string, Compiled>();
  return (input) => {
    // TypeBox's symbols are not in the key: they do not reach the compiled code either
    const key = JSON.stringify(schemaOf(input));
    let found = compiled.get(key);
    if (found === undefined) {
      found = compile(input);
      compiled.set(key, found);
    }
    return found;
  };
}

/** What Fastify's `ajv.plugins` option takes. */
export type AjvPlugin = NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number];
interface AjvLike {
  compile(schema: unknown): unknown;
}

/**
 * As an ajv plugin, so that Fastify still counts its validator compiler as its own (a
 * custom one would stop it lower-casing the names of header schemas).
 */
export const validatorsCompiledOnce = ((ajv: AjvLike) => {
  ajv.compile = compiledOncePerSchema(ajv.compile.bind(ajv), (schema) => schema);
  return ajv;
}) as unknown as AjvPlugin;

type SerializerFactory = ReturnType<typeof SerializerSelector>;

/** Fastify's own serializer factory, its compiler sharing one serializer per schema. */
export function serializersCompiledOnce(): SerializerFactory {
  const selector = SerializerSelector();
  return (externalSchemas, options) =>
    compiledOncePerSchema(selector(externalSchemas, options), (route) => route.schema);
}
