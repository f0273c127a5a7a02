import type {
  WebhookDelivery as DeliveryView,
  WebhookEndpoint as EndpointView,
} from '@ped/schemas';
import type { WebhookDelivery } from '../../models/webhook-delivery';
import type { WebhookEndpoint } from '../../models/webhook-endpoint';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** An endpoint as Paramètres shows it: never a secret, sealed or not. */
export function endpointView(endpoint: WebhookEndpoint, now = new Date()): EndpointView {
  const overlap =
    endpoint.previous_secret_until && endpoint.previous_secret_until > now
      ? endpoint.previous_secret_until
      : null;
  return {
    id: String(endpoint._id),
    url: endpoint.url,
    events: endpoint.events,
    enabled: endpoint.enabled,
    disabled_reason: endpoint.enabled ? null : (endpoint.disabled_reason ?? 'owner'),
    failing_since: iso(endpoint.failing_since),
    previous_secret_until: iso(overlap),
    created: endpoint.created.toISOString(),
    created_by: endpoint.created_by,
  };
}

export function deliveryView(delivery: WebhookDelivery): DeliveryView {
  return {
    id: String(delivery._id),
    event_id: delivery.event_id,
    type: delivery.type as DeliveryView['type'],
    livemode: delivery.livemode,
    orderids: delivery.orderids ?? [],
    attempt: delivery.attempt,
    at: delivery.at.toISOString(),
    status_code: delivery.status_code,
    duration_ms: delivery.duration_ms,
    succeeded: delivery.succeeded,
    error: delivery.error,
    response_excerpt: delivery.response_excerpt,
    next_retry: iso(delivery.next_retry),
  };
}
