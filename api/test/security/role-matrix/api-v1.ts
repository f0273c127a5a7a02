import type { RoleWorld } from '../../helpers/roles';
import { EVERYONE, NOBODY, type RouteAccess } from './matrix';
import { organisationOrder } from './fixtures/orders';

/**
 * The professionals' API takes an organisation's API key and nothing else
 * (docs/decisions/047-professionals-api-v1.md): every role's session is refused with 401,
 * even an admin's, and the owner's order never comes back. What a key may do (plans, scopes,
 * test mode, limits) is tested in api/test/api-v1/.
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
  // the contract is public: integrators read it before they have a key
  { operation: 'GET /api/v1/openapi.json', allowed: EVERYONE, status: 200 },
  keyOnly('GET /api/v1/orders'),
  keyOnly('POST /api/v1/orders'),
  keyOnly('GET /api/v1/orders/{orderid}', (id) => `/api/v1/orders/${id}`),
  keyOnly('GET /api/v1/orders/{orderid}/figures', (id) => `/api/v1/orders/${id}/figures`),
  keyOnly('GET /api/v1/orders/{orderid}/document', (id) => `/api/v1/orders/${id}/document`),
  keyOnly('GET /api/v1/orders/{orderid}/versions', (id) => `/api/v1/orders/${id}/versions`),
  keyOnly('GET /api/v1/orders/{orderid}/archive', (id) => `/api/v1/orders/${id}/archive`),
  keyOnly('POST /api/v1/orders/{orderid}/confirm', (id) => `/api/v1/orders/${id}/confirm`),
  keyOnly('POST /api/v1/orders/{orderid}/documents', (id) => `/api/v1/orders/${id}/documents`),
  keyOnly('GET /api/v1/orders/{orderid}/documents', (id) => `/api/v1/orders/${id}/documents`),
  keyOnly(
    'GET /api/v1/orders/{orderid}/documents/{documentId}',
    (id) => `/api/v1/orders/${id}/documents/0123456789abcdef01234567`,
  ),
  keyOnly(
    'POST /api/v1/orders/{orderid}/update-request',
    (id) => `/api/v1/orders/${id}/update-request`,
  ),
  keyOnly('POST /api/v1/orders/{orderid}/test-events', (id) => `/api/v1/orders/${id}/test-events`),
  keyOnly('GET /api/v1/invoices'),
  // no invoice needs to exist: every session is refused before the number is read
  keyOnly('GET /api/v1/invoices/{number}', () => '/api/v1/invoices/F-2026-00001'),
];
