import { lazyNamed } from '@ped/host';

/*
 * The remote's pages other than the order form, each in a chunk of its own: a visitor
 * arriving on the order form (pre-rendered, docs/decisions/051) loads and runs its code alone.
 */
export const OrderStatusPage = lazyNamed(
  () => import('../features/order-status/components/OrderStatusPage'),
  'OrderStatusPage',
);
export const OrderSharing = lazyNamed(
  () => import('../features/order-sharing/components/OrderSharing'),
  'OrderSharing',
);
export const PaymentLinkPage = lazyNamed(
  () => import('../features/payment-link/components/PaymentLinkPage'),
  'PaymentLinkPage',
);
export const NotarySpacePage = lazyNamed(
  () => import('../features/notary-space/components/NotarySpacePage'),
  'NotarySpacePage',
);
export const VerificationPage = lazyNamed(
  () => import('../features/document-verification/components/VerificationPage'),
  'VerificationPage',
);
