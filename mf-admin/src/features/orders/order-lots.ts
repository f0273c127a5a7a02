import type { Order } from '@ped/client';
import type { OrderForm } from '@ped/domain';

/** The lot numbers of the sale, as the figures and the works lines name them. */
export const orderLotNumbers = (order: Order): string[] =>
  (((order.stored ?? {}) as Partial<OrderForm>).lots ?? [])
    .map((lot) => lot.number?.trim())
    .filter((n): n is string => Boolean(n));
