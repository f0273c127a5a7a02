import type { RoleWorld } from '../../helpers/roles';
import { NOBODY, type RouteAccess } from './matrix';
import { organisationOrder } from './fixtures/orders';

/**
 * The professionals' API takes an organisation's API key and nothing else
 * (docs/decisions/047-professionals-api-v1.md): every role's session is refused with 401,
 * even an admin's, and the owner's order never comes back. What a key may do is tested in
 * api/test/api-v1/.
 */
const keyOnly = (
  operation: RouteAccess['operation'],
  address?: (orderid: string) => string,
): RouteAccess => ({
  operation,
  allowed: NOBODY,
  refusedWith: 401,
  prepare: async (world: RoleWorld) => {
    if (!address) return { headers: { 'idempotency-key': 'matrice-roles' }, body: {} };
    const { orderid } = await organisationOrder(world);
    return { url: address(orderid), owned: [orderid] };
  },
});

export const API_V1_ROUTES: RouteAccess[] = [
  keyOnly('GET /api/v1/openapi.json'),
  keyOnly('GET /api/v1/orders'),
  keyOnly('POST /api/v1/orders'),
  keyOnly('GET /api/v1/orders/{orderid}', (id) => `/api/v1/orders/${id}`),
  keyOnly('GET /api/v1/orders/{orderid}/figures', (id) => `/api/v1/orders/${id}/figures`),
  keyOnly('GET /api/v1/orders/{orderid}/document', (id) => `/api/v1/orders/${id}/document`),
];
