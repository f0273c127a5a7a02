import {
  checkoutOrder,
  createPaymentLink,
  deleteOrderUpload,
  fetchOrder,
  fetchSettings,
  fetchUploadReadings,
  storeOrder,
  updateOrderUpload,
  uploadOrderDocument,
  type FigureGuess,
  type OrderUploadChanges,
  type StoredOrderForm,
} from '@ped/client';
import type { BillingMode, OrderForm } from '@ped/domain';

export type OrderView = Awaited<ReturnType<typeof fetchOrder>>;
export type UploadResult = Awaited<ReturnType<typeof uploadOrderDocument>>;
export type OrderUploadView = UploadResult['upload'];
export type { FigureGuess, OrderUploadChanges };

/**
 * The form as the API stores it: the syndic password only when typed (absent keeps the
 * one already stored, encrypted).
 */
function forStorage(form: OrderForm): StoredOrderForm {
  const { password, ...syndic } = form.syndic;
  return { ...form, syndic: password ? { ...syndic, password } : syndic };
}

export function saveDraft(
  orderid: string | null,
  account: string,
  form: OrderForm,
  confirm?: { billing_mode: BillingMode | null },
) {
  return storeOrder({
    orderid,
    account,
    stored: forStorage(form),
    confirmed: confirm ? true : null,
    billing_mode: confirm?.billing_mode ?? null,
  });
}

export const loadOrder = (orderid: string, account: string | null) =>
  fetchOrder(orderid, account ?? undefined);

export const uploadDocument = (orderid: string, account: string, file: File) =>
  uploadOrderDocument(orderid, file, account);

/** The draft's uploads as their readings left them, with the figures each proposes. */
export const loadReadings = (orderid: string, account: string) =>
  fetchUploadReadings(orderid, account);

export const changeUpload = (
  orderid: string,
  account: string,
  uploadId: string,
  changes: OrderUploadChanges,
) => updateOrderUpload(orderid, uploadId, changes, account);

export const removeUpload = (orderid: string, account: string, uploadId: string) =>
  deleteOrderUpload(orderid, uploadId, account);

export const startCheckout = (orderid: string, account: string, options: OrderForm['options']) =>
  checkoutOrder({ orderid, account, options });

export const generatePaymentLink = (orderid: string) => createPaymentLink(orderid);

/** The organisation's default billing address of Paramètres (members may read it). */
export async function loadDefaultBillingAddress() {
  return (await fetchSettings()).billing_address;
}
