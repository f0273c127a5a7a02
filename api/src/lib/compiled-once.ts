import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/** A compiled validator or serializer: a validator also tells why it refused. */
type Compiled = ((...args: never[]) => unknown) & { errors?: unknown };

/**
 * Fastify compiles a validator per route and part, and a serializer per route and status,
 * even when the schemas are the same: 213 validators for 90 distinct schemas, 823
 * serializers for 62 (the error envelope alone 646 times). Compiling was a third of the
 * API's start and of every test file's. A compiled function depends on its schema's
 * content only (the external schemas and options are the factory's, fixed per cache), and
 * is called synchronously, its `errors` read at once: one function per distinct schema
 * serves every route that declares it. It is compiled at its first call (ADR 098): an
 * instance compiles what it serves, not the 150 schemas of routes it may never see.
 */
export function compiledOncePerSchema<Input, Output extends Compiled>(
  compile: (input: Input) => Output,
  schemaOf: (input: Input) => unknown,
): (input: Input) => Output {
  const compiled = new Map<string, Output>();
  return (input) => {
    // TypeBox's symbols are not in the key: they do not reach the compiled code either
    const key = JSON.stringify(schemaOf(input));
    let found = compiled.get(key);
    if (found === undefined) {
      found = compiledAtFirstCall(() => compile(input));
      compiled.set(key, found);
    }
    return found;
  };
}

/** `compile()`'s function, compiled when first called; a validator's `errors` follow it. */
function compiledAtFirstCall<Output extends Compiled>(compile: () => Output): Output {
  let compiled: Output | undefined;
  const call = ((...args: Parameters<Output>) => {
    compiled ??= compile();
    const result = compiled(...args);
    if ('errors' in compiled) call.errors = compiled.errors;
    return result;
  }) as Output;
  return call;
}

/** What Fastify's `ajv.plugins` option takes. */
export type AjvPlugin = NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number];
interface AjvLike {
  compile(schema: unknown): Compiled;
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
