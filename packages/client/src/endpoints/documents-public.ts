import { api, buildUrl, type HttpClient } from '@ped/client-runtime';

/**
 * The blank pré-état daté form the API renders (GET /documents/pre-etat-date-vierge.pdf):
 * a plain link, downloadable without an account, so pages only need its address.
 */
export function blankTemplateUrl(): string {
  return buildUrl(api().baseUrl, '/documents/pre-etat-date-vierge.pdf');
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

/**
 * GET /verification/{code} (public): whether a printed verification code is one of ours.
 * `client`: the shell's server draws the page with a client of its own (ADR 081).
 */
export async function verifyDocument(
  code: string,
  client: HttpClient = api(),
): Promise<DocumentVerification> {
  return (
    await client.request<DocumentVerification>('GET', `/verification/${encodeURIComponent(code)}`)
  ).payload;
}
