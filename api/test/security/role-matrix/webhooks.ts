import { webhookEndpointModel } from '../../../src/models/webhook-endpoint';
import { newWebhookSecret, sealSecret } from '../../../src/services/webhooks/secrets';
import type { Role, RoleWorld } from '../../helpers/roles';
import { OWNERS, type RouteAccess } from './matrix';

/** Nothing listens there: a test event fails at once instead of waiting on the network. */
const UNREACHABLE = 'http://127.0.0.1:9/webhooks';

/** An endpoint of the owner's organisation, its address naming the call (the `owned` data). */
async function ownerEndpoint(world: RoleWorld, role: Role, operation: string) {
  const url = `${UNREACHABLE}/${operation}-${role}-${Date.now()}`;
  const endpoint = await webhookEndpointModel(world.app.mongoose.connection).create({
    organisation: world.organisations.owner,
    url,
    events: ['order.done'],
    secret: sealSecret(newWebhookSecret(), world.app.config.ENCRYPTION_KEY),
    created_by: world.emails.owner,
  });
  return { id: String(endpoint._id), url };
}

/**
 * Webhooks (ADR 048) are managed by an organisation's owner, signed in, on a plan with the
 * API: a collaborator, a customer and an admin (no organisation) are refused; another
 * organisation's owner manages its own and is told the owner's do not exist.
 */
const ownerOnly = (
  operation: RouteAccess['operation'],
  address: (id: string) => string,
  {
    body,
    answersEndpoint = true,
  }: { body?: (url: string) => unknown; answersEndpoint?: boolean } = {},
): RouteAccess => ({
  operation,
  allowed: ['owner'],
  status: 200,
  hiddenFrom: ['otherOwner'],
  prepare: async (world, role) => {
    const endpoint = await ownerEndpoint(world, role, operation.split(' ')[0]!.toLowerCase());
    return {
      url: address(endpoint.id),
      // the answers that show the endpoint name its address; a log or a test result does not
      owned: answersEndpoint ? [endpoint.url] : [],
      ...(body ? { body: body(endpoint.url) } : {}),
    };
  },
});

export const WEBHOOK_ROUTES: RouteAccess[] = [
  {
    operation: 'GET /account/webhooks',
    allowed: OWNERS,
    status: 200,
    seenBy: ['owner'],
    prepare: async (world, role) => ({
      owned: [(await ownerEndpoint(world, role, 'liste')).url],
    }),
  },
  {
    operation: 'POST /account/webhooks',
    allowed: OWNERS,
    status: 201,
    prepare: async (_world, role) => ({
      body: { url: `https://logiciel.exemple.fr/${role}`, events: ['order.done'] },
    }),
  },
  ownerOnly('PUT /account/webhooks/{id}', (id) => `/account/webhooks/${id}`, {
    body: (url) => ({ url, events: ['order.done', 'invoice.issued'], enabled: false }),
  }),
  ownerOnly('DELETE /account/webhooks/{id}', (id) => `/account/webhooks/${id}`),
  ownerOnly('POST /account/webhooks/{id}/rotate', (id) => `/account/webhooks/${id}/rotate`),
  ownerOnly('POST /account/webhooks/{id}/test', (id) => `/account/webhooks/${id}/test`, {
    answersEndpoint: false,
  }),
  ownerOnly('GET /account/webhooks/{id}/deliveries', (id) => `/account/webhooks/${id}/deliveries`, {
    answersEndpoint: false,
  }),
];
