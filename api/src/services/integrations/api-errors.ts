import type { ApiErrorCode } from '@ped/domain';
import { HttpError } from '../../lib/http-errors';

/**
 * The machine codes of /api/v1 errors (API_ERROR_CODES of @ped/domain, which the
 * integrators' documentation lists), sent in `payload.code` next to the French message.
 */
export const apiError = (
  status: number,
  code: ApiErrorCode,
  message: string,
  /** what else a program needs to act on the error (the order that holds a number…) */
  details: Record<string, unknown> = {},
) => new HttpError(status, message, { code, ...details });

/**
 * The code of an error raised by shared code that knows nothing of /api/v1 (the key
 * plugin, the validator, the order store): its status says enough.
 */
export function defaultErrorCode(status: number): ApiErrorCode {
  if (status === 400) return 'validation_failed';
  if (status === 401) return 'api_key_invalid';
  if (status === 403) return 'api_not_in_plan';
  if (status === 402) return 'card_declined';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'file_too_large';
  if (status === 415) return 'unsupported_file';
  if (status === 429) return 'rate_limited';
  if (status === 503) return 'service_unavailable';
  return 'internal_error';
}
