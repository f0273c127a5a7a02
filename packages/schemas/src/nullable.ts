import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * `T | null` for request schemas, as `type: [t, 'null']`. Not `Type.Union([T, Type.Null()])`:
 * with type coercion on, ajv rewrites the value on the first anyOf branch it tries
 * (null -> '' or 0, false or 0 -> null), so `confirmed: false` would become null and a
 * missing amount 0. A value of one of the listed types is never coerced.
 */
export function nullable<T extends TSchema & { type: string }>(
  schema: T,
  options: { errorMessage?: string } = {},
) {
  const { enum: values, ...rest } = schema as T & { enum?: unknown[] };
  return Type.Unsafe<Static<T> | null>({
    ...rest,
    ...options,
    type: [schema.type, 'null'],
    ...(values ? { enum: [...values, null] } : {}),
  });
}
