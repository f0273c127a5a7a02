import { Type } from '@sinclair/typebox';
import { ORDER_ID_SHAPE } from '@ped/domain';

/**
 * An order number as callers type it: six letters or digits, in either case (the finder
 * upper-cases it). The shape is the domain's, so orders made before the alphabet left out
 * 0/O and 1/I keep answering.
 */
export const OrderId = Type.String({
  pattern: ORDER_ID_SHAPE.source,
  errorMessage: 'Numéro de commande invalide',
});

/** `:orderid` in a route's path. */
export const OrderIdParams = Type.Object({ orderid: OrderId }, { additionalProperties: false });
