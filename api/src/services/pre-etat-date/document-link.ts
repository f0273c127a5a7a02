import { readSignedToken, signToken } from '../../lib/signed-token';

const PURPOSE = 'order-document-link/v1';
const DAY_MS = 24 * 3600 * 1000;

export type DocumentLinkCheck =
  | { status: 'valid'; orderid: string }
  | { status: 'expired'; orderid: string }
  | { status: 'invalid' };

/**
 * The key of the link that downloads an order's pré-état daté without signing in (the
 * 'Terminer' e-mail): bound to the order id, valid `days` days.
 */
export function signDocumentLink(
  orderid: string,
  secret: string,
  days: number,
  now: Date = new Date(),
): string {
  return signToken(
    PURPOSE,
    { o: orderid, e: Math.floor((now.getTime() + days * DAY_MS) / 1000) },
    secret,
  );
}

export function checkDocumentLink(
  token: string,
  secret: string,
  now: Date = new Date(),
): DocumentLinkCheck {
  const payload = readSignedToken(PURPOSE, token, secret);
  if (!payload || typeof payload.o !== 'string' || typeof payload.e !== 'number')
    return { status: 'invalid' };
  return payload.e * 1000 <= now.getTime()
    ? { status: 'expired', orderid: payload.o }
    : { status: 'valid', orderid: payload.o };
}
