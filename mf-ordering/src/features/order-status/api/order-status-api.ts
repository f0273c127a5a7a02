import { downloadOrderDocument, fetchOrder } from '@ped/client';

export type OrderDetail = Awaited<ReturnType<typeof fetchOrder>>;

export const loadOrderDetail = (orderid: string, account: string | null) =>
  fetchOrder(orderid, account ?? undefined);

/** The finished pré-état daté as a file the browser saves. */
export async function saveFinalDocument(orderid: string, account: string | null): Promise<void> {
  const blob = await downloadOrderDocument(orderid, account ?? undefined);
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: `pre-etat-date-${orderid}.pdf`,
  });
  link.click();
  URL.revokeObjectURL(url);
}
