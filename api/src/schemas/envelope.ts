import { Type, type TSchema } from '@sinclair/typebox';

/** Every response: `{ success, message, payload }` (docs/product.md §3.1). */
export const Envelope = <T extends TSchema>(payload: T) =>
  Type.Object({ success: Type.Boolean(), message: Type.String(), payload });

export const ErrorEnvelope = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  payload: Type.Any(),
});

/** The standard error responses a route documents besides its success. */
export const errorResponses = (...codes: Array<400 | 401 | 403 | 404 | 409 | 413 | 415 | 429>) =>
  Object.fromEntries(codes.map((code) => [code, ErrorEnvelope]));

export function ok<T>(payload: T, message = 'OK') {
  return { success: true as const, message, payload };
}
