/** Every API response: `{ success, message, payload }` (docs/product.md §3.1). */
export interface Envelope<T> {
  success: boolean;
  message: string;
  payload: T;
}

export const NO_RESPONSE_MESSAGE = 'Something wrong when trying to communicate with API';

/** A failed call: the server's message when it gave one, else the transport's. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly payload?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
