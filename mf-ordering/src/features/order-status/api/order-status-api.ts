import {
  attachOrder,
  downloadOrderDocument,
  downloadOrderInvoice,
  fetchOrder,
  fetchOrderVersions,
  fetchUploadReadings,
  uploadOrderDocument,
  type DeliveredVersion,
} from '@ped/client';
import { saveBlob } from '@ped/ui';

export type { DeliveredVersion };

export type OrderDetail = Awaited<ReturnType<typeof fetchOrder>>;

export const loadOrderDetail = (orderid: string, account: string | null) =>
  fetchOrder(orderid, account ?? undefined);

/** The finished pré-état daté (the latest, or a delivered `version`) as a file the browser saves. */
export async function saveFinalDocument(
  orderid: string,
  account: string | null,
  version?: number,
): Promise<void> {
  const name = `pre-etat-date-${orderid}${version ? `-v${version}` : ''}.pdf`;
  saveBlob(await downloadOrderDocument(orderid, account ?? undefined, version), name);
}

/** The delivered versions of the order's pré-état daté, with what changed between them. */
export const loadOrderVersions = (orderid: string, account: string | null) =>
  fetchOrderVersions(orderid, account ?? undefined);

/** The invoice of a paid order as a file the browser saves. */
export async function saveInvoice(orderid: string, account: string | null): Promise<void> {
  saveBlob(await downloadOrderInvoice(orderid, account ?? undefined), `facture-${orderid}.pdf`);
}

/** A document the customer adds from the order page, while staff still wait for documents. */
export const addOrderDocument = (orderid: string, account: string | null, file: File) =>
  uploadOrderDocument(orderid, file, account ?? undefined);

/** Where the readings of the order's documents stand (ADR 064). */
export const loadReadings = (orderid: string, account: string | null) =>
  fetchUploadReadings(orderid, account ?? undefined);

/** The holder of the order's e-mail confirms it joins their account (the link's token). */
export const confirmOrderAttach = (token: string) => attachOrder(token);
