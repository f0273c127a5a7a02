import type { PublishedRoute, RouteParamRule } from '@ped/contracts';
import { ORDER_FLOW_PATH, ORDERING_PATHS } from '@ped/contracts/paths';

const ORDER_ID: RouteParamRule = { kind: 'order-id' };

/**
 * The paths this remote renders, published with its deployment for the shell's server
 * (docs/decisions/087). The order form's addresses are indexable, canonical to the form (an
 * offer's form to itself); an order, a payment link, a notary's space and a document's check
 * are someone's own: noindex.
 */
export const PUBLISHED_ROUTES: readonly PublishedRoute[] = [
  ...ORDERING_PATHS.flow.map((path) => ({ path, indexing: { canonical: ORDER_FLOW_PATH } })),
  ...ORDERING_PATHS.flowForSolution.map((path) => ({
    path,
    params: { solutionName: { kind: 'solution' } as const },
    indexing: { canonical: 'self' },
  })),
  { path: ORDERING_PATHS.confirmation },
  { path: ORDERING_PATHS.order, params: { id: ORDER_ID } },
  ...ORDERING_PATHS.orderOrLink.map((path) => ({ path, params: { orderID: ORDER_ID } })),
  { path: ORDERING_PATHS.notarySpace },
  { path: ORDERING_PATHS.verification },
];
