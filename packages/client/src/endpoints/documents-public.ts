import { api } from '../api-client';
import { buildUrl } from '../http';

/**
 * The blank pré-état daté form the API renders (GET /documents/pre-etat-date-vierge.pdf):
 * a plain link, downloadable without an account, so pages only need its address.
 */
export function blankTemplateUrl(): string {
  return buildUrl(api().baseUrl, '/documents/pre-etat-date-vierge.pdf');
}

/**
 * A delivered version of an order's pré-état daté (GET /order/{id}/document?version=n): a
 * link for the signed-in customer, the organisation or staff (admins add `account`).
 */
export function documentVersionUrl(orderid: string, version: number, account?: string): string {
  return buildUrl(api().baseUrl, `/order/${encodeURIComponent(orderid)}/document`, {
    version: String(version),
    ...(account ? { account } : {}),
  });
}

/** What GET /verification/{code} confirms of a delivered document: never an amount. */
export interface DocumentVerification {
  orderid: string;
  number: string;
  version: number;
  latest_version: number;
  delivered: string;
  sha256: string;
  mode: 'verified' | 'seller-declaration';
}

/** GET /verification/{code} (public): whether a printed verification code is one of ours. */
export async function verifyDocument(code: string): Promise<DocumentVerification> {
  return (
    await api().request<DocumentVerification>('GET', `/verification/${encodeURIComponent(code)}`)
  ).payload;
}
