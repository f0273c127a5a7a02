import { HttpError } from '../../lib/http-errors';

/**
 * The machine codes of /api/v1 errors, sent in `payload.code` next to the French message:
 * integrators branch on the code, people read the message. A code never changes meaning.
 */
export type ApiErrorCode =
  | 'api_key_required'
  | 'api_key_invalid'
  | 'api_not_in_plan'
  | 'validation_failed'
  | 'order_not_found'
  | 'external_id_taken'
  | 'idempotency_key_reused'
  | 'request_in_progress'
  | 'not_delivered'
  | 'figures_not_recorded'
  | 'document_not_found'
  | 'conflict'
  | 'not_found'
  | 'rate_limited'
  | 'service_unavailable'
  | 'internal_error';

export const apiError = (status: number, code: ApiErrorCode, message: string) =>
  new HttpError(status, message, { code });

/**
 * The code of an error raised by shared code that knows nothing of /api/v1 (the key
 * plugin, the validator, the order store): its status says enough.
 */
export function defaultErrorCode(status: number): ApiErrorCode {
  if (status === 400) return 'validation_failed';
  if (status === 401) return 'api_key_invalid';
  if (status === 403) return 'api_not_in_plan';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate_limited';
  if (status === 503) return 'service_unavailable';
  return 'internal_error';
}
