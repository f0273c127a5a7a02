import type { FastifyReply } from 'fastify';

export type StripeErrorType =
  | 'invalid_request_error'
  | 'card_error'
  | 'api_error'
  | 'authentication_error'
  | 'idempotency_error';

/** Answers like Stripe does, so the SDK raises the matching StripeError subclass. */
export function sendStripeError(
  reply: FastifyReply,
  status: number,
  message: string,
  {
    type = 'invalid_request_error',
    param,
    code,
  }: { type?: StripeErrorType; param?: string; code?: string } = {},
) {
  return reply
    .status(status)
    .send({ error: { type, message, ...(param ? { param } : {}), ...(code ? { code } : {}) } });
}

export const missingParam = (reply: FastifyReply, param: string) =>
  sendStripeError(reply, 400, `Missing required param: ${param}.`, {
    param,
    code: 'parameter_missing',
  });

export const invalidParam = (reply: FastifyReply, param: string, message: string) =>
  sendStripeError(reply, 400, message, { param, code: 'parameter_invalid' });

export const noSuchResource = (reply: FastifyReply, kind: string, id: string) =>
  sendStripeError(reply, 404, `No such ${kind}: '${id}'`, {
    param: 'id',
    code: 'resource_missing',
  });
