import { fetchPaymentLink, payWithLink, type PaymentLinkSummary } from '@ped/client';

export type { PaymentLinkSummary };
export const loadLink = (orderid: string, cle: string) => fetchPaymentLink(orderid, cle);
export const openLinkCheckout = (orderid: string, cle: string) => payWithLink(orderid, cle);
