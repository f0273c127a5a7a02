/** An error with an HTTP status and a French message meant for the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly payload: unknown = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, payload?: unknown) =>
  new HttpError(400, message, payload);
export const unauthorized = (message = 'Authentification requise') => new HttpError(401, message);
export const forbidden = (message = 'Accès refusé') => new HttpError(403, message);
export const notFound = (message = 'Ressource introuvable') => new HttpError(404, message);
export const conflict = (message: string, payload?: unknown) =>
  new HttpError(409, message, payload);
export const tooManyRequests = (message = 'Trop de tentatives, réessayez dans quelques minutes') =>
  new HttpError(429, message);
